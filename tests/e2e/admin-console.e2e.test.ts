import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, insertTeam } from '../support/factories.ts';
import { screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { signedInPage } from './journey-support.ts';
import { expectNoSidewaysScroll, expectTargets } from './tap-targets.ts';

// The console a coordinator works in, at 1280 px and on a 375 px phone, in both languages: the
// Users table sorts by a header click (aria-sort says how) and filters on the server; nothing is
// clipped (wide tables scroll in their own region) and every control is a 44 px target on a
// phone.

const { t, browser } = useE2eApp();

const TEXT = {
  en: { name: 'Name', gender: 'Gender', female: 'Female', search: 'Search users', ideas: 'Ideas' },
  ar: {
    name: 'الاسم',
    gender: 'الجنس',
    female: 'أنثى',
    search: 'البحث في المستخدمين',
    ideas: 'الأفكار',
  },
};

const rowNames = (page: Page) =>
  page
    .getByTestId('admin-user-row')
    .evaluateAll((rows) => rows.map((r) => r.querySelector('td span')?.textContent ?? ''));

const CASES: Array<['en' | 'ar', ViewportName]> = [
  ['en', 'desktop'],
  ['en', 'phone'],
  ['ar', 'desktop'],
  ['ar', 'phone'],
];

describe.each(CASES)('admin console (%s, %s)', (lang, viewport) => {
  it(
    'sorts by a header, filters by gender, and clips no action',
    { timeout: 120_000 },
    async () => {
      const say = TEXT[lang];
      const word = `Cq${Date.now().toString(36)}${lang}${viewport[0]}`;
      const admin = await createUser(t, { isAdmin: true, name: `Admin ${lang}` });
      const names = [`beta ${word}`, `Alpha ${word}`, `Gamma ${word}`];
      const [beta, alpha] = await Promise.all([
        createUser(t, { name: names[0] }),
        createUser(t, { name: names[1] }),
        createUser(t, { name: names[2], gender: 'female' }),
      ]);
      await insertTeam(t, alpha!, [beta!], { title: `Delete me idea ${word}` });

      const { context, page } = await signedInPage(t, browser, viewport, admin, lang);
      await page.goto('/admin');
      await page.getByRole('searchbox', { name: say.search }).fill(word);
      await expect.poll(() => page.getByTestId('admin-user-row').count()).toBe(3);

      const header = page.getByRole('columnheader', { name: say.name });
      expect(await header.getAttribute('aria-sort')).toBe('none');
      await header.getByRole('button').click();
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
      await expect.poll(() => rowNames(page)).toEqual([names[1], names[0], names[2]]);
      await header.getByRole('button').click();
      await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
      await expect.poll(() => rowNames(page)).toEqual([names[2], names[0], names[1]]);

      await page.getByLabel(say.gender, { exact: true }).first().selectOption('female');
      await expect.poll(() => rowNames(page)).toEqual([names[2]]);
      await screenshot(page, `admin-users-sorted-${lang}`);
      await expectTargets(page, viewport);
      await expectNoSidewaysScroll(page);

      // Ideas: each action button shows its whole label (no 'Delet').
      await page.getByRole('tab', { name: say.ideas }).click();
      const ideaRow = page.getByTestId('admin-idea-row').filter({ hasText: word });
      await ideaRow.waitFor();
      for (const button of await ideaRow.getByRole('button').all()) {
        expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      for (const cell of await ideaRow.locator('td').all()) {
        expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
      await screenshot(page, `admin-ideas-${lang}`);
      await expectTargets(page, viewport);
      await expectNoSidewaysScroll(page);
      await context.close();
    },
  );
});
