import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { NAME_MAX } from '@contract/limits.ts';
import { apply, createLeader, createSignedInUser, createUser, join } from '../support/factories.ts';
import { useE2eApp, type ViewportName } from '../support/e2e.ts';
import { closeFilters, dialog, openFilters, signedInPage } from './journey-support.ts';

// Whatever a student types fits every screen: an 80-character word or URL in a title,
// description, bio, skill or tag, a name of the longest allowed length and a long e-mail address
// never make a screen scroll sideways, at 320 px or on a desktop, in English or in Arabic. In
// Arabic the Radix primitives mirror and what students typed keeps its own direction.

const { t, browser } = useE2eApp();

/** One unbroken word of `length` characters starting with `label` (so each is found alone). */
const word = (label: string, length = 80) => `${label}${'Unbroken'.repeat(30)}`.slice(0, length);

const TITLE = word('Title');
const DESCRIPTION_WORD = word('Description');
const URL = `https://example.com/${'path'.repeat(15)}`;
const TAG = word('Tag');
const REQUIRED_SKILL = word('Required');
const LEADER_NAME = word('Leader', NAME_MAX);
const MEMBER_NAME = word('Member', NAME_MAX);
const APPLICANT_NAME = word('Applicant', NAME_MAX);
const STUDENT_NAME = word('Student', NAME_MAX);
const BIO_WORD = word('Bio');
const SKILL = word('Skill');
const email = (who: string) =>
  `${who}.${'firstname'.repeat(3)}.${'lastname'.repeat(2)}@students.${'faculty'.repeat(6)}.example.edu`;

let leader: Awaited<ReturnType<typeof createLeader>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createSignedInUser>>;
let applicant: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  const profile = (name: string, who: string) => ({
    gender: 'female' as const,
    name,
    email: email(who),
    bio: `Likes ${BIO_WORD} and ${URL}.`,
    skills: `React,${SKILL}`,
  });
  leader = await createLeader(t, profile(LEADER_NAME, 'leader'), {
    title: TITLE,
    description: `Read ${URL} first. ${DESCRIPTION_WORD} follows.`,
    tags: `IoT,${TAG}`,
    requiredSkills: `SQL,${REQUIRED_SKILL}`,
  });
  member = await createSignedInUser(t, profile(MEMBER_NAME, 'member'));
  await join(member.client, leader.client, leader.idea.id);
  applicant = await createSignedInUser(t, profile(APPLICANT_NAME, 'applicant'));
  await apply(applicant.client, leader.idea.id);
  await createUser(t, { ...profile(STUDENT_NAME, 'student'), appearInList: true });
  admin = await createUser(t, { gender: 'female', isAdmin: true });
});

/**
 * Nothing sticks out sideways: the page does not scroll horizontally and an open dialog does not
 * either. On failure the message names the elements that stick out.
 */
async function expectNoSideScroll(page: Page, where: string) {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const open = document.querySelector<HTMLElement>('[role=dialog],[role=alertdialog]');
    const outside = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        const scrolls = (e: Element | null) =>
          e && e !== el && getComputedStyle(e).overflowX !== 'visible';
        let inner: Element | null = el.parentElement;
        while (inner && !scrolls(inner)) inner = inner.parentElement;
        // What sticks out of its own scrolling region (the tab bar) moves no screen sideways.
        return !inner && box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .slice(-4)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.className}">`);
    return {
      width,
      page: document.documentElement.scrollWidth,
      dialog: open && { scroll: open.scrollWidth, client: open.clientWidth },
      outside: outside.join(' '),
    };
  });
  expect(found.page, `${where} scrolls sideways: ${found.outside}`).toBeLessThanOrEqual(
    found.width,
  );
  if (found.dialog) {
    expect(found.dialog.scroll, `${where} dialog: ${found.outside}`).toBeLessThanOrEqual(
      found.dialog.client,
    );
  }
}

/** In Arabic, text a student typed sets its own direction (dir=auto, or a <bdi>). */
async function expectOwnDirection(locator: Locator, what: string) {
  const isolated = await locator.first().evaluate((el) => el.matches('bdi, [dir=auto]'));
  expect(isolated, `${what} has dir=auto`).toBe(true);
}

