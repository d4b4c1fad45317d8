import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { apply, confirm, createLeader, createSignedInUser, decide } from '../support/factories.ts';
import { expectToast, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { signedInPage } from './journey-support.ts';

// The inbox (docs/decisions/0075-live-updates-by-server-sent-events.md): the unread count on the
// Dashboard tab, live; a notification opens what it is about; Mark all as read clears the count.

const { t, browser } = useE2eApp();

const DIGITS = { en: (n: number) => String(n), ar: (n: number) => n.toLocaleString('ar') };

/** The Dashboard tab, found by its accessible label, with the count when there is one. */
function dashboardTab(page: Page, lang: 'en' | 'ar', unread: number) {
  const table = lang === 'ar' ? ar : en;
  const count = DIGITS[lang](unread);
  // On a phone the badge sits on the icon, before the label; on a desktop after it.
  const name =
    unread > 0
      ? new RegExp(
          `^(${count} ${table['nav.dashboard']}|${table['nav.dashboard']} ${count}) ${table['nav.unreadLabel']}$`,
        )
      : table['nav.dashboard'];
  return page.getByRole('navigation').getByRole('link', { name, exact: true });
}

describe('the inbox', () => {
  it.each<[ViewportName, 'en' | 'ar']>([
    ['phone', 'ar'],
    ['desktop', 'en'],
    ['phone', 'en'],
    ['desktop', 'ar'],
  ])(
    'on a %s in %s: the badge counts live, a notification opens its subject, Mark all as read clears it',
    async (viewport, lang) => {
      const table = lang === 'ar' ? ar : en;
      const title = `Tide gauge ${viewport} ${lang}`;
      const leader = await createLeader(t, { gender: 'female' }, { title, requiredMajors: 'CS' });
      const student = await createSignedInUser(t, { gender: 'female', major: 'CS' });
      const second = await createSignedInUser(t, { gender: 'female', major: 'CS' });

      const o = await signedInPage(t, browser, viewport, leader.user, lang);
      await o.page.goto('/dashboard');
      await dashboardTab(o.page, lang, 0).waitFor();
      expect(await o.page.getByTestId('unread-badge').count()).toBe(0);
      await expect.poll(() => t.ctx.liveStreams.size).toBe(1);

      // Another browser applies through the screen; the owner's badge counts it without a reload.
      const s = await signedInPage(t, browser, 'desktop', student.user);
      await s.page.goto('/browse-ideas');
      const card = s.page.getByTestId('idea-card').filter({ hasText: title });
      await card.getByRole('button', { name: en['apply.title'] }).click();
      await s.page.getByRole('dialog').getByRole('button', { name: en['apply.send'] }).click();
      await expectToast(s.page, en['success.applicationSubmitted']);
      await dashboardTab(o.page, lang, 1).waitFor();
      await expect
        .poll(() => o.page.getByTestId('unread-badge').first().textContent())
        .toBe(DIGITS[lang](1));
      await apply(second.client, leader.idea.id);
      await dashboardTab(o.page, lang, 2).waitFor();
      if (viewport === 'phone' && lang === 'ar') {
        await o.page.screenshot({ path: '/tmp/inbox-phone-ar.png', fullPage: false });
      }

      // Tapping the student's notice shows the applicants of the idea, and marks it read.
      const notice = o.page
        .getByTestId('update')
        .filter({ hasText: student.user.name })
        .getByTestId('notification-text');
      await notice.click();
      const applicantsHeading = o.page.locator('#applicants-heading');
      await expect
        .poll(() => applicantsHeading.evaluate((h) => h === document.activeElement))
        .toBe(true);
      await expect.poll(() => applicantsHeading.isVisible()).toBe(true);
      await dashboardTab(o.page, lang, 1).waitFor();

      // Mark all as read: the badge goes, and the button with it.
      const markAll = o.page.getByRole('button', { name: table['notifications.markAllRead'] });
      await markAll.click();
      await dashboardTab(o.page, lang, 0).waitFor();
      await markAll.waitFor({ state: 'detached' });
      expect(await o.page.getByTestId('unread-badge').count()).toBe(0);
      if (viewport === 'phone' && lang === 'ar') {
        await o.page.screenshot({ path: '/tmp/inbox-phone-ar-read.png', fullPage: true });
      }

      // The student joins; the owner's notice of it opens My Team.
      const [application] = (await student.client.get('/api/applications/my')).body;
      await decide(leader.client, application.id, 'accepted');
      await confirm(student.client, application.id);
      await dashboardTab(o.page, lang, 1).waitFor();
      await o.page
        .getByTestId('update')
        .filter({ hasText: student.user.name })
        .first()
        .getByRole('link')
        .click();
      await o.page.waitForURL('**/my-team');
      await dashboardTab(o.page, lang, 0).waitFor();
      await Promise.all([s.context.close(), o.context.close()]);
    },
  );
});
