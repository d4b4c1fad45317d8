import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fillMessage } from '@contract/messages.ts';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { apply, createLeader, createSignedInUser, createUser } from '../support/factories.ts';
import { useE2eApp, type ViewportName } from '../support/e2e.ts';
import { dialog, signedInPage } from './journey-support.ts';

// Smaller things that read wrong: the profile's lock over an e-mail in Arabic, a long state pill
// at 320 px, a Latin name in the Arabic welcome line, a load that never ends, and a team's size
// read three ways. In English and Arabic at phone and desktop sizes.

const { t, browser } = useE2eApp();

type Lang = 'en' | 'ar';
type Key = keyof typeof en;
const text = (lang: Lang, key: Key, vars: Record<string, string | number> = {}) => {
  const table: Record<string, string> = lang === 'ar' ? ar : en;
  return fillMessage(table[key]!, vars);
};

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const box = (locator: Locator): Promise<Box> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
/** The box of each character of the element's text, in reading order. */
const charBoxes = (locator: Locator): Promise<Box[]> =>
  locator.evaluate((el) => {
    const node = el.firstChild!;
    const boxes = [];
    for (let i = 0; i < (node.textContent ?? '').length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const r = range.getBoundingClientRect();
      boxes.push({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    }
    return boxes;
  });
/** Whether `inner` lies within `outer` (half a pixel of rounding allowed). */
const within = (outer: Box, inner: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

const CASES: Array<[ViewportName, Lang]> = [
  ['phone', 'en'],
  ['phone', 'ar'],
  ['desktop', 'en'],
  ['desktop', 'ar'],
];

describe.each(CASES)('at %s size in %s', (viewport, lang) => {
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `/tmp/signup-${name}-${viewport}-${lang}.png` });

  it("keeps the profile's lock clear of the e-mail's text", async () => {
    const user = await createUser(t, { email: `w.lock-${viewport}-${lang}@uni.test` });
    const { page } = await signedInPage(t, browser, viewport, user, lang);
    await page.goto('/profile');
    const email = page.locator('#profile-email');
    await email.waitFor();
    const field = await box(email);
    const padding = await email.evaluate((el) => {
      const style = getComputedStyle(el);
      return { left: parseFloat(style.paddingLeft), right: parseFloat(style.paddingRight) };
    });
    const textBox = {
      ...field,
      left: field.left + padding.left,
      right: field.right - padding.right,
    };
    const lock = await box(page.locator('#profile-email + svg'));
    expect(lock.right <= textBox.left || lock.left >= textBox.right).toBe(true);
    await email.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'profile-lock');
  });

  it('shows a Latin name whole and in order in the welcome line, and its start when cut', async () => {
    const name = 'Maximilian Smith';
    const user = await createUser(t, { name });
    const { page } = await signedInPage(t, browser, viewport, user, lang);
    await page.goto('/my-team');
    const line = page.getByTestId('welcome');
    const bdi = line.locator('bdi');
    expect(await bdi.textContent()).toBe(name);
    const lineBox = await box(line);
    const chars = await charBoxes(bdi);
    for (const char of chars) expect(within(lineBox, char)).toBe(true);
    // Left to right inside the line, whichever way the line reads.
    for (let i = 1; i < chars.length; i++)
      expect(chars[i]!.left).toBeGreaterThan(chars[i - 1]!.left);
    await shot(page, 'welcome');

    // A name longer than a phone's line loses its end, never its start.
    const long = `Alexandria Montgomery-Fitzgerald Worthington ${viewport} ${lang}`;
    const longUser = await createUser(t, { name: long });
    const other = await signedInPage(t, browser, viewport, longUser, lang);
    await other.page.goto('/my-team');
    const longLine = other.page.getByTestId('welcome');
    const [first] = await charBoxes(longLine.locator('bdi'));
    expect(within(await box(longLine), first!)).toBe(true);
    await other.page.screenshot({ path: `/tmp/signup-welcome-long-${viewport}-${lang}.png` });
  });

  it('reads the team size the same on the card, in the details and on My Team', async () => {
    const gender = lang === 'ar' ? 'female' : 'male';
    const title = `Size ${viewport} ${lang}`;
    const leader = await createLeader(t, { gender }, { title, maxMembers: 3 });
    const viewer = await createUser(t, { gender });
    const expected = text(lang, 'browse.teamSize', { count: 1, max: 3 });

    const { page } = await signedInPage(t, browser, viewport, viewer, lang);
    await page.goto('/browse-ideas');
    const card = page.getByTestId('idea-card').filter({ hasText: title });
    expect(await card.getByTestId('team-size').innerText()).toBe(expected);
    await card.getByRole('button', { name: new RegExp(text(lang, 'common.viewDetails')) }).click();
    expect(await dialog(page).getByTestId('team-size').innerText()).toBe(expected);
    await shot(page, 'team-size-details');

    const mine = await signedInPage(t, browser, viewport, leader.user, lang);
    await mine.page.goto('/my-team');
    expect(await mine.page.getByTestId('team-size').innerText()).toBe(expected);
  });

  it('says a load is taking long and offers Retry, retrying only when asked', async () => {
    const user = await createUser(t);
    const { page } = await signedInPage(t, browser, viewport, user, lang);
    let asked = 0;
    // The server never answers: the request is held, neither fulfilled nor failed.
    await page.route('**/api/teams/my', () => void asked++);
    await page.clock.install();
    await page.goto('/my-team');
    await page.getByTestId('list-skeleton').waitFor();
    await expect.poll(() => asked).toBe(1);
    const slow = page.getByTestId('slow-notice');
    expect(await slow.count()).toBe(0);
    await page.clock.fastForward(10_000);
    await slow.getByText(text(lang, 'app.slow')).waitFor();
    await shot(page, 'slow');
    await slow.getByRole('button', { name: text(lang, 'app.retry') }).click();
    await expect.poll(() => asked).toBe(2);
    await slow.waitFor({ state: 'detached' });
    // Nothing more is asked by itself, however long it waits; the notice comes back.
    await page.clock.fastForward(30_000);
    await slow.waitFor();
    expect(asked).toBe(2);
  });
});

describe.each<Lang>(['en', 'ar'])('at 320 px in %s', (lang) => {
  it("keeps a long state's words inside its pill", async () => {
    const gender = lang === 'ar' ? 'female' : 'male';
    const title = `Pill ${lang}`;
    const leader = await createLeader(t, { gender }, { title });
    const viewer = await createSignedInUser(t, { gender });
    await apply(viewer.client, leader.idea.id);

    const { page } = await signedInPage(t, browser, 'small', viewer.user, lang);
    await page.goto('/browse-ideas');
    const card = page.getByTestId('idea-card').filter({ hasText: title });
    const pill = card.getByRole('button', { name: text(lang, 'browse.applied.pending') });
    await pill.waitFor();
    const pillBox = await box(pill);
    const words = await pill.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const r = range.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });
    expect(within(pillBox, words)).toBe(true);
    expect(await pill.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await pill.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `/tmp/signup-pill-small-${lang}.png` });
  });
});
