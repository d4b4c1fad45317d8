import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, insertTeam } from '../support/factories.ts';
import { screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { signedInPage } from './journey-support.ts';

// Unsaved edits ask before they are dropped: My Profile when another page is chosen, the idea
// sheet closed with its ×, the apply sheet closed by Back. An untouched form asks nothing.

const { t, browser } = useE2eApp();

const WORDS = {
  en: {
    discard: 'Discard your changes?',
    keep: 'Keep editing',
    confirm: 'Discard',
    dashboard: 'Dashboard',
    publish: 'Publish Your Idea',
    close: 'Close',
    apply: 'Apply to Join',
  },
  ar: {
    discard: 'هل تريد تجاهل تغييراتك؟',
    keep: 'متابعة التعديل',
    confirm: 'تجاهل',
    dashboard: 'لوحة التحكم',
    publish: 'انشر فكرتك',
    close: 'إغلاق',
    apply: 'قدّم للانضمام',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const question = (page: Page, W: Words) =>
  page.getByRole('alertdialog').filter({ hasText: W.discard });
const sheet = (page: Page) => page.getByRole('dialog');
const dashboardTab = (page: Page, W: Words) =>
  page.getByRole('navigation').getByRole('link', { name: W.dashboard, exact: true });

describe.each<ViewportName>(['phone', 'desktop'])('at %s size', (viewport) => {
  it.each(['en', 'ar'] as const)('in %s, asks before dropping typed changes', async (lang) => {
    const W = WORDS[lang];
    const owner = await createUser(t);
    const { idea } = await insertTeam(t, owner, [], { title: `Loom ${viewport} ${lang}` });
    const student = await createUser(t);
    const { context, page } = await signedInPage(t, browser, viewport, student, lang);

    // My Profile: untouched, another page opens at once; edited, it asks first.
    await page.goto('/profile');
    const bio = page.locator('#profile-bio');
    await bio.waitFor();
    await dashboardTab(page, W).click();
    await page.waitForURL('**/dashboard');
    await page.goto('/profile');
    await bio.fill('Half a sentence');
    await dashboardTab(page, W).click();
    await question(page, W).waitFor();
    await screenshot(page, `discard-profile-${lang}`);
    await question(page, W).getByRole('button', { name: W.keep }).click();
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await bio.inputValue()).toBe('Half a sentence');
    await dashboardTab(page, W).click();
    await question(page, W).getByRole('button', { name: W.confirm, exact: true }).click();
    await page.waitForURL('**/dashboard');

    // The idea sheet: × on an empty form closes it; on a typed title it asks.
    await page.getByRole('button', { name: W.publish }).click();
    await sheet(page).getByRole('button', { name: W.close }).click();
    await sheet(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: W.publish }).click();
    const title = sheet(page).getByRole('textbox').first();
    await title.fill('Solar dryer');
    await sheet(page).getByRole('button', { name: W.close }).click();
    await question(page, W).getByRole('button', { name: W.keep }).click();
    expect(await title.inputValue()).toBe('Solar dryer');
    await sheet(page).getByRole('button', { name: W.close }).click();
    await question(page, W).getByRole('button', { name: W.confirm, exact: true }).click();
    await sheet(page).waitFor({ state: 'detached' });

    // The apply sheet: Back with a typed motivation asks, and stays on the page, even on a slow
    // phone where Back comes before the page has finished reacting to the keystroke.
    await page.goto(`/browse-ideas?q=${encodeURIComponent(idea.title)}`);
    await page.getByRole('button', { name: W.apply }).first().click();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.locator('#apply-message').fill('I built one before');
    await page.goBack();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await question(page, W).waitFor();
    await question(page, W).getByRole('button', { name: W.keep }).click();
    expect(await page.locator('#apply-message').inputValue()).toBe('I built one before');
    await page.goBack();
    await question(page, W).getByRole('button', { name: W.confirm, exact: true }).click();
    await sheet(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/browse-ideas');
    await context.close();
  });
});
