import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@contract/messages.ts';
import { ideas } from '../../src/server/db/schema.ts';
import { createLeader, createTeam, createUser, PASSWORD } from '../support/factories.ts';
import { expectToast, isolated, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { alertText, dialog, signedInPage } from './journey-support.ts';

// Admin: access denied for students (and no admin call made); counts; the Users,
// Ideas and Teams tabs with every column and action: inline edit with validation, Make Admin /
// Remove Admin, delete (the user can no longer sign in and can register again), own row's
// delete disabled; ideas hide/show and delete; team cards.

const { t, browser } = useE2eApp();

const userRow = (page: Page, email: string) =>
  page.locator(`[data-testid=admin-user-row][data-email="${email}"]`);

describe.each<ViewportName>(['phone', 'desktop'])('admin at %s size', (viewport) => {
  it('denies a student without calling the admin API', { timeout: 120_000 }, async () => {
    const student = await createUser(t, { name: `Curious ${viewport}` });
    const { context, page } = await signedInPage(t, browser, viewport, student);
    const adminCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/admin')) adminCalls.push(r.url());
    });
    await page.goto('/admin');
    await page
      .getByText("Access Denied - You don't have admin privileges to view this page.")
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(adminCalls).toEqual([]);
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await expectAccessible(page, 'admin-denied');
    await screenshot(page, 'admin-denied');
    await context.close();
  });

  it('manages users, ideas and teams', { timeout: 120_000 }, async () => {
    const admin = await createUser(t, { isAdmin: true, name: `Admin ${viewport}` });
    const target = await createUser(t, {
      name: `Target ${viewport}`,
      gender: 'female',
      major: 'MATH',
      appearInList: true,
      isVerified: true,
    });
    const doomed = await createUser(t, { name: `Doomed ${viewport}`, password: PASSWORD });
    const { member } = await createTeam(t, {
      idea: { title: `Team idea ${viewport}`, description: 'Team idea description' },
    });
    const anyIdea = await createLeader(t, {}, { title: `Any major idea ${viewport}` });
    await t.db
      .update(ideas)
      .set({ requiredMajors: '', isActive: false })
      .where(eq(ideas.id, anyIdea.idea.id));

    const { context, page } = await signedInPage(t, browser, viewport, admin);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin', exact: true }).waitFor();
    // The counts arrive after the heading: wait for the number rather than read the placeholder.
    await expect
      .poll(async () => Number(await page.getByTestId('stat-totalUsers').innerText()))
      .toBeGreaterThanOrEqual(6);
    await page.getByText('Total Ideas').waitFor();
    await page.getByText('Active Teams').waitFor();

    // Users table: every column.
    const row = userRow(page, target.email);
    await row.getByText(target.name).waitFor();
    for (const text of ['Mathematics', 'Female', 'Yes', 'Visible', 'User', '0551234567']) {
      await row.getByText(text, { exact: true }).first().waitFor();
    }
    await userRow(page, doomed.email).getByText('Hidden', { exact: true }).waitFor();
    await expectAccessible(page, 'admin-users');
    await screenshot(page, 'admin-users');

    // Own row: delete disabled with the reason.
    const own = userRow(page, admin.email);
    expect(await own.getByRole('button', { name: `Delete ${admin.name}` }).isDisabled()).toBe(true);
    await own.getByText('You cannot delete your own account').waitFor({ state: 'attached' });

    // Inline edit with validation, cancel, then save.
    await row.getByRole('button', { name: `Edit ${target.name}` }).click();
    // The phone input keeps digits only, as on the register form.
    await row.getByRole('textbox', { name: 'Phone' }).fill('1a2-3');
    expect(await row.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('123');
    await row.getByRole('textbox', { name: 'Phone' }).fill('123');
    await row.getByRole('textbox', { name: 'Name' }).fill('');
    await row.getByRole('button', { name: `Save changes to ${target.name}` }).click();
    await alertText(page, MESSAGES['validation.phoneFormat']).waitFor();
    await alertText(page, MESSAGES['validation.name']).waitFor();
    await expectAccessible(page, 'admin-user-edit');
    await screenshot(page, 'admin-user-edit');
    await row.getByRole('button', { name: `Cancel editing ${target.name}` }).click();
    await row.getByText(target.name).waitFor();
    await row.getByRole('button', { name: `Edit ${target.name}` }).click();
    const newName = `Renamed ${viewport}`;
    const newEmail = `renamed-${viewport}-${Date.now()}@uni.test`;
    await row.getByRole('textbox', { name: 'Name' }).fill(newName);
    await row.getByRole('textbox', { name: 'Email' }).fill(newEmail);
    await row.getByRole('textbox', { name: 'Phone' }).fill('0569998888');
    await row.getByRole('combobox', { name: 'Major' }).selectOption('PHYS');
    await row.getByRole('button', { name: `Save changes to ${target.name}` }).click();
    await expectToast(page, 'User updated successfully');
    const renamed = userRow(page, newEmail);
    await renamed.getByText(newName).waitFor();
    await renamed.getByText('0569998888').waitFor();
    await renamed.getByText('Physics', { exact: true }).waitFor();

    // Make Admin / Remove Admin, each asked first: Cancel changes nothing.
    await renamed.getByRole('button', { name: 'Make Admin' }).click();
    await dialog(page)
      .getByText(`Give ${isolated(newName)} admin rights?`, { exact: false })
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await renamed.getByText('User', { exact: true }).waitFor();
    await renamed.getByRole('button', { name: 'Make Admin' }).click();
    await dialog(page).getByRole('button', { name: 'Make Admin' }).click();
    await expectToast(page, 'User admin status updated');
    await renamed.getByText('Admin', { exact: true }).waitFor();
    await renamed.getByRole('button', { name: 'Remove Admin' }).click();
    await dialog(page)
      .getByText(`Take admin rights away from ${isolated(newName)}?`)
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Remove Admin' }).click();
    await renamed.getByRole('button', { name: 'Make Admin' }).waitFor();
    await renamed.getByText('User', { exact: true }).waitFor();

    // Delete: the confirmation warns that all data goes; the user can no longer sign in.
    const doomedRow = userRow(page, doomed.email);
    await doomedRow.getByRole('button', { name: `Delete ${doomed.name}` }).click();
    await dialog(page)
      .getByText(/All of their data .* will be permanently removed/)
      .waitFor();
    await expectAccessible(page, 'admin-delete-user-confirm');
    await screenshot(page, 'admin-delete-user-confirm');
    await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(
      page,
      'User deleted successfully. They must re-register to access the system.',
    );
    await doomedRow.waitFor({ state: 'detached' });
    const login = await t
      .client()
      .post('/api/auth/login', { email: doomed.email, password: PASSWORD });
    expect(login.status).toBe(401);
    const again = await t.client().post('/api/auth/register', {
      email: doomed.email,
      password: PASSWORD,
      name: doomed.name,
      gender: 'male',
      phone: '0551234567',
      major: 'CS',
    });
    expect(again.status).toBe(200);

    // Ideas tab.
    await page.getByRole('tab', { name: 'Ideas' }).click();
    const ideaRow = page.getByTestId('admin-idea-row').filter({ hasText: `Team idea ${viewport}` });
    await ideaRow.getByText('Computer Science, Software Engineering').waitFor();
    await ideaRow.getByText('Active', { exact: true }).waitFor();
    await ideaRow.getByText('Visible', { exact: true }).waitFor();
    const anyRow = page
      .getByTestId('admin-idea-row')
      .filter({ hasText: `Any major idea ${viewport}` });
    await anyRow.getByText('Any', { exact: true }).waitFor();
    await anyRow.getByText('Inactive', { exact: true }).waitFor();
    await expectAccessible(page, 'admin-ideas');
    await screenshot(page, 'admin-ideas');
    await ideaRow.getByRole('button', { name: `Hide Team idea ${viewport}` }).click();
    await expectToast(page, 'Idea visibility updated');
    await ideaRow.getByText('Hidden', { exact: true }).waitFor();
    await ideaRow.getByRole('button', { name: `Show Team idea ${viewport}` }).click();
    await ideaRow.getByText('Visible', { exact: true }).waitFor();

    // Teams tab.
    await page.getByRole('tab', { name: 'Teams' }).click();
    const teamCard = page
      .getByTestId('admin-team-card')
      .filter({ hasText: `Team idea ${viewport}` });
    await teamCard.getByText('Team idea description').waitFor();
    await teamCard.getByText('Members: 2').waitFor();
    await teamCard
      .getByTestId('admin-team-id')
      .getByText(/^M\d{3}$/)
      .waitFor();
    await teamCard.getByTestId('admin-team-gender').waitFor();
    await teamCard.getByText('Leader', { exact: true }).waitFor();
    await teamCard.getByText('Member', { exact: true }).waitFor();
    await teamCard.getByText(member.user.email).waitFor();
    await expectAccessible(page, 'admin-teams');
    await screenshot(page, 'admin-teams');

    // Delete an idea with confirmation; its team goes too.
    await page.getByRole('tab', { name: 'Ideas' }).click();
    await ideaRow.getByRole('button', { name: `Delete Team idea ${viewport}` }).click();
    await dialog(page)
      .getByText(`Are you sure you want to delete "${isolated(`Team idea ${viewport}`)}"?`, {
        exact: false,
      })
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Idea deleted successfully');
    await ideaRow.waitFor({ state: 'detached' });
    const res = await member.client.get('/api/teams/my');
    expect(res.body).toBeNull();

    // Keyboard: the tabs move with the arrow keys.
    await page.getByRole('tab', { name: 'Ideas' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Teams', selected: true }).waitFor();
    await context.close();
  });
});
