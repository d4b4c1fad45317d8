import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@contract/messages.ts';
import { createUser } from '../support/factories.ts';
import {
  expectFocused,
  expectToast,
  newPage,
  screenshot,
  useE2eApp,
  type ViewportName,
} from '../support/e2e.ts';

// Register with every validation error, verify with the mailed code, the welcome
// tutorial through all four steps, logout and login, forgot and reset password; at phone and
// desktop sizes.

const { t, browser } = useE2eApp();

const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function expectAlerts(page: Page, texts: string[]) {
  for (const text of texts) await alert(page, text).waitFor();
}

describe.each<ViewportName>(['phone', 'desktop'])('auth journey at %s size', (viewport) => {
  it('registers, verifies, takes the tutorial, logs out and in, and resets the password', async () => {
    const { context, page } = await newPage(browser, t, viewport);
    const email = `e2e-${viewport}-${Date.now()}@uni.test`;
    const password = 'Start_123';

    await page.goto('/');
    await page.waitForURL('**/auth');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await screenshot(page, 'auth-login');

    // Register: every validation message under its field.
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByText(MESSAGES['validation.phoneHint']).waitFor();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectAlerts(page, [
      MESSAGES['validation.name'],
      MESSAGES['validation.email'],
      MESSAGES['validation.passwordMin'],
      MESSAGES['validation.gender'],
      MESSAGES['validation.phoneRequired'],
      MESSAGES['validation.major'],
    ]);
    await expectFocused(page.getByLabel('Full Name'));
    await screenshot(page, 'auth-register-errors');

    const passwordField = page.getByLabel('Password', { exact: true });
    for (const [value, message] of [
      ['abcdef', MESSAGES['validation.passwordUpper']],
      ['ABCDEF', MESSAGES['validation.passwordLower']],
      ['Abcdef', MESSAGES['validation.passwordDigit']],
      ['Abcde1!', MESSAGES['validation.passwordChars']],
      ['Abcde1', MESSAGES['validation.passwordSpecial']],
    ] as const) {
      await passwordField.fill(value);
      await alert(page, message).waitFor();
    }
    const phone = page.getByLabel('Phone');
    await phone.fill('04123456789999');
    expect(await phone.inputValue()).toBe('0412345678');
    await alert(page, MESSAGES['validation.phoneFormat']).waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await alert(page, MESSAGES['validation.email']).waitFor();

    await page.getByLabel('Full Name').fill(`Noura ${viewport}`);
    await page.getByLabel('Email').fill(email);
    await passwordField.fill(password);
    await page.getByLabel('Gender').selectOption('female');
    await phone.fill('0551234567');
    await page.getByLabel('Major').selectOption('SWE');
    await page.getByLabel(/Skills/).fill('React, Figma');
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Verify-otp: the code from the captured mail.
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await page.getByText(`Enter the 6-digit code we sent to ${email}`).waitFor();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await alert(page, MESSAGES['validation.otpCode']).waitFor();
    await screenshot(page, 'auth-verify-otp');
    const code = await t.smtp.lastCode(email);
    await page.getByLabel('Verification Code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();

    // The welcome tutorial: four steps, dots, Previous/Next, Get Started.
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Step 1 of 4').waitFor();
    await dialog.getByText(/real students/).waitFor();
    expect(await dialog.getByTestId('tutorial-dot').count()).toBe(4);
    expect(await dialog.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await screenshot(page, 'tutorial-step-1');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Step 2 of 4').waitFor();
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await dialog.getByText('Step 1 of 4').waitFor();
    for (const n of [2, 3, 4]) {
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByText(`Step ${n} of 4`).waitFor();
    }
    expect(await dialog.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await screenshot(page, 'tutorial-step-4');
    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(`Welcome, Noura ${viewport}`).waitFor();

    // The tutorial reopens from the navigation bar at step 1 (closing resets it).
    await page.getByRole('button', { name: 'How TeamUp works' }).click();
    await dialog.getByText('Step 1 of 4').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Logout, then login with its validation errors and a wrong password.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');
    await expectToast(page, 'Logged out successfully');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectAlerts(page, [MESSAGES['validation.email'], MESSAGES['validation.passwordMin']]);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong_123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Invalid email or password');
    await page
      .getByRole('region', { name: /notifications/i })
      .getByText('Error')
      .waitFor();
    await screenshot(page, 'auth-login-error');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');

    // Forgot and reset the password, then sign in with the new one.
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await alert(page, MESSAGES['validation.email']).waitFor();
    await expectFocused(page.getByLabel('Email'));
    const mailsBefore = t.smtp.mailsTo(email).length;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Reset Code').fill('12');
    await page.getByLabel('New Password', { exact: true }).fill('weak');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectAlerts(page, [
      MESSAGES['validation.resetCode'],
      MESSAGES['validation.passwordMin'],
    ]);
    await screenshot(page, 'auth-reset-errors');
    const resetMail = await t.smtp.nextMail(email, mailsBefore);
    await page.getByLabel('Reset Code').fill(resetMail.code!);
    await page.getByLabel('New Password', { exact: true }).fill('Fresh_456');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Fresh_456');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('📬 No new notifications').waitFor();
    await page.getByTestId('team-status').filter({ hasText: 'None' }).waitFor();
    await screenshot(page, 'dashboard-new-user');
    await context.close();
  });
});

describe('auth edge cases', () => {
  it('sends an unverified login to verify-otp and "Try again" back to register', async () => {
    const user = await createUser(t, { isVerified: false });
    const { context, page } = await newPage(browser, t, 'phone');
    // The page's own clock: the resend countdown runs without waiting a real minute.
    await page.clock.install();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await page.getByText(`Enter the 6-digit code we sent to ${user.email}`).waitFor();
    // A code was just sent: Resend counts down the minute before the next may be asked for.
    const counting = page.getByRole('button', { name: /^Resend code in \d+ s$/ });
    await counting.waitFor();
    expect(await counting.isDisabled()).toBe(true);
    await page.clock.fastForward(30_000);
    await page.getByRole('button', { name: /^Resend code in (29|30|31) s$/ }).waitFor();
    await page.clock.fastForward(31_000);
    await page.getByRole('button', { name: 'Resend code', exact: true }).click();
    await page
      .getByRole('region', { name: /notifications/i })
      .getByText('If this email is waiting for verification, a new code has been sent to it.')
      .first()
      .waitFor();
    // And counts down again.
    await page.getByRole('button', { name: /^Resend code in \d+ s$/ }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await context.close();
  });

  it('redirects signed-out visitors from signed-in pages to /auth, which names the page', async () => {
    const { context, page } = await newPage(browser, t, 'desktop');
    await page.goto('/browse-ideas');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/browse-ideas');
    await context.close();
  });

  it.each<ViewportName>(['phone', 'desktop'])('shows the 404 page at %s size', async (viewport) => {
    const { context, page } = await newPage(browser, t, viewport);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
    await screenshot(page, 'not-found');
    await context.close();
  });
});
