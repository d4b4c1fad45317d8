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
import type { HttpClient } from '../../support/http.ts';

// Forgot-password answers the same whether or not the account exists; reset-password
// with a valid reset code sets the new password, ends every session and does not sign in.

const SENT = 'If an account exists for this email, a password reset code has been sent to it.';
const INVALID = 'Invalid or expired code. Check the code or request a new one.';

const t = useTestApp();

const forgot = (email: string, client = t.client()) =>
  client.post('/api/auth/forgot-password', { email });
/** A reset from `client`: a code works only in the browser that asked for it. */
const reset = (client: HttpClient, email: string, code: string, newPassword = NEW_PASSWORD) =>
  client.post('/api/auth/reset-password', { email, code, newPassword });
const login = (email: string, password: string) =>
  t.client().post('/api/auth/login', { email, password });

/** A verified account that asked for a reset code in the browser `asker`. */
async function withResetCode() {
  const account = await registerVerified(t);
  const asker = t.client();
  expect((await forgot(account.email, asker)).status).toBe(200);
  const mail = await t.smtp.nextMail(account.email, 1);
  return { ...account, asker, code: mail.code!, mail };
}

describe('POST /api/auth/forgot-password', () => {
  it('e-mails a reset code to a verified account', async () => {
    const { mail } = await withResetCode();
    expect(mail.subject).toBe('Your TeamUp password reset code');
    // The code works only where it was asked for: the e-mail says so.
    expect(mail.text).toMatch(/on the page where you asked for it \(in the same browser\)/);
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
    await t.smtp.nextMail(verified.email, 1);
    await t.ctx.background.idle();
    expect(t.smtp.mailsTo(verified.email)).toHaveLength(2);
    expect(t.smtp.mailsTo(unverified.email)).toHaveLength(1);
    expect(t.smtp.mailsTo(unknown)).toHaveLength(0);
  });

  it('answers a second request within the minute alike, and mails its code after the minute', async () => {
    const { email, asker, code } = await withResetCode();
    const again = await forgot(email, asker);
    const unknown = await forgot(newEmail('nobody'));
    expect([again.status, unknown.status]).toEqual([200, 200]);
    expect(again.body).toEqual(unknown.body);
    await t.ctx.background.idle();
    expect(t.smtp.mailsTo(email)).toHaveLength(2);
    // The mailbox gets the new code once the minute since the last e-mail is over.
    t.clock.advance(MINUTE);
    const next = await t.smtp.nextMail(email, 2);
    expect(next.code).not.toBe(code);
    expect((await reset(asker, email, code)).status).toBe(400);
    expect((await reset(asker, email, next.code!)).status).toBe(200);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session and does not sign in', async () => {
    const { email, password, code, client: phone, asker: browser } = await withResetCode();
    const laptop = t.client();
    await laptop.post('/api/auth/login', { email, password });
    expect((await laptop.get('/api/profile')).status).toBe(200);

    const res = await reset(browser, email, code, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'auth.passwordReset',
      message: 'Password reset successfully. Please sign in with your new password.',
    });
    expect(browser.cookies.has('teamup_session')).toBe(false);
    expect((await phone.get('/api/profile')).status).toBe(401);
    expect((await laptop.get('/api/profile')).status).toBe(401);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('is single use', async () => {
    const { email, code, asker } = await withResetCode();
    expect((await reset(asker, email, code)).status).toBe(200);
    const again = await reset(asker, email, code, 'An0ther_one');
    expect(again.status).toBe(400);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong code with a clear message, keeping the password', async () => {
    const { email, password, code, asker } = await withResetCode();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await reset(asker, email, wrong);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'auth.invalidCode',
      message: INVALID,
      errors: { code: { code: 'auth.invalidCode', message: INVALID } },
    });
    expect((await login(email, password)).status).toBe(200);
  });

  it('refuses a code older than 10 minutes', async () => {
    const { email, code, asker } = await withResetCode();
    t.clock.advance(10 * MINUTE + 1000);
    expect((await reset(asker, email, code)).status).toBe(400);
  });

  it('does not accept a registration code, nor a reset code for verification', async () => {
    const pending = await register(t);
    expect((await reset(pending.browser, pending.email, pending.code)).status).toBe(400);

    const { email, code, asker } = await withResetCode();
    const res = await asker.post('/api/auth/verify-otp', { email, code });
    expect(res.status).toBe(400);
    // The reset code was not used up by the refused verification.
    expect((await reset(asker, email, code)).status).toBe(200);
  });

  it("applies the registration password rules with the spec's messages", async () => {
    const { email, code, asker } = await withResetCode();
    const weak = await reset(asker, email, code, 'password1');
    expect(weak.status).toBe(400);
    expect(weak.body.errors.newPassword.message).toBe(
      'Password must contain at least one uppercase letter',
    );
    const short = await reset(asker, email, '123');
    expect(short.body.errors.code.message).toBe('Reset code must be 6 digits');
    // Refused bodies did not spend the code.
    expect((await reset(asker, email, code)).status).toBe(200);
  });

  it('lets the owner back into an account locked by failed logins', async () => {
    const { email, code, password, asker } = await withResetCode();
    for (let i = 0; i < 10; i++) await login(email, WRONG_PASSWORD);
    expect((await login(email, password)).status).toBe(429);
    expect((await reset(asker, email, code)).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});
