import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createUser } from '../support/factories.ts';
import { screenshot, useE2eApp, VIEWPORTS } from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { signedInPage } from './journey-support.ts';

// The admin Users table on a 1280 px laptop: a 60-character name and a long e-mail wrap whole in
// their cells, no column is clipped, every row's actions, and Save and Cancel while
// the row is in inline edit, are on the screen; the search box narrows the list.

const { t, browser } = useE2eApp();

const userRow = (page: Page, email: string) =>
  page.locator(`[data-testid=admin-user-row][data-email="${email}"]`);
/** The Users table's scrolling region (named 'Users table' in either language). */
const usersRegion = (page: Page) => page.locator('[role=region]:has([data-testid=admin-user-row])');

/** The element lies wholly within the screen and within the table's scrolling region. */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const region = (await usersRegion(page).boundingBox())!;
  const { width } = VIEWPORTS.desktop;
  expect(box.x).toBeGreaterThanOrEqual(Math.max(0, region.x));
  expect(box.x + box.width).toBeLessThanOrEqual(Math.min(width, region.x + region.width));
}

/** The Users table's own width and its scrolling region's, in CSS pixels. */
const widths = (page: Page) =>
  usersRegion(page).evaluate((region) => ({
    scroll: region.scrollWidth,
    client: region.clientWidth,
    table: region.querySelector('table')!.getBoundingClientRect().width,
  }));

describe.each(['en', 'ar'] as const)('admin Users table at 1280 px (%s)', (lang) => {
  it(
    'fits, long values wrap whole, actions on screen, search narrows',
    { timeout: 120_000 },
    async () => {
      const word = `Zq${Date.now().toString(36)}${lang}`;
      const name = `Maximiliana ${word} Wolfeschlegelsteinhausenbergerdorff Konstantin`.slice(
        0,
        60,
      );
      expect(name).toHaveLength(60);
      const email = `maximiliana.wolfeschlegelsteinhausen.${word.toLowerCase()}@students.uni.test`;
      const admin = await createUser(t, { isAdmin: true, name: `Admin ${lang}` });
      const long = await createUser(t, { name, email, major: 'MATH' });
      const other = await createUser(t, { name: `Other ${lang}` });

      const { context, page } = await signedInPage(t, browser, 'desktop', admin, lang);
      await page.goto('/admin');
      const row = userRow(page, long.email);
      await row.waitFor();
      await userRow(page, other.email).waitFor();

      const fit = await widths(page);
      expect(fit.scroll).toBeLessThanOrEqual(fit.client);

      // Whole on screen: a long name and e-mail wrap in their cells, and no cell clips its text.
      await row.getByText(name, { exact: true }).waitFor();
      await row.getByText(email, { exact: true }).waitFor();
      for (const cell of await row.locator('td').all()) {
        expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }

      // Each row's actions are wholly on screen.
      for (const r of [row, userRow(page, admin.email), userRow(page, other.email)]) {
        for (const button of await r.getByRole('button').all()) await expectOnScreen(page, button);
      }

      // Inline edit of the long row: the whole name in the input, Save and Cancel on screen.
      await row
        .getByRole('button', { name: lang === 'en' ? `Edit ${name}` : `تعديل ${name}` })
        .click();
      const nameInput = row.getByRole('textbox', { name: lang === 'en' ? 'Name' : 'الاسم' });
      expect(await nameInput.inputValue()).toBe(name);
      const save = row.locator('button[type=submit]');
      const cancel = row.getByRole('button', {
        name: lang === 'en' ? `Cancel editing ${name}` : `إلغاء تعديل ${name}`,
      });
      await expectOnScreen(page, save);
      await expectOnScreen(page, cancel);
      const editing = await widths(page);
      expect(editing.scroll).toBeLessThanOrEqual(editing.client);
      if (lang === 'en') await screenshot(page, 'admin-users-long-edit');
      await cancel.click();

      // The search narrows the list to the long-named user, by a word of the name or the e-mail.
      const search = page.getByRole('searchbox', {
        name: lang === 'en' ? 'Search users' : 'البحث في المستخدمين',
      });
      await search.fill(word.toUpperCase());
      await expect.poll(() => page.getByTestId('admin-user-row').count()).toBe(1);
      await row.waitFor();
      await search.fill(`wolfeschlegelsteinhausen.${word.toLowerCase()}@`);
      await expect.poll(() => page.getByTestId('admin-user-row').count()).toBe(1);
      await search.fill(`${word} nobody-by-that-name`);
      await page
        .getByText(
          lang === 'en'
            ? `No users match "${word} nobody-by-that-name".`
            : `لا يوجد مستخدمون يطابقون «${word} nobody-by-that-name».`,
        )
        .waitFor();
      if (lang === 'en') {
        await search.fill(word);
        await row.waitFor();
        await expectAccessible(page, 'admin-users-search');
      }
      await context.close();
    },
  );
});
