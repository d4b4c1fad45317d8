import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fillMessage, MESSAGES } from '@contract/messages.ts';
import { ar } from '../../src/web/lib/i18n/ar.ts';
import { en } from '../../src/web/lib/i18n/en.ts';
import { createUser } from '../support/factories.ts';
import { expectToast, newPage, toastRegion, useE2eApp, type ViewportName } from '../support/e2e.ts';

// Choosing a password with help: the rules as a checklist that ticks as the student types, an
// eye button on every password field, a wrong code said once (under the field, not in a toast
// too), and no toast over the form's heading; in English and Arabic at phone and desktop sizes.

const { t, browser } = useE2eApp();

type Lang = 'en' | 'ar';
const text = (lang: Lang, key: keyof typeof en) => (lang === 'ar' ? ar[key] : en[key]);
const said = (lang: Lang, code: keyof typeof MESSAGES, vars: Record<string, string> = {}) =>
  fillMessage(lang === 'ar' ? ar[code] : MESSAGES[code], vars);

const CASES: Array<[ViewportName, Lang]> = [
  ['phone', 'en'],
  ['phone', 'ar'],
  ['desktop', 'en'],
  ['desktop', 'ar'],
];

async function openAuth(viewport: ViewportName, lang: Lang) {
  const { context, page } = await newPage(browser, t, viewport);
  context.setDefaultTimeout(20_000);
  if (lang === 'ar') {
    await context.addInitScript(() => localStorage.setItem('teamup.language', 'ar'));
  }
  return { context, page };
}

/** The rules not ticked in the checklist under `field`'s form. */
async function unmetRules(page: Page) {
  const items = page.getByTestId('password-checklist').locator('li[data-met=false]');
  return items.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-rule')));
}

async function expectUnmet(page: Page, rules: string[]) {
  await expect.poll(() => unmetRules(page)).toEqual(rules);
}

/** The eye button shows the password as text and hides it again, its name saying which. */
async function expectToggle(page: Page, field: Locator, lang: Lang) {
  expect(await field.getAttribute('type')).toBe('password');
  await page.getByRole('button', { name: text(lang, 'auth.showPassword'), exact: true }).click();
  expect(await field.getAttribute('type')).toBe('text');
  await page.getByRole('button', { name: text(lang, 'auth.hidePassword'), exact: true }).click();
  expect(await field.getAttribute('type')).toBe('password');
}

