import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, notifications } from '../../src/server/db/schema.ts';
import { createLeader, createSignedInUser, createUser, invite } from '../support/factories.ts';
import { expectToast, isolated, screenshot, useE2eApp } from '../support/e2e.ts';
import { dialog, signedInPage } from './journey-support.ts';

// The dashboard's lists past one page: the panel's count is the server's true unread count,
// 'Show more' reaches the 51st applicant and update, an invitation older than fifty updates
// still shows, a lone leader is told which idea joining deletes, and the apply button says why
// a student whose major is not accepted cannot apply. Notifications are shown in the reader's
// language from their code, the idea's title as typed; a panel that cannot load its
// notifications says so with Retry instead of '📬 No new notifications' and '(0)'.

const { t, browser } = useE2eApp();

/** `count` updates for the user, 'Update 0' the oldest, after `from` (ms); the first `read` read. */
async function seedUpdates(userId: string, count: number, from: number, read = 0) {
  await t.db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      type: 'team',
      message: `Update ${i}`,
      isRead: i < read,
      createdAt: new Date(from + i),
    })),
  );
}

describe('dashboard lists longer than a page', () => {
  it(
    'shows the true count and reaches the 51st applicant and update',
    { timeout: 120_000 },
    async () => {
      const leader = await createLeader(t, { gender: 'male' }, { allowCrossMajor: true });
      const students = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          createUser(t, { gender: 'male', name: `Applicant ${i}` }),
        ),
      );
      const base = Date.now() - 120_000;
      await t.db.insert(applications).values(
        students.map((s, i) => ({
          ideaId: leader.idea.id,
          applicantId: s.id,
          createdAt: new Date(base + i),
        })),
      );
      await seedUpdates(leader.user.id, 60, base, 3);

      const { context, page } = await signedInPage(t, browser, 'desktop', leader.user);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Notifications (57)' }).waitFor();
      const applicants = page.getByTestId('applicant');
      const updates = page.getByTestId('update');
      await applicants.nth(49).waitFor();
      expect(await applicants.count()).toBe(50);
      expect(await updates.count()).toBe(50);
      expect(await page.getByText('Applicant 0', { exact: true }).count()).toBe(0);

      await page.getByRole('button', { name: 'Show more applicants' }).click();
      await page.getByText('Applicant 0', { exact: true }).waitFor();
      expect(await applicants.count()).toBe(60);
      expect(await page.getByRole('button', { name: 'Show more applicants' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Show more updates' }).click();
      await page.getByText('Update 0', { exact: true }).waitFor();
      expect(await updates.count()).toBe(60);
      expect(await page.getByRole('button', { name: 'Show more updates' }).count()).toBe(0);
      await screenshot(page, 'dashboard-show-more');

      // Marking an update read counts down from the true number, not from a page.
      await updates
        .filter({ hasText: 'Update 59' })
        .getByRole('button', { name: 'Mark as Read' })
        .click();
      await page.getByRole('heading', { name: 'Notifications (56)' }).waitFor();
      await context.close();
    },
  );

  it(
    'shows an invitation behind fifty newer updates; a lone leader is told which idea joining deletes',
    { timeout: 120_000 },
    async () => {
      const host = await createLeader(
        t,
        { gender: 'female' },
        { title: 'Solar boat', requiredMajors: 'CS' },
      );
      const solo = await createLeader(
        t,
        { gender: 'female', major: 'CS' },
        { title: 'Library robot' },
      );
      await invite(solo.client, host.client, host.idea.id);
      const [invitation] = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, solo.user.id));
      await seedUpdates(solo.user.id, 59, invitation!.createdAt.getTime() + 1000);

      const { context, page } = await signedInPage(t, browser, 'desktop', solo.user);
      await page.goto('/dashboard');
      const card = page.getByTestId('invitation');
      await card.getByText(/Solar boat/).waitFor();
      await page.getByRole('heading', { name: 'Notifications (60)' }).waitFor();

      // Join Team asks first, naming the idea; Cancel keeps everything.
      await card.getByRole('button', { name: 'Join Team' }).click();
      await dialog(page)
        .getByText(`Joining this team deletes your idea '${isolated('Library robot')}'.`)
        .waitFor();
      await screenshot(page, 'join-deletes-idea-confirm');
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByTestId('my-idea').getByText('Library robot').waitFor();
      expect((await solo.client.get('/api/ideas/my')).body).toHaveLength(1);
      expect((await solo.client.get('/api/teams/my')).body.idea.title).toBe('Library robot');

      // Confirming joins, and only then is the idea gone.
      await card.getByRole('button', { name: 'Join Team' }).click();
      await dialog(page).getByRole('button', { name: 'Join Team' }).click();
      await expectToast(page, 'Successfully joined the team!');
      expect((await solo.client.get('/api/ideas/my')).body).toHaveLength(0);
      await context.close();
    },
  );

  it(
    'tells a student whose major is not accepted why, instead of Apply to Join',
    { timeout: 60_000 },
    async () => {
      const leader = await createLeader(
        t,
        { gender: 'male' },
        { title: 'Finance only idea', requiredMajors: 'FIN', allowCrossMajor: false },
      );
      const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
      const { context, page } = await signedInPage(t, browser, 'desktop', student.user);
      await page.goto('/browse-ideas');
      const card = page.getByTestId('idea-card').filter({ hasText: leader.idea.title as string });
      const reason = card.getByTestId('apply-blocked');
      await reason.getByText('Your major is not accepted').waitFor();
      expect(await card.getByRole('button', { name: 'Apply to Join' }).count()).toBe(0);
      await screenshot(page, 'apply-major-not-accepted');
      await context.close();
    },
  );
});

