import { and, eq } from 'drizzle-orm';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/messages.ts';
import { applications } from '../../src/server/db/schema.ts';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { apply, createLeader, createSignedInUser, invite } from '../support/factories.ts';
import { expectToast, useE2eApp, VIEWPORTS, type ViewportName } from '../support/e2e.ts';
import { dialog, signedInPage } from './journey-support.ts';

// One tap, one action and consequences before the click (docs/decisions/0078, 0024): a double
// tap on Send Application sends once and shows no error; the pending label shows while the
// answer is on its way; an invitation says how many other applications joining closes, and
// after joining they read 'Closed - you joined a team', never 'Declined'. My Applications on a
// phone gives a long title the card's width, with status and action under it.

const { t, browser } = useE2eApp();

const TABLES = {
  en: { ...en, ...MESSAGES },
  ar,
} as const;
type Lang = keyof typeof TABLES;
const say = (lang: Lang, key: keyof (typeof TABLES)['en']) => TABLES[lang][key];

const CASES: Array<[ViewportName, Lang]> = [
  ['phone', 'en'],
  ['phone', 'ar'],
  ['desktop', 'en'],
  ['desktop', 'ar'],
];

/** Holds every request of `method` to `url` until `release()`; counts them. */
async function holdRequests(page: Page, url: string, method: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { count: 0, release };
  await page.route(url, async (route: Route) => {
    if (route.request().method() === method) {
      held.count += 1;
      await released;
    }
    await route.continue();
  });
  return held;
}

let titles = 0;
const uniqueTitle = (lang: Lang) => {
  const n = String(++titles).padStart(3, '0');
  return lang === 'ar' ? `فكرة مشروع رقم ${n}` : `Project idea ${n}`;
};

describe.each(CASES)('one tap, one action (%s, %s)', (viewport, lang) => {
  it('a double tap on Send Application sends once, says Applying... and shows no error', async () => {
    const title = uniqueTitle(lang);
    const leader = await createLeader(t, {}, { title, allowCrossMajor: true });
    const student = await createSignedInUser(t);
    const { context, page } = await signedInPage(t, browser, viewport, student.user, lang);
    await page.goto('/browse-ideas');
    const card = page.getByTestId('idea-card').filter({ hasText: title });
    await card.getByRole('button', { name: say(lang, 'browse.apply') }).click();
    const sheet = dialog(page);
    const held = await holdRequests(page, '**/api/applications', 'POST');
    await sheet.getByRole('button', { name: say(lang, 'apply.send') }).dblclick();
    const pending = sheet.getByRole('button', { name: say(lang, 'browse.applying') });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    held.release();
    await expectToast(page, say(lang, 'success.applicationSubmitted'));
    await card.getByRole('button', { name: say(lang, 'browse.applied.pending') }).waitFor();
    expect(held.count).toBe(1);
    const rows = await t.db
      .select()
      .from(applications)
      .where(
        and(eq(applications.applicantId, student.user.id), eq(applications.ideaId, leader.idea.id)),
      );
    expect(rows).toHaveLength(1);
    expect(await page.getByText(say(lang, 'applications.alreadyApplied')).count()).toBe(0);
    await context.close();
  });

  it('says before Join Team what happens to the other applications, and shows them closed after', async () => {
    const [a, b, c] = [uniqueTitle(lang), uniqueTitle(lang), uniqueTitle(lang)];
    const toJoin = await createLeader(t, {}, { title: a, allowCrossMajor: true });
    const invited = await createLeader(t, {}, { title: b, allowCrossMajor: true });
    const pendingTo = await createLeader(t, {}, { title: c, allowCrossMajor: true });
    const student = await createSignedInUser(t);
    await invite(student.client, toJoin.client, toJoin.idea.id);
    await invite(student.client, invited.client, invited.idea.id);
    await apply(student.client, pendingTo.idea.id);

    const { context, page } = await signedInPage(t, browser, viewport, student.user, lang);
    await page.goto('/dashboard');
    const invitation = page.getByTestId('invitation').filter({ hasText: a });
    const warning = invitation.getByTestId('join-closes-others');
    await warning.waitFor();
    expect(await warning.textContent()).toBe(
      lang === 'en'
        ? 'Your 2 other applications will be withdrawn.'
        : say(lang, 'notifications.joinClosesOthers.two'),
    );

    const held = await holdRequests(page, '**/api/applications/*/confirm', 'POST');
    await invitation.getByRole('button', { name: say(lang, 'notifications.joinTeam') }).dblclick();
    const joining = invitation.getByRole('button', { name: say(lang, 'pending.joining') });
    await joining.waitFor();
    held.release();
    await expectToast(page, say(lang, 'applications.joined'));
    expect(held.count).toBe(1);

    const history = page.getByTestId('my-application');
    const statusOf = (title: string) =>
      history.filter({ hasText: title }).getByTestId('my-application-status');
    await statusOf(b).getByText(say(lang, 'myApplications.status.closed')).waitFor();
    await statusOf(c).getByText(say(lang, 'myApplications.status.closed')).waitFor();
    await statusOf(a).getByText(say(lang, 'myApplications.status.joined')).waitFor();
    expect(await history.getByText(say(lang, 'myApplications.status.rejected')).count()).toBe(0);
    await context.close();
  });
});

