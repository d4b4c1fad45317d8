import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { arFemale } from '../../src/web/lib/i18n/ar-female.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { apply, createIdea, createUser, signIn } from '../support/factories.ts';
import { newPage, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { expectAccessible } from './axe.ts';
import { closeFilters, dialog, openFilters, signedInPage } from './journey-support.ts';

// Accessibility: axe-core finds no serious or critical violation on any screen in
// either language, in the light and the dark colour scheme (the system's choice). Browse
// Students, My Profile, My Team and Admin are checked in their own journeys (in dark in
// arabic-gender.e2e.test.ts); this file covers the core screens: the /auth modes, the 404 page,
// the tutorial, the dashboard with an idea, applicants and notifications, the applicant and idea
// dialogs, the idea form and Browse Ideas.

const { t, browser } = useE2eApp();

const TABLES = { en, ar };
type Lang = keyof typeof TABLES;
type Scheme = 'light' | 'dark';

/** The words a signed-in reader of this gender sees (Arabic speaks to a woman in the feminine). */
const wordsFor = (lang: Lang, gender: 'male' | 'female') =>
  lang === 'ar' && gender === 'female' ? { ...TABLES.ar, ...arFemale } : TABLES[lang];

async function heading(page: Page, name: string) {
  await page.getByRole('heading', { name }).first().waitFor();
}

describe.each<[Lang, ViewportName, Scheme]>([
  ['en', 'phone', 'light'],
  ['en', 'desktop', 'light'],
  ['ar', 'phone', 'light'],
  ['ar', 'desktop', 'light'],
  ['en', 'phone', 'dark'],
  ['en', 'desktop', 'dark'],
  ['ar', 'phone', 'dark'],
  ['ar', 'desktop', 'dark'],
])('core screens in %s at %s size, %s scheme', (lang, viewport, scheme) => {
  it('have no serious or critical axe violation', { timeout: 120_000 }, async () => {
    const L = TABLES[lang];
    const gender = viewport === 'phone' ? 'female' : 'male';
    const signedIn = wordsFor(lang, gender);
    // The screen's name in the axe report, and a screenshot of each screen in dark.
    const check = async (page: Page, screen: string) => {
      const name = scheme === 'dark' ? `${screen}-dark` : screen;
      await expectAccessible(page, name);
      if (scheme === 'dark') await screenshot(page, `${name}-${lang}`);
    };

    // Signed out: every /auth mode and the 404 page.
    const anon = await newPage(browser, t, viewport);
    anon.context.setDefaultTimeout(20_000);
    if (lang === 'ar') {
      await anon.context.addInitScript(() => localStorage.setItem('teamup.language', 'ar'));
    }
    const page = anon.page;
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/auth');
    await heading(page, L['auth.login.title']);
    await check(page, 'auth-login');
    await page.getByRole('button', { name: L['auth.login.register'], exact: true }).click();
    await heading(page, L['auth.register.title']);
    await check(page, 'auth-register');

    const unverified = await createUser(t, { gender, isVerified: false });
    await page.goto('/auth');
    await page.locator('input[type=email]').fill(unverified.email);
    await page.locator('input[type=password]').fill(unverified.password);
    await page.getByRole('button', { name: L['auth.login.submit'], exact: true }).click();
    await heading(page, L['auth.verify.title']);
    await check(page, 'auth-verify-otp');

    const verified = await createUser(t, { gender });
    await page.goto('/auth');
    await page.getByRole('button', { name: L['auth.login.forgot'] }).click();
    await heading(page, L['auth.forgot.title']);
    await check(page, 'auth-forgot');
    await page.locator('input[type=email]').fill(verified.email);
    await page.getByRole('button', { name: L['auth.forgot.submit'] }).click();
    await heading(page, L['auth.reset.title']);
    await check(page, 'auth-reset');

    await page.goto('/no-such-page');
    await heading(page, L['notFound.title']);
    await check(page, 'not-found');
    await anon.context.close();

    // Signed in: an owner with an idea, a pending applicant and a notification.
    const owner = await createUser(t, { gender, name: `Owner ${lang} ${viewport}` });
    const idea = (await createIdea(await signIn(t, owner), {
      title: `Accessible idea ${lang} ${viewport}`,
      allowCrossMajor: true,
    })) as { id: string; title: string };
    const applicant = await createUser(t, { gender, name: `Applicant ${lang} ${viewport}` });
    await apply(await signIn(t, applicant), idea.id);

    const o = await signedInPage(t, browser, viewport, owner, lang);
    await o.page.emulateMedia({ colorScheme: scheme });
    await o.page.goto('/dashboard');
    await o.page.getByText(idea.title).first().waitFor();
    await o.page.getByText(applicant.name).first().waitFor();
    await check(o.page, 'dashboard-with-idea');
    await o.page.getByRole('button', { name: signedIn['nav.openTutorial'] }).first().click();
    await dialog(o.page).waitFor();
    await check(o.page, 'tutorial');
    await o.page.keyboard.press('Escape');
    await dialog(o.page).waitFor({ state: 'hidden' });
    await o.page
      .getByRole('button', { name: new RegExp(applicant.name) })
      .first()
      .click();
    await dialog(o.page).waitFor();
    await check(o.page, 'applicant-details');
    await o.page.keyboard.press('Escape');
    await o.context.close();

    // A student without an idea: the idea form (with its validation messages) and Browse Ideas.
    const a = await signedInPage(t, browser, viewport, applicant, lang);
    await a.page.emulateMedia({ colorScheme: scheme });
    await a.page.goto('/dashboard');
    await a.page.getByRole('button', { name: signedIn['dashboard.publish'] }).click();
    const form = dialog(a.page);
    await form.waitFor();
    await check(a.page, 'idea-form');
    await form.getByRole('button', { name: signedIn['ideaForm.create'] }).click();
    await form.getByRole('alert').first().waitFor();
    await check(a.page, 'idea-form-errors');
    await a.page.keyboard.press('Escape');
    await a.page.goto('/browse-ideas');
    await a.page.getByText(idea.title).first().waitFor();
    await check(a.page, 'browse-ideas');
    // The filters (in a sheet on a phone) and the chips of the filters in effect.
    const filters = await openFilters(a.page);
    const filtered = a.page.waitForResponse(
      (r) => new URL(r.url()).searchParams.get('tags') === 'IoT',
    );
    await filters.getByRole('textbox', { name: signedIn['browse.tags'], exact: true }).fill('IoT');
    await check(a.page, 'browse-filters');
    await closeFilters(a.page);
    await a.page
      .getByRole('button', { name: new RegExp(signedIn['browse.clearFilters']) })
      .first()
      .waitFor();
    // The filtered results are in (the list is no longer busy) before a card is opened.
    await filtered;
    await a.page.locator('main [aria-busy=false]').waitFor();
    await check(a.page, 'browse-filter-chips');
    await a.page
      .getByRole('button', { name: new RegExp(signedIn['common.viewDetails']) })
      .first()
      .click();
    await dialog(a.page).waitFor();
    await check(a.page, 'idea-details');
    await a.context.close();
  });
});