describe('notifications panel: language and failures', () => {
  it(
    'shows an invitation in Arabic with the idea title intact and isolated',
    { timeout: 120_000 },
    async () => {
      const title = 'Solar boat (v2) ⛵';
      const host = await createLeader(t, { gender: 'male' }, { title, requiredMajors: 'CS' });
      const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
      await invite(student.client, host.client, host.idea.id);

      const { context, page } = await signedInPage(t, browser, 'desktop', student.user, 'ar');
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'الإشعارات (1)', exact: true }).waitFor();
      const card = page.getByTestId('invitation');
      const text = card.getByTestId('notification-text');
      await text.waitFor();
      expect(await text.textContent()).toBe(
        `تم قبول طلبك للانضمام إلى «${title}»! انقر للتأكيد والانضمام إلى الفريق.`,
      );
      // The title is its own isolate, so its parentheses and emoji keep their order in RTL.
      expect(await text.locator('bdi').allTextContents()).toEqual([title]);
      await card.getByRole('button', { name: 'انضم إلى الفريق' }).waitFor();
      await card.getByRole('button', { name: 'رفض' }).waitFor();
      await screenshot(page, 'notification-arabic');
      await context.close();
    },
  );

  it(
    'says loading, then failure with Retry, never empty; Retry recovers',
    { timeout: 120_000 },
    async () => {
      const user = await createUser(t, { gender: 'female' });
      await seedUpdates(user.id, 1, Date.now() - 60_000);
      const { context, page } = await signedInPage(t, browser, 'desktop', user);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const listUrl = '**/api/notifications?*';
      await page.route(listUrl, async (route) => {
        await held;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Something went wrong. Please try again."}',
        });
      });
      await page.goto('/dashboard');
      const panel = page.getByTestId('notifications-panel');
      const title = panel.getByRole('heading', { name: /^Notifications/ });

      // Loading: a spinner and no count.
      await panel.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
      expect(await title.textContent()).toBe('Notifications');

      // Failed: the failure and Retry, neither the empty text nor a count.
      release();
      const failure = panel
        .getByRole('alert')
        .filter({ hasText: "Couldn't load your notifications." });
      await failure.waitFor();
      expect(await title.textContent()).toBe('Notifications');
      expect(await page.getByText('📬 No new notifications').count()).toBe(0);
      expect(await page.getByText('(0)').count()).toBe(0);
      const retry = failure.getByRole('button', { name: 'Retry' });
      expect(await retry.isEnabled()).toBe(true);
      await screenshot(page, 'notifications-failed');

      // Once the server answers again, Retry shows the notifications and the count.
      await page.unroute(listUrl);
      await retry.click();
      await page.getByTestId('update').getByText('Update 0', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Notifications (1)', exact: true }).waitFor();
      expect(await failure.count()).toBe(0);
      await context.close();
    },
  );
});