// Sixty characters, as a student may type them.
const LONG_TITLE = {
  en: 'Autonomous campus delivery robots with solar charging docks!',
  ar: 'روبوتات توصيل ذاتية القيادة داخل الحرم الجامعي بشحن شمسي ذكي',
};

describe.each([
  ['small', 'en'],
  ['small', 'ar'],
  ['phone', 'en'],
  ['phone', 'ar'],
  ['desktop', 'en'],
  ['desktop', 'ar'],
] as Array<[ViewportName, Lang]>)(
  'My Applications with a long title (%s, %s)',
  (viewport, lang) => {
    it('gives the title the card width on a phone, status and Withdraw under it', async () => {
      const title = LONG_TITLE[lang];
      const leader = await createLeader(t, {}, { title, allowCrossMajor: true });
      const student = await createSignedInUser(t);
      await apply(student.client, leader.idea.id);
      const { context, page } = await signedInPage(t, browser, viewport, student.user, lang);
      await page.goto('/dashboard');
      const item = page.getByTestId('my-application').filter({ hasText: title });
      const status = item.getByTestId('my-application-status');
      await status.getByText(say(lang, 'myApplications.status.pending')).waitFor();
      const withdraw = item.getByRole('button', { name: say(lang, 'myApplications.withdraw') });
      const [box, text, badge, action] = await Promise.all(
        [item, item.getByTestId('my-application-title'), status, withdraw].map(async (l) => {
          const b = await l.boundingBox();
          if (!b) throw new Error('not on screen');
          return b;
        }),
      );
      await item.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/onetap-my-applications-${viewport}-${lang}.png` });
      // The item's padding (12 px) and border (1 px) on each side.
      const inner = box!.width - 26;
      if (VIEWPORTS[viewport].width < 640) {
        expect(text!.width).toBeGreaterThanOrEqual(inner - 1);
        expect(badge!.y).toBeGreaterThanOrEqual(text!.y + text!.height);
        expect(action!.y).toBeGreaterThanOrEqual(text!.y + text!.height);
      } else {
        // One row: the title beside the status, still the widest part.
        expect(badge!.y).toBeLessThan(text!.y + text!.height);
        expect(text!.width).toBeGreaterThan(inner / 2);
      }
      // The title breaks between words only: each word lies on one line.
      const brokenWords = await item.getByTestId('my-application-title').evaluate((el) => {
        const node = el.firstChild!;
        const broken: string[] = [];
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
        return broken;
      });
      expect(brokenWords).toEqual([]);
      await context.close();
    });
  },
);
