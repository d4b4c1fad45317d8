import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createLeader } from '../support/factories.ts';
import { newPage, signInWithCookie, useE2eApp, type ViewportName } from '../support/e2e.ts';

// A signed-in screen's page preloads its chunks and its first calls
// (src/server/lib/route-pages.ts). The browser must hand those answers to the app's own calls:
// each call goes out once, and Chromium reports no preload left unused.

const { t, browser } = useE2eApp();
let leader: Awaited<ReturnType<typeof createLeader>>;

const PRELOADED = [
  '/api/profile',
  '/api/notifications/unread-count',
  '/api/dashboard/stats',
  '/api/ideas/my',
  '/api/notifications?kind=invitations',
  '/api/notifications?kind=updates',
  '/api/teams/my',
  '/api/applications/my?limit=100',
];

beforeAll(async () => {
  leader = await createLeader(t, {}, { title: 'Preloaded idea', description: 'Seen at once.' });
});

/** Every /api call the page makes, and what Chromium says about preloads, while `fn` runs. */
function watch(page: Page) {
  const calls: string[] = [];
  const warnings: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  page.on('console', (msg) => {
    if (/preload/i.test(msg.text())) warnings.push(msg.text());
  });
  return { calls, warnings };
}

const count = (calls: string[], url: string) => calls.filter((c) => c === url).length;

describe.each<ViewportName>(['phone', 'desktop'])('page load at %s size', (viewport) => {
  it('the dashboard asks for each of its first calls once, its preloads all used', async () => {
    const { context, page } = await newPage(browser, t, viewport);
    await signInWithCookie(t, context, leader.user);
    const seen = watch(page);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Preloaded idea').first().waitFor();
    // Give Chromium time to flag an unused preload (it does so a few seconds after load).
    await page.waitForTimeout(3500);
    for (const url of PRELOADED) expect(count(seen.calls, url), url).toBe(1);
    expect(seen.warnings).toEqual([]);
    await context.close();
  });

  it('signed out, /dashboard preloads nothing and lands on /auth', async () => {
    const { context, page } = await newPage(browser, t, viewport);
    const seen = watch(page);
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    // Only the layout's own profile call, which answers 401 and sends the visitor to sign in,
    // then the sign-in page asking which ways to sign in there are (a university's, passwords).
    expect(seen.calls).toEqual(['/api/profile', '/api/auth/options']);
    expect(seen.warnings).toEqual([]);
    await context.close();
  });
});