const cases: Array<[ViewportName, 'en' | 'ar']> = [
  ['small', 'en'],
  ['small', 'ar'],
  ['desktop', 'en'],
  ['desktop', 'ar'],
];

describe.each(cases)('long text at %s size in %s', (viewport, lang) => {
  const arabic = lang === 'ar';

  it('fits every screen of a student', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInPage(t, browser, viewport, leader.user, lang);

    await page.goto('/dashboard');
    await page.getByTestId('my-idea').getByText(TITLE).waitFor();
    await page.getByTestId('applicant').getByText(APPLICANT_NAME).waitFor();
    await page.getByTestId('update').first().waitFor();
    await expectNoSideScroll(page, 'dashboard');
    if (arabic) {
      await expectOwnDirection(page.getByTestId('my-idea').getByText(TITLE), 'my idea title');
      await expectOwnDirection(page.getByTestId('my-idea').getByText(TAG), 'tag');
      await expectOwnDirection(
        page.getByTestId('applicant').getByText(APPLICANT_NAME),
        'applicant name',
      );
      await expectOwnDirection(page.getByTestId('applicant').getByText(SKILL), 'skill');
    }
    await page
      .getByTestId('applicant')
      .getByRole('button', { name: new RegExp(APPLICANT_NAME) })
      .click();
    await dialog(page).getByText(BIO_WORD).waitFor();
    await expectNoSideScroll(page, 'applicant details');
    await page.keyboard.press('Escape');

    await page.goto('/my-team');
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByTestId('team-member').filter({ hasText: MEMBER_NAME }).waitFor();
    await expectNoSideScroll(page, 'my team');
    if (arabic) {
      await expectOwnDirection(page.getByRole('heading', { name: TITLE }), 'team title');
      await expectOwnDirection(page.getByText(DESCRIPTION_WORD), 'team description');
      await expectOwnDirection(
        page.getByTestId('team-member').getByText(MEMBER_NAME),
        'member name',
      );
    }

    await page.goto('/profile');
    const name = page.locator('#profile-name');
    await expect.poll(() => name.inputValue()).toBe(LEADER_NAME);
    await expectNoSideScroll(page, 'profile');
    if (arabic) {
      for (const field of ['#profile-name', '#profile-bio']) {
        expect(await page.locator(field).getAttribute('dir'), field).toBe('auto');
      }
    }
    await context.close();
  });

  it('fits browsing and the admin console', { timeout: 120_000 }, async () => {
    const { context, page } = await signedInPage(t, browser, viewport, admin, lang);

    await page.goto('/browse-ideas');
    const card = page.getByTestId('idea-card').filter({ hasText: TITLE });
    await card.waitFor();
    await expectNoSideScroll(page, 'browse ideas');
    if (arabic) {
      await expectOwnDirection(card.getByText(TITLE), 'idea title');
      await expectOwnDirection(card.getByText(TAG), 'idea tag');
      // The Radix Select of the major filter opens right-to-left.
      const filters = await openFilters(page);
      await expectNoSideScroll(page, 'filters');
      await filters.getByRole('combobox').first().click();
      const listbox = page.getByRole('listbox');
      await listbox.waitFor();
      expect(await listbox.evaluate((el) => el.closest('[dir]')?.getAttribute('dir'))).toBe('rtl');
      await page.keyboard.press('Escape');
      await listbox.waitFor({ state: 'hidden' });
      await closeFilters(page);
    }
    await card.getByRole('button', { name: new RegExp(TITLE) }).click();
    await dialog(page).getByText(REQUIRED_SKILL).waitFor();
    await expectNoSideScroll(page, 'idea details');
    if (arabic) await expectOwnDirection(dialog(page).getByText(DESCRIPTION_WORD), 'description');
    await page.keyboard.press('Escape');

    await page.goto('/browse-students');
    const student = page.getByTestId('student-card').filter({ hasText: STUDENT_NAME });
    await student.waitFor();
    await expectNoSideScroll(page, 'browse students');
    if (arabic) {
      await expectOwnDirection(student.getByRole('heading', { name: STUDENT_NAME }), 'name');
      await expectOwnDirection(student.getByText(/^Likes /), 'bio');
    }
    await student.getByRole('button', { name: new RegExp(STUDENT_NAME) }).click();
    await dialog(page).getByText(SKILL).waitFor();
    await expectNoSideScroll(page, 'student details');
    if (arabic) {
      await expectOwnDirection(dialog(page).getByText(BIO_WORD), 'bio in details');
      await expectOwnDirection(dialog(page).getByText(SKILL), 'skill in details');
    }
    await page.keyboard.press('Escape');

    await page.goto('/admin');
    await page.getByRole('tab', { name: arabic ? 'الأفكار' : 'Ideas' }).click();
    await page.getByText(TITLE).first().waitFor();
    await expectNoSideScroll(page, 'admin ideas');
    await page.getByRole('tab', { name: arabic ? 'الفرق' : 'Teams', exact: true }).click();
    await page.getByText(MEMBER_NAME).first().waitFor();
    await expectNoSideScroll(page, 'admin teams');
    if (arabic) await expectOwnDirection(page.getByText(MEMBER_NAME).first(), 'admin member');
    await context.close();
  });

  it(
    'fits a member, an applicant, the idea sheet, confirmations and admin users',
    {
      timeout: 120_000,
    },
    async () => {
      const name = (en: string, ar: string) => (arabic ? ar : en);

      // A member: the accepted notification with the title, the leader on My Team, Leave Team.
      const m = await signedInPage(t, browser, viewport, member.user, lang);
      await m.page.goto('/dashboard');
      await m.page
        .getByTestId('notifications-panel')
        .getByRole('heading', { name: /\(\d+\)$/ })
        .waitFor();
      await expectNoSideScroll(m.page, 'member dashboard');
      await m.page.goto('/my-team');
      await m.page.getByTestId('team-member').filter({ hasText: LEADER_NAME }).waitFor();
      await expectNoSideScroll(m.page, 'member my team');
      await m.page.getByRole('button', { name: name('Leave Team', 'مغادرة الفريق') }).click();
      await dialog(m.page).waitFor();
      await expectNoSideScroll(m.page, 'leave team confirmation');
      await m.context.close();

      // An applicant: the 'Applied - Pending' pill on the long idea.
      const a = await signedInPage(t, browser, viewport, applicant.user, lang);
      await a.page.goto('/browse-ideas');
      const card = a.page.getByTestId('idea-card').filter({ hasText: TITLE });
      await card
        .getByRole('button', { name: name('Applied - Pending', 'تم التقديم - قيد المراجعة') })
        .waitFor();
      await expectNoSideScroll(a.page, 'browse ideas as applicant');
      await a.context.close();

      // The leader's edit sheet, every field holding long text, and the delete confirmation.
      const l = await signedInPage(t, browser, viewport, leader.user, lang);
      await l.page.goto('/dashboard');
      const myIdea = l.page.getByTestId('my-idea');
      await myIdea.getByRole('button', { name: name('Edit idea', 'تعديل الفكرة') }).click();
      const sheet = dialog(l.page);
      await expect.poll(() => sheet.locator('input').first().inputValue()).toBe(TITLE);
      await expectNoSideScroll(l.page, 'edit idea sheet');
      await l.page.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });
      await myIdea.getByRole('button', { name: name('Delete idea', 'حذف الفكرة') }).click();
      await dialog(l.page).waitFor();
      await expectNoSideScroll(l.page, 'delete idea confirmation');
      await l.context.close();

      // Admin › Users: the page stays put; the table scrolls in its own region on a phone.
      const ad = await signedInPage(t, browser, viewport, admin, lang);
      await ad.page.goto('/admin');
      await ad.page.getByText(LEADER_NAME).first().waitFor();
      await expectNoSideScroll(ad.page, 'admin users');
      await ad.context.close();
    },
  );
});
