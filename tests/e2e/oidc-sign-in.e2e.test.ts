import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { startedInBeforeAll, startTestApp, type TestApp } from '../support/app.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { newPage, screenshot, type ViewportName } from '../support/e2e.ts';
import { createUser } from '../support/factories.ts';
import { OIDC_CLIENT, startOidcProvider, type OidcProvider } from '../support/oidc-provider.ts';

// University sign-in in Chromium: the button, the provider's own login and consent pages, the
// completion form and the dashboard; an existing account straight to the dashboard; at phone and
// desktop size, in English and Arabic.

let provider: OidcProvider | undefined;
let app: TestApp | undefined;
let chrome: Browser | undefined;
beforeAll(async () => {
  provider = await startOidcProvider();
  app = await startTestApp({
    withWeb: true,
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      OIDC_NAME: 'Test University',
    },
  });
  provider.serve(app.url);
  chrome = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
});
afterAll(async () => {
  await chrome?.close();
  await app?.close();
  await provider?.close();
});
const t = startedInBeforeAll('the app', () => app);
const idp = startedInBeforeAll('the provider', () => provider);
const browser = startedInBeforeAll('the browser', () => chrome);

const WORDS = {
  en: {
    button: 'Sign in with Test University',
    title: 'One more step',
    gender: 'Gender',
    phone: 'Phone',
    major: 'Major',
    submit: 'Continue',
  },
  ar: {
    button: 'تسجيل الدخول عبر Test University',
    title: 'خطوة أخيرة',
    gender: 'الجنس',
    phone: 'رقم الجوال',
    major: 'التخصص',
    submit: 'متابعة',
  },
} as const;

describe.each<[ViewportName, 'en' | 'ar']>([
  ['phone', 'en'],
  ['desktop', 'en'],
  ['phone', 'ar'],
  ['desktop', 'ar'],
])('university sign-in at %s size in %s', (viewport, lang) => {
  const words = WORDS[lang];

  async function open() {
    const { context, page } = await newPage(browser, t, viewport);
    if (lang === 'ar') {
      await context.addInitScript(() => localStorage.setItem('teamup.language', 'ar'));
    }
    return { context, page };
  }

  async function atProvider(page: Awaited<ReturnType<typeof open>>['page'], login: string) {
    await page.waitForURL(`${idp.issuer}/**`);
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  it('takes a new student through the provider and the completion form to the dashboard', async () => {
    const login = `e2e-${viewport}-${lang}-${Date.now()}`;
    idp.accounts.set(login, {
      email: `${login}@uni.test`,
      email_verified: true,
      name: 'Noor Ahmed',
    });
    const { context, page } = await open();
    await page.goto('/auth');
    const button = page.getByRole('link', { name: words.button });
    await button.waitFor();
    await screenshot(page, `oidc-button-${lang}`);
    await button.click();
    await atProvider(page, login);

    await page.getByRole('heading', { name: words.title }).waitFor();
    await page.getByText(`${login}@uni.test`).waitFor();
    await screenshot(page, `oidc-complete-${lang}`);
    await page.getByLabel(words.gender).selectOption('female');
    await page.getByLabel(words.phone).fill('0551234567');
    await page.getByLabel(words.major).selectOption('CS');
    await page.getByRole('button', { name: words.submit }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Noor Ahmed').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(
      lang === 'ar' ? 'rtl' : 'ltr',
    );
    await screenshot(page, `oidc-dashboard-${lang}`);
    await context.close();
  });

  it('signs an existing account in straight to the page it asked for', async () => {
    const user = await createUser(t, { name: 'Sami Odeh' });
    const login = `e2e-linked-${viewport}-${lang}-${Date.now()}`;
    idp.accounts.set(login, { email: user.email, email_verified: true, name: 'Sami Odeh' });
    const { context, page } = await open();
    await page.goto('/auth?next=%2Fprofile');
    await page.getByRole('link', { name: words.button }).click();
    await atProvider(page, login);
    await page.waitForURL('**/profile');
    // The browser holds the session of that account.
    const profile = await page.request.get('/api/profile');
    expect(((await profile.json()) as { email: string }).email).toBe(user.email);
    await context.close();
  });
});
