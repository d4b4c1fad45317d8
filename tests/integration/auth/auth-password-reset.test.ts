import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../../src/server/lib/clock.ts';
import {
  NEW_PASSWORD,
  newEmail,
  register,
  registerVerified,
  WRONG_PASSWORD,
} from '../../support/factories.ts';
import { useTestApp } from '../../support/app.ts';

// Forgot-password answers the same whether or not the account exists; reset-password
// with a valid reset code sets the new password, ends every session and does not sign in.

const SENT = 'If an account exists for this email, a password reset code has been sent to it.';
const INVALID = 'Invalid or expired code. Check the code or request a new one.';

const t = useTestApp();

const forgot = (email: string) => t.client().post('/api/auth/forgot-password', { email });
const reset = (email: string, code: string, newPassword = NEW_PASSWORD, client = t.client()) =>
  client.post('/api/auth/reset-password', { email, code, newPassword });
const login = (email: string, password: string) =>
  t.client().post('/api/auth/login', { email, password });

/** A verified account that asked for a reset code. */
async function withResetCode() {
  const account = await registerVerified(t);
  expect((await forgot(account.email)).status).toBe(200);
  const mail = await t.smtp.nextMail(account.email, 1);
  return { ...account, code: mail.code!, mail };
}

describe('POST /api/auth/forgot-password', () => {
  it('e-mails a reset code to a verified account', async () => {
    const { mail } = await withResetCode();
    expect(mail.subject).toBe('Your TeamUp password reset code');
    expect(mail.raw).toMatch(new RegExp(`^${mail.code}\\r?$`, 'm'));
  });

  it('answers the same for unknown and unverified e-mails, sending nothing', async () => {
    const verified = await registerVerified(t);
    const unverified = await register(t);
    const unknown = newEmail('nobody');
    t.clock.advance(MINUTE + 1000);
    for (const email of [verified.email, unverified.email, unknown]) {
      const res = await forgot(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 'auth.resetSent', message: SENT });
    }
    expect(t.smtp.mailsTo(verified.email)).toHaveLength(2);
    expect(t.smtp.mailsTo(unverified.email)).toHaveLength(1);
    expect(t.smtp.mailsTo(unknown)).toHaveLength(0);
  });

  it('sends at most once a minute, for known and unknown e-mails alike', async () => {
    const { email } = await withResetCode();
    for (const address of [email, newEmail('nobody')]) {
      if (address !== email) expect((await forgot(address)).status).toBe(200);
      const res = await forgot(address);
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^You requested a code recently\. Please try again in/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(t.smtp.mailsTo(email)).toHaveLength(2);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session and does not sign in', async () => {
    const { email, password, code, client: phone } = await withResetCode();
    const laptop = t.client();
    await laptop.post('/api/auth/login', { email, password });
    expect((await laptop.get('/api/profile')).status).toBe(200);

    const browser = t.client();
    const res = await reset(email, code, NEW_PASSWORD, browser);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'auth.passwordReset',
      message: 'Password reset successfully. Please sign in with your new password.',
    });
    expect(browser.cookies.size).toBe(0);
    expect((await phone.get('/api/profile')).status).toBe(401);
    expect((await laptop.get('/api/profile')).status).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('is single use', async () => {
    const { email, code } = await withResetCode();
    expect((await reset(email, code)).status).toBe(200);
    const again = await reset(email, code, 'An0ther_one');
    expect(again.status).toBe(400);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong code with a clear message, keeping the password', async () => {
    const { email, password, code } = await withResetCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await reset(email, wrong);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'auth.invalidCode',
      message: INVALID,
      errors: { code: INVALID },
      fieldCodes: { code: { code: 'auth.invalidCode' } },
    });
    expect((await login(email, password)).status).toBe(200);
  });

  it('refuses a code older than 10 minutes', async () => {
    const { email, code } = await withResetCode();
    t.clock.advance(10 * MINUTE + 1000);
    expect((await reset(email, code)).status).toBe(400);
  });

  it('does not accept a registration code, nor a reset code for verification', async () => {
    const pending = await register(t);
    expect((await reset(pending.email, pending.code)).status).toBe(400);

    const { email, code } = await withResetCode();
    const res = await t.client().post('/api/auth/verify-otp', { email, code });
    expect(res.status).toBe(400);
    // The reset code was not used up by the refused verification.
    expect((await reset(email, code)).status).toBe(200);
  });

  it("applies the registration password rules with the spec's messages", async () => {
    const { email, code } = await withResetCode();
    const weak = await reset(email, code, 'password1');
    expect(weak.status).toBe(400);
    expect(weak.body.errors.newPassword).toBe(
      'Password must contain at least one uppercase letter',
    );
    const short = await t
      .client()
      .post('/api/auth/reset-password', { email, code: '123', newPassword: NEW_PASSWORD });
    expect(short.body.errors.code).toBe('Reset code must be 6 digits');
    // Refused bodies did not spend the code.
    expect((await reset(email, code)).status).toBe(200);
  });

  it('lets the owner back into an account locked by failed logins', async () => {
    const { email, code, password } = await withResetCode();
    for (let i = 0; i < 10; i++) await login(email, WRONG_PASSWORD);
    expect((await login(email, password)).status).toBe(429);
    expect((await reset(email, code)).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});
