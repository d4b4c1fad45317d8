import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@contract/messages.ts';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { createLeader, createUser, nextTeamId } from '../support/factories.ts';
import { expectToast, toastRegion, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { dialog, signedInPage } from './journey-support.ts';

// Keyboard users: a new screen starts at its heading, and Esc closes the open sheet even while a
// toast is on screen. The readers are men, so the Arabic is the table's own.

const { t, browser } = useE2eApp();
const TABLES = { en: { ...MESSAGES, ...en }, ar };

/** The focused element's tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent,
    inMain: Boolean(document.activeElement?.closest('main')),
  }));

describe.each<['en' | 'ar', ViewportName]>([
  ['en', 'phone'],
  ['en', 'desktop'],
  ['ar', 'phone'],
  ['ar', 'desktop'],
])('keyboard in %s at %s size', (lang, viewport) => {
  const L = TABLES[lang];

  it('puts the focus on the page heading after each change of tab', async () => {
    const user = await createUser(t, { gender: 'male' });
    const { context, page } = await signedInPage(t, browser, viewport, user, lang);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: L['dashboard.title'] }).waitFor();
    const nav = page.getByRole('navigation', { name: L['nav.main'] });

    for (const [tab, title] of [
      [L['nav.browseStudents'], L['students.title']],
      [L['nav.myTeam'], L['page.myTeam']],
      [L['nav.browseIdeas'], L['browse.title']],
      [L['nav.dashboard'], L['dashboard.title']],
    ] as const) {
      await nav.getByRole('link', { name: tab }).click();
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'H1', text: title });
    }
    // Back returns to the previous screen's heading; the next Tab goes into the page, not
    // through the header again.
    await page.goBack();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'H1', text: L['browse.title'] });
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);
    await context.close();
  });

  it('closes the sheet on Esc while a toast is on screen', async () => {
    const user = await createUser(t, { gender: 'male' });
    const teamId = nextTeamId();
    await createLeader(t, { gender: 'male' }, { isHidden: true, teamId });
    const { context, page } = await signedInPage(t, browser, viewport, user, lang);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: L['dashboard.publish'] }).click();
    const form = dialog(page);
    await form.getByLabel(L['ideaForm.title'], { exact: true }).fill('Esc with a toast');
    await form.getByLabel(L['ideaForm.descriptionField']).fill('A sheet under a toast');
    await form.getByLabel(L['ideaForm.teamId']).fill(teamId);
    await form.getByRole('checkbox').first().click();
    await form.getByRole('button', { name: L['ideaForm.create'] }).click();
    await expectToast(page, L['ideas.teamIdTaken']);

    await page.keyboard.press('Escape');
    // Esc went to the sheet, not the toast: the typed sheet asks before it is dropped.
    const ask = page.getByRole('alertdialog', { name: L['discard.title'] });
    await ask.getByRole('button', { name: L['discard.confirm'] }).click();
    await form.waitFor({ state: 'detached' });
    // The toast stays for its time.
    expect(await toastRegion(page).isVisible()).toBe(true);
    await context.close();
  });
});
