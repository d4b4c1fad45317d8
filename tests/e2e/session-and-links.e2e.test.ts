import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/messages.ts';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { createIdea, createUser, signIn } from '../support/factories.ts';
import { expectToast, newPage, screenshot, useE2eApp, type ViewportName } from '../support/e2e.ts';
import { closeFilters, dialog, openFilters, signedInPage } from './journey-support.ts';

// Nothing lost to an ended session, /auth?next= back to the page, and Browse's filters and open
// details in the address bar (docs/decisions/0080).

const { t, browser } = useE2eApp();

const COMBOS: Array<[ViewportName, 'en' | 'ar']> = [
  ['phone', 'en'],
  ['phone', 'ar'],
  ['desktop', 'en'],
  ['desktop', 'ar'],
];

/** Ends the browser's session from elsewhere: a sign-out with its cookie, as another tab does. */
async function signOutElsewhere(context: BrowserContext) {
  const other = t.client();
  for (const cookie of await context.cookies()) other.cookies.set(cookie.name, cookie.value);
  expect((await other.post('/api/auth/logout')).status).toBe(200);
}

const MSG_NOT_FOUND = MESSAGES['ideas.notFound'];

type Idea = { id: string; title: string };

const search = (page: Page) => new URL(page.url()).searchParams;

describe.each(COMBOS)('at %s size in %s', (viewport, lang) => {
  const s = (key: keyof typeof en) => (lang === 'ar' ? ar : en)[key];
  const a = (key: keyof typeof en) => (lang === 'ar' ? ar : en)[key];
  const shot = (page: Page, name: string) => screenshot(page, `session-${name}-${lang}`);

  it('an ended session asks for the password over the form, which keeps the text and saves', async () => {
    const me = await createUser(t, { bio: 'Before' });
    const { context, page } = await signedInPage(t, browser, viewport, me, lang);
    await page.goto('/profile');
    const bio = page.locator('#profile-bio');
    await bio.fill(`Typed before the session ended ${lang}`);
    await signOutElsewhere(context);

    await page.getByRole('button', { name: s('profile.save') }).click();
    const reauth = page.getByRole('dialog', { name: s('reauth.title') });
    await reauth.waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await reauth.locator('#login-email').inputValue()).toBe(me.email);
    await shot(page, 'reauth');
    await reauth.locator('#login-password').fill(me.password);
    await reauth.getByRole('button', { name: a('auth.login.submit') }).click();
    await reauth.waitFor({ state: 'detached' });

    expect(await bio.inputValue()).toBe(`Typed before the session ended ${lang}`);
    await page.getByRole('button', { name: s('profile.save') }).click();
    await expectToast(page, s('success.profileUpdated'));
    await page.reload();
    await bio.waitFor();
    expect(await bio.inputValue()).toBe(`Typed before the session ended ${lang}`);
    await context.close();
  });

  it('/auth?next= returns to the page after sign-in; a foreign next goes to the dashboard', async () => {
    const me = await createUser(t);
    const { context, page } = await newPage(browser, t, viewport);
    if (lang === 'ar') {
      await context.addInitScript(() => localStorage.setItem('teamup.language', 'ar'));
    }
    // A signed-in page opened signed out goes through /auth, which names it.
    await page.goto('/my-team');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(search(page).get('next')).toBe('/my-team');
    await page.locator('#login-email').fill(me.email);
    await page.locator('#login-password').fill(me.password);
    await page.getByRole('button', { name: a('auth.login.submit') }).click();
    await page.getByRole('heading', { name: s('team.noTeam') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-team');
    await shot(page, 'next-my-team');

    const other = await newPage(browser, t, viewport);
    await other.page.goto('/auth?next=//evil.example/my-team');
    await other.page.locator('#login-email').fill(me.email);
    await other.page.locator('#login-password').fill(me.password);
    await other.page.getByRole('button', { name: en['auth.login.submit'] }).click();
    await other.page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(other.page.url()).host).toBe(new URL(t.url).host);
    await Promise.all([context.close(), other.context.close()]);
  });

  it('keeps filters and the open idea in the URL: reload, Back, and a shared link', async () => {
    const gender = lang === 'ar' ? 'female' : 'male';
    const owner = await createUser(t, { gender });
    const tag = `${viewport}${lang}${Date.now().toString(36)}`;
    const idea = (await createIdea(await signIn(t, owner), {
      title: `Robot ${tag}`,
      tags: `Robots,${tag}`,
    })) as Idea;
    const otherSide = await createUser(t, { gender: gender === 'male' ? 'female' : 'male' });
    const hidden = (await createIdea(await signIn(t, otherSide), {
      title: `Other side ${tag}`,
    })) as Idea;
    const me = await createUser(t, { gender });
    const { context, page } = await signedInPage(t, browser, viewport, me, lang);
    const cards = page.getByTestId('idea-card');

    // Filters: the tags field (in the sheet on a phone) and the search box.
    await page.goto('/browse-ideas');
    const filters = await openFilters(page);
    await filters.getByLabel(s('browse.tags')).fill(tag);
    await closeFilters(page);
    await page.getByLabel(s('browse.keyword')).fill('Robot');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Robot');
    expect(search(page).get('tags')).toBe(tag);
    expect(search(page).has('sheet')).toBe(false);
    await cards.filter({ hasText: idea.title }).waitFor();
    // The cards of before stay until the filtered answer replaces them.
    await cards.nth(1).waitFor({ state: 'detached' });

    await page.reload();
    await cards.filter({ hasText: idea.title }).waitFor();
    expect(await page.getByLabel(s('browse.keyword')).inputValue()).toBe('Robot');
    expect(await cards.count()).toBe(1);
    await page
      .getByRole('link', { name: s('nav.dashboard') })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goBack();
    await cards.filter({ hasText: idea.title }).waitFor();
    expect(search(page).get('tags')).toBe(tag);
    expect(await page.getByLabel(s('browse.keyword')).inputValue()).toBe('Robot');

    // The details are a history entry: Back closes them and stays on Browse Ideas.
    await cards.getByRole('button', { name: `${a('common.viewDetails')}: ${idea.title}` }).click();
    await page.getByRole('dialog', { name: idea.title }).waitFor();
    expect(search(page).get('idea')).toBe(idea.id);
    const shared = page.url();
    await shot(page, 'idea-details');
    await page.goBack();
    await dialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/browse-ideas');
    expect(search(page).has('idea')).toBe(false);
    await page.getByRole('heading', { name: s('browse.title') }).waitFor();

    // The shared link opens that idea's details, through /auth when signed out.
    const fresh = await newPage(browser, t, viewport);
    await fresh.page.goto(shared);
    await fresh.page.waitForURL((url) => url.pathname === '/auth');
    await fresh.page.locator('#login-email').fill(me.email);
    await fresh.page.locator('#login-password').fill(me.password);
    await fresh.page.getByRole('button', { name: en['auth.login.submit'] }).click();
    await fresh.page.getByRole('dialog', { name: idea.title }).waitFor();
    expect(search(fresh.page).get('idea')).toBe(idea.id);

    // An idea of the other gender is not found, and nothing of it shows.
    await page.goto(`/browse-ideas?idea=${hidden.id}`);
    await page
      .getByRole('dialog', { name: lang === 'ar' ? ar['ideas.notFound'] : MSG_NOT_FOUND })
      .waitFor();
    expect(await page.getByText(hidden.title).count()).toBe(0);
    await shot(page, 'idea-not-found');
    await Promise.all([context.close(), fresh.context.close()]);
  });
});
