import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect as vitestExpect } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { startedInBeforeAll, startTestApp, type TestApp, type TestAppOptions } from './app.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

// Shared e2e helpers (docs/decisions/0025-tests-mirror-the-source.md): the system Chromium
// driven by playwright-core, one UI login per journey and API sign-in with cookie injection
// elsewhere, screenshots per screen.

export const SCREENSHOT_DIR = resolve('tests/e2e/screenshots');

export const VIEWPORTS = {
  /** The narrowest phone the layout must fit without sideways scrolling. */
  small: { width: 320, height: 640 },
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

/**
 * The app serving the built web client and a Chromium for a test file, as `useTestApp()` is for
 * integration tests (Epic Stack's playwright fixtures): both start in beforeAll and close in
 * afterAll; the handles are used inside hooks and tests.
 */
export function useE2eApp(options: Omit<TestAppOptions, 'withWeb'> = {}) {
  let t: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Each is kept as soon as it is up, so afterAll closes it even when the other failed to start.
    const started = await Promise.allSettled([
      startTestApp({ ...options, withWeb: true }).then((app) => (t = app)),
      launchBrowser().then((launched) => (browser = launched)),
    ]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  return {
    t: startedInBeforeAll('useE2eApp: the app', () => t),
    browser: startedInBeforeAll('useE2eApp: the browser', () => browser),
  };
}

/** A fresh browser context (own cookies and storage) at the given size. */
export async function newPage(
  browser: Browser,
  t: TestApp,
  viewport: ViewportName = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: VIEWPORTS[viewport],
    reducedMotion: 'reduce',
    locale: 'en-US',
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Signs a user in through POST /api/auth/login and puts the session cookie into the browser
 * context (Epic Stack's login fixture), so journeys that are not about login skip the form.
 */
export async function signInWithCookie(
  t: TestApp,
  context: BrowserContext,
  user: { email: string; password: string },
) {
  const client = t.client();
  const res = await client.post('/api/auth/login', { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  await context.addCookies(
    [...client.cookies].map(([name, value]) => ({ name, value, url: t.url })),
  );
}

/**
 * Saves tests/e2e/screenshots/<name>-<phone|desktop>.png: the whole page, or just the screen
 * while a dialog is open (a full-page capture would cut the fixed overlay).
 */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  const suffix = size && size.width <= 400 ? 'phone' : 'desktop';
  const dialogOpen = (await page.locator('[role=dialog],[role=alertdialog]').count()) > 0;
  await page.screenshot({
    path: resolve(SCREENSHOT_DIR, `${name}-${suffix}.png`),
    fullPage: !dialogOpen,
  });
}

// While a modal dialog is open, Radix marks the rest of the page aria-hidden, the toast area
// with it; a toast is still on screen (and announced through its own live region), so the
// area is found among hidden elements too, and each toast then waits until it is visible.
const toasts = (page: Page) =>
  page.getByRole('region', { name: TOAST_AREA_NAME, includeHidden: true }).locator('li');

/** The toast area's accessible name, in English or Arabic, with its hotkey filled in. */
export const TOAST_AREA_NAME = /^(Notifications|الإشعارات) \(F8\)$/;

/** The toast on screen. */
export function toastRegion(page: Page): Locator {
  return toasts(page).first();
}

/** Waits until a toast with this text is shown. */
export async function expectToast(page: Page, text: string | RegExp) {
  await toasts(page).filter({ hasText: text }).first().waitFor({ state: 'visible' });
}

/** A user's words as a translated sentence holds them: between the first-strong isolate marks. */
export function isolated(value: string): string {
  return `\u2068${value}\u2069`;
}

/** Sizes of the JavaScript a page downloads, collected while it loads (for the budget). */
export function trackScripts(page: Page) {
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js')) return;
    try {
      scripts.set(new URL(res.url()).pathname, gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // A navigation can abort a body read; such a script is counted on its next load.
    }
  });
  return {
    scripts,
    totalGzip: () => [...scripts.values()].reduce((a, b) => a + b, 0),
  };
}

/**
 * Waits until focus is on this element. A form that fails validation focuses its first invalid
 * field, and react-hook-form does so once more in a timer; typing into another field before then
 * can land in the wrong one, so tests wait for that focus (which is also what a user sees).
 */
export async function expectFocused(locator: Locator) {
  await vitestExpect.poll(() => locator.evaluate((el) => el === document.activeElement)).toBe(true);
}
