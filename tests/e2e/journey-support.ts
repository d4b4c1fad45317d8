import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../support/app.ts';
import { newPage, signInWithCookie, type ViewportName } from '../support/e2e.ts';

/** A signed-in browser page for `user`, optionally in Arabic from the first paint. */
export async function signedInPage(
  t: TestApp,
  browser: Browser,
  viewport: ViewportName,
  user: { email: string; password: string },
  lang: 'en' | 'ar' = 'en',
) {
  const { context, page } = await newPage(browser, t, viewport);
  // These journeys share two cores with other suites; give slow steps room before failing.
  context.setDefaultTimeout(20_000);
  if (lang === 'ar') {
    await context.addInitScript(() => localStorage.setItem('teamup.language', 'ar'));
  }
  await signInWithCookie(t, context, user);
  return { context, page };
}

/** The open dialog (Radix: role dialog or alertdialog). */
export const dialog = (page: Page) => page.locator('[role=dialog],[role=alertdialog]').first();

/** The validation message with this text. */
export const alertText = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

const FILTERS_BUTTON = /^(Filters|عوامل التصفية)/;

/**
 * Where a browse page's filter fields are: beside the search from 640 px up, in the Filters
 * sheet on a phone (opened here). `closeFilters` shows the results again.
 */
export async function openFilters(page: Page) {
  await page.getByRole('search').waitFor();
  const button = page.getByRole('search').getByRole('button', { name: FILTERS_BUTTON });
  if ((await button.count()) === 0) return page.getByRole('search');
  await button.click();
  return page.getByRole('dialog', { name: FILTERS_BUTTON });
}

export async function closeFilters(page: Page) {
  const sheet = page.getByRole('dialog', { name: FILTERS_BUTTON });
  if ((await sheet.count()) === 0) return;
  await sheet.getByRole('button', { name: /^(Show results|عرض النتائج)$/ }).click();
  await sheet.waitFor({ state: 'detached' });
}
