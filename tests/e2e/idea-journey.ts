import { expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MESSAGES } from '@contract/messages.ts';
import type { TestApp } from '../support/app.ts';
import { apply, createLeader, createSignedInUser, createUser } from '../support/factories.ts';
import {
  expectFocused,
  expectToast,
  newPage,
  screenshot,
  signInWithCookie,
  toastRegion,
  useE2eApp,
  type ViewportName,
} from '../support/e2e.ts';
import { closeFilters, openFilters } from './journey-support.ts';

// Publish an idea (validation errors, success toast, card, disabled Publish with its
// tooltip), edit it; a same-gender student finds it by each filter and applies while a student
// of the other gender never sees it; the owner sees applicants in the right group, opens the
// details and accepts; the applicant joins from the invitation; the owner deletes the idea.

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function signedInPage(
  t: TestApp,
  browser: Browser,
  viewport: ViewportName,
  user: { email: string; password: string },
) {
  const { context, page } = await newPage(browser, t, viewport);
  await signInWithCookie(t, context, user);
  return { context, page };
}

/** One test file per screen size, each on its own app, so the two run in parallel. */
export function ideaJourney(viewport: ViewportName, teamId: string) {
  const { t, browser } = useE2eApp();

  it(`publishes, finds, applies, accepts, joins, edits and deletes at ${viewport} size`, async () => {
    const owner = await createUser(t, { gender: 'female', major: 'CS', name: `Lina ${viewport}` });
    const applicant = await createUser(t, {
      gender: 'female',
      major: 'CS',
      name: `Huda ${viewport}`,
      bio: 'I build mobile apps and love machine learning projects',
      skills: 'Python,React',
      phone: '0559876543',
    });
    const otherMajor = await createSignedInUser(t, {
      gender: 'female',
      major: 'MKT',
      name: `Reem ${viewport}`,
    });
    const otherGender = await createUser(t, { gender: 'male', major: 'CS' });
    const title = `Campus parking finder ${viewport}`;
    const description =
      'Sensors and a mobile app that show free parking spots on campus in real time, so students stop circling and arrive to class on time.';

    // --- The owner publishes an idea.
    const o = await signedInPage(t, browser, viewport, owner);
    await o.page.goto('/dashboard');
    await o.page
      .getByText('No ideas created yet. Create your first idea to get started!')
      .waitFor();
    await o.page.getByTestId('team-status').filter({ hasText: 'None' }).waitFor();
    await o.page.getByRole('button', { name: 'Publish Your Idea' }).click();
    const form = o.page.getByRole('dialog');
    await form.getByRole('heading', { name: 'Create New Idea' }).waitFor();
    // The next free Team ID is proposed; emptied, the form says it is required.
    await expect.poll(() => form.getByLabel('Team ID').inputValue()).toMatch(/^M\d{3}$/);
    await form.getByLabel('Team ID').fill('');
    await form.getByRole('button', { name: 'Create New Idea' }).click();
    for (const m of [
      MESSAGES['validation.title'],
      MESSAGES['validation.description'],
      MESSAGES['validation.teamIdRequired'],
      MESSAGES['validation.majorsRequired'],
    ]) {
      await alert(o.page, m).waitFor();
    }
    await expectFocused(form.getByLabel('Title'));
    const teamIdField = form.getByLabel('Team ID');
    await teamIdField.fill('X12345');
    expect(await teamIdField.inputValue()).toBe('X123');
    await alert(o.page, MESSAGES['validation.teamIdFormat']).waitFor();
    await screenshot(o.page, 'idea-form-errors');

    await form.getByLabel('Title').fill('Draft title');
    await form.getByLabel('Description').fill(description);
    await form.getByLabel('Tags').fill('IoT, Mobile, Maps, Sensors, Cloud');
    await form.getByRole('checkbox', { name: 'Computer Science' }).click();
    await form.getByLabel('Required Skills').fill('Python, React');
    await form.getByRole('checkbox', { name: 'Allow cross-major applicants' }).click();

    // A team ID another student's (hidden) idea holds: the server's answer stands under the
    // Team ID field, which takes the focus, as well as in the toast.
    await createLeader(t, { gender: 'female' }, { teamId: 'M909', isHidden: true });
    await teamIdField.fill('M909');
    await form.getByRole('button', { name: 'Create New Idea' }).click();
    await expectToast(o.page, 'Team ID is already taken');
    // The toast covers neither of the form's actions (a phone's dialog is a bottom sheet).
    await form.getByRole('button', { name: 'Create New Idea' }).scrollIntoViewIfNeeded();
    const toastBox = (await toastRegion(o.page).boundingBox())!;
    for (const button of await form.locator('form').getByRole('button').all()) {
      const b = (await button.boundingBox())!;
      const overlaps =
        b.x < toastBox.x + toastBox.width &&
        toastBox.x < b.x + b.width &&
        b.y < toastBox.y + toastBox.height &&
        toastBox.y < b.y + b.height;
      expect(overlaps, await button.innerText()).toBe(false);
    }
    const taken = alert(o.page, 'Team ID is already taken');
    await taken.waitFor();
    expect(await teamIdField.getAttribute('aria-invalid')).toBe('true');
    expect(await teamIdField.getAttribute('aria-describedby')).toContain(
      await taken.getAttribute('id'),
    );
    await expectFocused(teamIdField);

    await teamIdField.fill(teamId);
    await form.getByRole('button', { name: 'Create New Idea' }).click();
    await expectToast(o.page, 'Idea created successfully and team formed!');
    await form.waitFor({ state: 'detached' });
    const myIdea = o.page.getByTestId('my-idea');
    await myIdea.getByRole('heading', { name: 'Draft title' }).waitFor();
    await myIdea.getByText(description).waitFor();
    await myIdea.getByText('Computer Science').waitFor();
    await o.page.getByTestId('team-status').filter({ hasText: 'Team Leader' }).waitFor();
    const publish = o.page.getByRole('button', { name: 'Publish Your Idea' });
    expect(await publish.isDisabled()).toBe(true);
    await o.page.getByTestId('publish-wrapper').hover();
    await o.page.getByRole('tooltip').filter({ hasText: 'You can only create one idea' }).waitFor();
    await screenshot(o.page, 'dashboard-with-idea');

    // Edit: the same form, 'Update Idea'.
    await o.page.mouse.move(0, 0);
    await myIdea.getByRole('button', { name: 'Edit idea' }).click();
    await form.getByRole('heading', { name: 'Edit Idea' }).waitFor();
    expect(await form.getByLabel('Team ID').inputValue()).toBe(teamId);
    expect(
      await form.getByRole('checkbox', { name: 'Computer Science' }).getAttribute('aria-checked'),
    ).toBe('true');
    await form.getByLabel('Title').fill(title);
    await form.getByRole('button', { name: 'Update Idea' }).click();
    await expectToast(o.page, 'Idea updated successfully!');
    await myIdea.getByRole('heading', { name: title }).waitFor();

    // The owner's own idea in Browse Ideas shows 'Your Idea'.
    await o.page.getByRole('link', { name: 'Browse Ideas', exact: true }).click();
    await o.page.waitForURL('**/browse-ideas');
    const ownCard = o.page.getByTestId('idea-card').filter({ hasText: title });
    await ownCard.getByRole('button', { name: 'Your Idea' }).waitFor();

    // --- A student of the other gender never sees it.
    const g = await signedInPage(t, browser, viewport, otherGender);
    await g.page.goto('/browse-ideas');
    await g.page.getByText('No ideas found. Try adjusting your filters.').waitFor();
    expect(await g.page.getByText(title).count()).toBe(0);
    await g.context.close();

    // --- A same-gender student finds it by each filter and applies.
    const a = await signedInPage(t, browser, viewport, applicant);
    await a.page.goto('/browse-ideas');
    const card = a.page.getByTestId('idea-card').filter({ hasText: title });
    const empty = a.page.getByText('No ideas found. Try adjusting your filters.');
    await card.waitFor();
    await card.getByText(`${description.slice(0, 120)}...`).waitFor();
    await card.getByText('+2 more').waitFor();
    await card.getByText(`by Lina ${viewport} · Computer Science`).waitFor();

    // The search field is on screen; the other filters beside it, or in a sheet on a phone.
    await a.page.getByRole('searchbox', { name: 'Search', exact: true }).fill('parking finder');
    await card.waitFor();
    await a.page.getByRole('searchbox', { name: 'Search', exact: true }).fill('');
    const filters = await openFilters(a.page);
    await filters.getByRole('textbox', { name: 'Skills', exact: true }).fill('cobol');
    await empty.waitFor();
    await filters.getByRole('textbox', { name: 'Skills', exact: true }).fill('python');
    await card.waitFor();
    await filters.getByRole('textbox', { name: 'Skills', exact: true }).fill('');
    await filters.getByRole('textbox', { name: 'Tags', exact: true }).fill('sensors');
    await card.waitFor();
    await filters.getByRole('textbox', { name: 'Tags', exact: true }).fill('blockchain');
    await empty.waitFor();
    await filters.getByRole('textbox', { name: 'Tags', exact: true }).fill('');
    await filters.getByRole('combobox', { name: 'Major' }).click();
    await a.page.getByRole('option', { name: 'Computer Science' }).click();
    await card.waitFor();
    await filters.getByRole('combobox', { name: 'Major' }).click();
    await a.page.getByRole('option', { name: 'All Majors' }).click();
    await card.waitFor();
    await closeFilters(a.page);
    await screenshot(a.page, 'browse-ideas');

    // Details dialog with the full description.
    await card.getByRole('button', { name: /View Details/ }).click();
    const details = a.page.getByRole('dialog');
    await details.getByText(description).waitFor();
    await details.getByText(`Team ID: ${teamId}`).waitFor();
    await screenshot(a.page, 'idea-details');
    await a.page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Apply: the sheet, 'Applying...' while the request is on its way, then the toast.
    await a.page.route('**/api/applications', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    // The sheet's motivation is optional (tests/e2e/team-forming.e2e.test.ts sends one).
    await card.getByRole('button', { name: 'Apply to Join' }).click();
    const sheet = a.page.getByRole('dialog');
    await sheet.getByRole('button', { name: 'Send Application' }).click();
    await sheet.getByRole('button', { name: 'Applying...' }).waitFor();
    await expectToast(a.page, 'Application submitted successfully!');
    await card.getByRole('button', { name: 'Applied - Pending' }).waitFor();
    await a.page.unroute('**/api/applications');

    // A student of another major applies too (the idea allows cross-major applicants).
    await apply(otherMajor.client, (await ideaIdOf(o.page, title))!);

    // --- The owner sees both applicants in the right groups and accepts from the details.
    await o.page.getByRole('link', { name: 'Dashboard' }).click();
    await o.page.reload();
    const matching = o.page.getByTestId('matching');
    const others = o.page.getByTestId('other-majors');
    await matching.getByText('Matching Requirements').waitFor();
    await matching.getByText(`Huda ${viewport}`).waitFor();
    await matching.getByText('I build mobile apps and love m...').waitFor();
    await others.getByText('Other Majors').waitFor();
    await others.getByText(`Reem ${viewport}`).waitFor();
    expect(await matching.getByText(`Reem ${viewport}`).count()).toBe(0);
    await screenshot(o.page, 'dashboard-applicants');
    await matching.getByRole('button', { name: `Details: Huda ${viewport}` }).click();
    const applicantDialog = o.page.getByRole('dialog');
    await applicantDialog.getByText(applicant.email).waitFor();
    await applicantDialog.getByText('0559876543').waitFor();
    await applicantDialog
      .getByText('I build mobile apps and love machine learning projects')
      .waitFor();
    await screenshot(o.page, 'applicant-details');
    await applicantDialog.getByRole('button', { name: 'Accept Application' }).click();
    await expectToast(o.page, 'Application accepted successfully');
    await matching.waitFor({ state: 'detached' });
    await others.getByRole('button', { name: 'Decline' }).click();
    await expectToast(o.page, 'Application rejected successfully');
    await others.waitFor({ state: 'detached' });
    // Recent Updates: the 'applied' notices are settled by the decisions, so read without a
    // click (docs/decisions/0040-notifications-by-code.md).
    await o.page.getByRole('heading', { name: 'Notifications (0)' }).waitFor();
    expect(await o.page.getByTestId('update').count()).toBe(2);
    expect(await o.page.getByRole('button', { name: 'Mark as Read' }).count()).toBe(0);

    // --- The applicant sees the invitation and joins.
    await a.page.getByRole('link', { name: 'Dashboard' }).click();
    await a.page.reload();
    const invitation = a.page.getByTestId('invitation');
    await invitation.getByText(/Click to confirm/).waitFor();
    await a.page.getByRole('heading', { name: /Notifications \(\d+\)/ }).waitFor();
    await screenshot(a.page, 'dashboard-invitation');
    await invitation.getByRole('button', { name: 'Join Team' }).click();
    await expectToast(a.page, 'Successfully joined the team!');
    await a.page.getByTestId('team-status').filter({ hasText: 'Team Member' }).waitFor();
    await a.page
      .getByText('You cannot create ideas while in a team. Leave your team to create ideas.')
      .waitFor();
    expect(await a.page.getByRole('button', { name: 'Publish Your Idea' }).isDisabled()).toBe(true);
    await a.page.getByTestId('publish-wrapper').hover();
    await a.page
      .getByRole('tooltip')
      .filter({ hasText: 'Leave your current team to create a new idea' })
      .waitFor();
    await a.page.getByRole('link', { name: 'Browse Ideas', exact: true }).click();
    await card
      .getByRole('button', { name: 'Your Idea' })
      .or(card.getByRole('button', { name: 'In Team' }))
      .waitFor();
    expect(await card.getByRole('button', { name: 'In Team' }).count()).toBeGreaterThan(0);
    await a.context.close();

    // --- The owner deletes the idea after confirming.
    await o.page.getByRole('button', { name: 'Delete idea' }).click();
    const confirm = o.page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this idea?').waitFor();
    await screenshot(o.page, 'delete-idea-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(o.page, 'Idea deleted successfully');
    await o.page
      .getByText('No ideas created yet. Create your first idea to get started!')
      .waitFor();
    await o.context.close();
  });
}

/** The id of the owner's idea, read through the owner's own session. */
async function ideaIdOf(page: Page, title: string): Promise<string | undefined> {
  const ideas = (await page.evaluate(() =>
    fetch('/api/ideas/my', { credentials: 'include' }).then((r) => r.json()),
  )) as Array<{ id: string; title: string }>;
  return ideas.find((i) => i.title === title)?.id;
}