describe.each(CASES)('password help at %s size in %s', (viewport, lang) => {
  it('ticks the rules while typing, shows the password, and says a wrong code once', async () => {
    const { context, page } = await openAuth(viewport, lang);
    const email = `pw-${viewport}-${lang}-${Date.now()}@uni.test`;
    await page.goto('/auth');

    // Sign-in's password has the eye too.
    const signInPassword = page.getByLabel(text(lang, 'auth.field.password'), { exact: true });
    await signInPassword.fill('Secret_1');
    await expectToggle(page, signInPassword, lang);

    await page.getByRole('button', { name: text(lang, 'auth.login.register') }).click();
    await page.getByRole('heading', { name: text(lang, 'auth.register.title') }).waitFor();
    const password = page.getByLabel(text(lang, 'auth.field.password'), { exact: true });
    const checklist = page.getByTestId('password-checklist');
    // Every rule is listed from the start, none ticked, each named in the reader's language.
    await expectUnmet(page, ['length', 'lower', 'upper', 'digit', 'characters', 'special']);
    await checklist.getByText(text(lang, 'auth.password.special')).waitFor();
    expect(await checklist.getAttribute('aria-live')).toBe('polite');
    expect(await password.getAttribute('aria-describedby')).toContain(
      await checklist.getAttribute('id'),
    );
    await password.fill('a');
    await expectUnmet(page, ['length', 'upper', 'digit', 'special']);
    await password.fill('aB3');
    await expectUnmet(page, ['length', 'special']);
    await password.fill('aB3 xy');
    await expectUnmet(page, ['characters', 'special']);
    // A screen reader hears the flipped rule with its state.
    await checklist
      .locator('li[data-rule=digit]')
      .getByText(`${text(lang, 'auth.password.met')} ${text(lang, 'auth.password.digit')}`)
      .waitFor();
    await page.screenshot({ path: `/tmp/signup-checklist-${viewport}-${lang}.png` });
    // The schema's message still appears on submit.
    await page.getByRole('button', { name: text(lang, 'auth.register.submit') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: said(lang, 'validation.passwordChars') })
      .waitFor();
    await password.fill('aB3@xy');
    await expectUnmet(page, []);
    await expectToggle(page, password, lang);
    expect(await password.inputValue()).toBe('aB3@xy');

    await page.getByLabel(text(lang, 'auth.field.name')).fill(`Reem ${viewport}`);
    await page.getByLabel(text(lang, 'auth.field.email')).fill(email);
    await page.getByLabel(text(lang, 'auth.field.gender')).selectOption('female');
    await page.getByLabel(text(lang, 'auth.field.phone')).fill('0551234567');
    await page.getByLabel(text(lang, 'auth.field.major')).selectOption('SWE');
    await page.getByRole('button', { name: text(lang, 'auth.register.submit') }).click();

    // A wrong code, then the right one: 'Invalid code' under the field, and in no toast.
    await page.getByRole('heading', { name: text(lang, 'auth.verify.title') }).waitFor();
    const toasts = page.getByRole('region', { includeHidden: true }).locator('li');
    // The toaster is on the page (it loads when the browser is idle), so a toast would show.
    await page
      .getByRole('region', {
        name: /notifications|الإشعارات/i,
        includeHidden: true,
      })
      .waitFor({ state: 'attached' });
    const code = await t.smtp.lastCode(email);
    const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));
    const codeField = page.getByLabel(text(lang, 'auth.field.code'));
    await codeField.fill(wrong);
    await page.getByRole('button', { name: text(lang, 'auth.verify.submit'), exact: true }).click();
    const invalid = said(lang, 'auth.invalidCode');
    await page.getByRole('alert').filter({ hasText: invalid }).waitFor();
    expect(await toasts.filter({ hasText: invalid }).count()).toBe(0);
    await codeField.fill(code);
    await codeField.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `/tmp/signup-verified-${viewport}-${lang}.png` });
    await context.close();
  });

  it('helps on reset too, and Resend answers without an error once its minute is over', async () => {
    const user = await createUser(t, { gender: lang === 'ar' ? 'male' : 'female' });
    const { context, page } = await openAuth(viewport, lang);
    // The page's clock is ours, so the minute before Resend passes at once.
    await page.clock.install();
    await page.goto('/auth');
    await page.getByRole('button', { name: text(lang, 'auth.login.forgot') }).click();
    await page.getByLabel(text(lang, 'auth.field.email')).fill(user.email);
    await page.getByRole('button', { name: text(lang, 'auth.forgot.submit') }).click();
    await page.getByRole('heading', { name: text(lang, 'auth.reset.title') }).waitFor();

    const password = page.getByLabel(text(lang, 'auth.field.newPassword'), { exact: true });
    await expectUnmet(page, ['length', 'lower', 'upper', 'digit', 'characters', 'special']);
    await password.fill('Reset#9x');
    await expectUnmet(page, []);
    await expectToggle(page, password, lang);

    const resend = page.getByRole('button', {
      name: text(lang, 'auth.verify.resend'),
      exact: true,
    });
    await page.clock.fastForward(61_000);
    await resend.click();
    await expectToast(page, said(lang, 'auth.resetSent'));
    // The toast covers neither the page's nor the form's heading (on a phone it sits low).
    const toastBox = (await toastRegion(page).boundingBox())!;
    for (const heading of await page.getByRole('heading').all()) {
      if (!(await heading.isVisible())) continue;
      const h = (await heading.boundingBox())!;
      const overlaps =
        h.y < toastBox.y + toastBox.height &&
        toastBox.y < h.y + h.height &&
        h.x < toastBox.x + toastBox.width &&
        toastBox.x < h.x + h.width;
      expect(overlaps, await heading.innerText()).toBe(false);
    }
    const errorTitle = page
      .getByRole('region', { includeHidden: true })
      .locator('li')
      .filter({ hasText: text(lang, 'common.error') });
    expect(await errorTitle.count()).toBe(0);
    await page.screenshot({ path: `/tmp/signup-reset-${viewport}-${lang}.png` });
    await context.close();
  });
});
