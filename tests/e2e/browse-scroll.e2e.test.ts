import { beforeAll, expect, it } from 'vitest';
import { createLeader, createUser } from '../support/factories.ts';
import { expectToast, newPage, screenshot, signInWithCookie, useE2eApp } from '../support/e2e.ts';

// Browse Ideas: long lists load more as the user scrolls (X-Next-Cursor); a failed load shows
// the error toast 'Failed to fetch ideas' and, in the list, that it failed, with Retry.

const { t, browser } = useE2eApp();
const IDEAS = 15; // more than one page (IDEAS_PAGE_SIZE = 12)

beforeAll(async () => {
  for (let i = 0; i < IDEAS; i++) {
    await createLeader(t, { gender: 'female' }, { title: `Scroll idea ${i + 1}` });
  }
});

it('loads the next page of ideas when the end of the list comes into view', async () => {
  const viewer = await createUser(t, { gender: 'female' });
  const { context, page } = await newPage(browser, t, 'phone');
  await signInWithCookie(t, context, viewer);
  const pages: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/ideas') pages.push(r.url());
  });
  await page.goto('/browse-ideas');
  const cards = page.getByTestId('idea-card');
  await cards.first().waitFor();
  expect(await cards.count()).toBe(12);
  await cards.nth(11).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await page.getByText('Scroll idea 1', { exact: true }).waitFor();
  expect(await cards.count()).toBe(IDEAS);
  expect(pages.some((u) => new URL(u).searchParams.has('cursor'))).toBe(true);
  await screenshot(page, 'browse-ideas-scrolled');
  await context.close();
});

it("shows 'Failed to fetch ideas' with Retry when the list cannot be loaded", async () => {
  const viewer = await createUser(t, { gender: 'female' });
  const { context, page } = await newPage(browser, t, 'desktop');
  await signInWithCookie(t, context, viewer);
  const listUrl = '**/api/ideas?*';
  await page.route(listUrl, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down"}' }),
  );
  await page.goto('/browse-ideas');
  await expectToast(page, 'Failed to fetch ideas');
  const failure = page
    .getByRole('alert')
    .filter({ hasText: "Couldn't load this list. Check your connection and try again." });
  await failure.waitFor();
  // A failure, not the empty text.
  expect(await page.getByText('No ideas found. Try adjusting your filters.').count()).toBe(0);
  await screenshot(page, 'browse-ideas-failed');

  await page.unroute(listUrl);
  await failure.getByRole('button', { name: 'Retry' }).click();
  await page.getByTestId('idea-card').first().waitFor();
  expect(await page.getByTestId('idea-card').count()).toBe(12);
  expect(await failure.count()).toBe(0);
  await context.close();
});

it('opens the details tapped while new filters load, and keeps them open when results arrive', async () => {
  const viewer = await createUser(t, { gender: 'female' });
  const { context, page } = await newPage(browser, t, 'desktop');
  await signInWithCookie(t, context, viewer);
  await page.goto('/browse-ideas');
  await page.getByTestId('idea-card').first().waitFor();

  // The filtered list is held back until the card has been tapped.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const filtered = (url: URL) => url.pathname === '/api/ideas' && url.searchParams.has('tags');
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(filtered, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Tags', exact: true }).fill('IoT');
  await requested;
  const title = 'Scroll idea 15';
  await page.getByRole('button', { name: `View Details: ${title}` }).click();
  const details = page.getByRole('dialog', { name: title });
  await details.waitFor();

  const answered = page.waitForResponse((r) => filtered(new URL(r.url())));
  release();
  await answered;
  // The results have replaced the previous ones; the student's details stay open.
  await page.locator('main [aria-busy=false]').waitFor();
  expect(await details.isVisible()).toBe(true);
  await page.unroute(filtered);
  await context.close();
});
