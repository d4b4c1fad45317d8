import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apply, createIdea, createUser, signIn } from '../support/factories.ts';
import { newPage, signInWithCookie, useE2eApp } from '../support/e2e.ts';

// Web attacks: the built web app runs under the server's real CSP with no violation,
// and stored text holding HTML and script (names, bios, idea text) is shown as text, never run.

const XSS = {
  name: `<img src=x onerror="window.__xss='name'">Eve`,
  bio: `<script>window.__xss='bio'</script><b>bold</b>`,
  title: `<svg onload="window.__xss='title'">Idea</svg>`,
  description: `<iframe src="javascript:window.__xss='description'"></iframe> desc`,
  skills: `<a href="javascript:window.__xss='skills'">React</a>`,
  adminName: `<script src="data:,window.__xss='admin'"></script>Root`,
};

const { t, browser } = useE2eApp();
let leader: Awaited<ReturnType<typeof createUser>>;
let applicant: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  leader = await createUser(t, { gender: 'female', name: XSS.name, bio: XSS.bio });
  applicant = await createUser(t, {
    gender: 'female',
    name: `${XSS.name} 2`,
    bio: XSS.bio,
    skills: XSS.skills,
    appearInList: true,
  });
  admin = await createUser(t, { gender: 'female', name: XSS.adminName, isAdmin: true });
  const idea = await createIdea(await signIn(t, leader), {
    title: XSS.title,
    description: XSS.description,
    tags: XSS.skills,
    requiredSkills: XSS.skills,
    allowCrossMajor: true,
  });
  await apply(await signIn(t, applicant), idea.id);
});

/** A page that records CSP violations, script errors and whether any stored payload ran. */
async function watchedPage(): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const { context, page } = await newPage(browser, t);
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  return { context, page, problems };
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
}

/** Nothing stored ran, no violation was reported, and no injected element exists. */
async function expectClean(page: Page, problems: string[]) {
  await settle(page);
  const state = await page.evaluate(() => {
    const w = window as unknown as { __xss?: string; __csp: string[] };
    return {
      xss: w.__xss ?? null,
      csp: w.__csp,
      injected: document.querySelectorAll(
        'img[onerror], svg[onload], iframe, script:not([src]), a[href^="javascript:"]',
      ).length,
    };
  });
  expect(state.xss).toBeNull();
  expect(state.csp).toEqual([]);
  expect(state.injected).toBe(0);
  expect(problems).toEqual([]);
}

describe('under the real Content-Security-Policy', () => {
  it('serves the app with the CSP and loads /auth with no violation', async () => {
    const { context, page, problems } = await watchedPage();
    const res = await page.goto('/auth');
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await expectClean(page, problems);
    await context.close();
  });

  it('enforces it: an injected inline script is blocked and reported', async () => {
    // The control that shows this suite can see a violation when there is one.
    const { context, page } = await watchedPage();
    await page.goto('/auth');
    await settle(page);
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = "window.__xss = 'inline'";
      document.body.append(s);
    });
    await page.waitForFunction(() => (window as unknown as { __csp: string[] }).__csp.length > 0);
    const state = await page.evaluate(() => ({
      xss: (window as unknown as { __xss?: string }).__xss ?? null,
      csp: (window as unknown as { __csp: string[] }).__csp,
    }));
    expect(state.xss).toBeNull();
    expect(state.csp[0]).toMatch(/^script-src/);
    await context.close();
  });
});

describe('stored HTML and script', () => {
  it("is shown as text on the owner's screens, never run", async () => {
    const { context, page, problems } = await watchedPage();
    await signInWithCookie(t, context, leader);
    await page.goto('/dashboard');
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByTestId('welcome').textContent()).toContain(XSS.name);
    await page.getByText(XSS.title).first().waitFor();
    await page.getByText(XSS.description).first().waitFor();
    await expectClean(page, problems);
    for (const path of ['/browse-ideas', '/browse-students', '/my-team', '/profile']) {
      await page.goto(path);
      await expectClean(page, problems);
    }
    await context.close();
  });

  it("is shown as text on another student's screens, never run", async () => {
    const { context, page, problems } = await watchedPage();
    await signInWithCookie(t, context, applicant);
    await page.goto('/browse-ideas');
    await page.getByText(XSS.title).first().waitFor();
    await expect(page.getByText(XSS.name, { exact: false }).count()).resolves.toBeGreaterThan(0);
    await expectClean(page, problems);
    await page.goto('/dashboard');
    await expectClean(page, problems);
    await context.close();
  });

  it('is shown as text on the admin screens, never run', async () => {
    const { context, page, problems } = await watchedPage();
    await signInWithCookie(t, context, admin);
    await page.goto('/admin');
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByTestId('welcome').textContent()).toContain(XSS.adminName);
    await expectClean(page, problems);
    await context.close();
  });
});
