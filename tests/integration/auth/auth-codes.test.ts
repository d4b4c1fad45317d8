import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes } from '../../../src/server/db/schema.ts';
import { HOUR, MINUTE } from '../../../src/server/lib/clock.ts';
import { register, registerVerified } from '../../support/factories.ts';
import { useTestApp } from '../../support/app.ts';

// Codes: verify-otp and resend-otp; valid 10 minutes, single use, bound to a purpose,
// void after 5 wrong tries, a new code voids the old one; a resend is answered alike always and
// mailed within the pace of the mailbox (one e-mail a minute, 5 an hour from one network).

const INVALID = 'Invalid or expired code. Check the code or request a new one.';
const RESENT = 'If this email is waiting for verification, a new code has been sent to it.';

const t = useTestApp();

const verify = (email: string, code: string, client = t.client()) =>
  client.post('/api/auth/verify-otp', { email, code });
const resend = (email: string, client = t.client()) =>
  client.post('/api/auth/resend-otp', { email });
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/verify-otp', () => {
  it('verifies the account and signs in with the right code', async () => {
    const { email, code, browser: client } = await register(t);
    const res = await verify(email, code, client);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'auth.verified',
      message: 'Email verified successfully. Welcome to TeamUp!',
    });
    const cookie = res.setCookies.find((c) => c.startsWith('teamup_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const profile = await client.get('/api/profile');
    expect(profile.body).toMatchObject({ email, isVerified: true });
  });

  it('answers 400 with a clear message for a wrong code, and signs nobody in', async () => {
    const { email, code, browser: client } = await register(t);
    const res = await verify(email, otherThan(code), client);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'auth.invalidCode',
      message: INVALID,
      errors: { code: { code: 'auth.invalidCode', message: INVALID } },
    });
    expect(client.cookies.has('teamup_session')).toBe(false);
    expect((await client.get('/api/profile')).status).toBe(401);
  });

  it("gives the spec's message for a code that is not 6 digits", async () => {
    const res = await verify('a@uni.test', '12345');
    expect(res.status).toBe(400);
    expect(res.body.errors.code.message).toBe('OTP code must be 6 digits');
  });

  it('refuses a code for an e-mail it was not sent to', async () => {
    const a = await register(t);
    const b = await register(t);
    expect((await verify(b.email, a.code, b.browser)).status).toBe(a.code === b.code ? 200 : 400);
  });

  it('accepts a code until 10 minutes have passed, not after', async () => {
    const early = await register(t);
    const late = await register(t);
    t.clock.advance(10 * MINUTE - 5000);
    expect((await verify(early.email, early.code, early.browser)).status).toBe(200);
    t.clock.advance(10_000);
    expect((await verify(late.email, late.code, late.browser)).status).toBe(400);
  });

  it('is single use', async () => {
    const { email, code, browser } = await register(t);
    expect((await verify(email, code, browser)).status).toBe(200);
    expect((await verify(email, code, browser)).status).toBe(400);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const { email, code, browser } = await register(t);
    for (let i = 0; i < 4; i++) {
      expect((await verify(email, otherThan(code), browser)).status).toBe(400);
    }
    expect((await verify(email, code, browser)).status).toBe(200);
  });

  it('voids the code after 5 wrong tries; a new code works', async () => {
    const { email, code, browser } = await register(t);
    for (let i = 0; i < 5; i++) {
      expect((await verify(email, otherThan(code), browser)).status).toBe(400);
    }
    expect((await verify(email, code, browser)).status).toBe(400);
    t.clock.advance(MINUTE + 1000);
    expect((await resend(email, browser)).status).toBe(200);
    const mail = await t.smtp.nextMail(email, 1);
    expect((await verify(email, mail.code!, browser)).status).toBe(200);
  });

  it('counts wrong tries sent at the same moment: at most 5 are judged', async () => {
    const { email, code, browser } = await register(t);
    const wrong = await Promise.all(
      Array.from({ length: 12 }, () => verify(email, otherThan(code), browser)),
    );
    // Each refused: as a wrong code, or (past 10 tries in 15 minutes) as too many.
    expect(wrong.every((r) => r.status === 400 || r.status === 429)).toBe(true);
    const [row] = await t.db
      .select({ attempts: otpCodes.attempts })
      .from(otpCodes)
      .where(eq(otpCodes.email, email));
    expect(row!.attempts).toBeLessThanOrEqual(5);
    expect((await verify(email, code, browser)).status).not.toBe(200);
  });
});

describe('POST /api/auth/resend-otp', () => {
  it('sends a new code that voids the previous one', async () => {
    const { email, code: first, browser } = await register(t);
    t.clock.advance(MINUTE + 1000);
    const res = await resend(email, browser);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'auth.codeResent', message: RESENT });
    const mail = await t.smtp.nextMail(email, 1);
    expect(mail.subject).toBe('Your TeamUp verification code');
    if (mail.code !== first) expect((await verify(email, first, browser)).status).toBe(400);
    expect((await verify(email, mail.code!, browser)).status).toBe(200);
  });

  it('gives the same answer for unknown and verified e-mails, sending nothing', async () => {
    const { email } = await registerVerified(t);
    t.clock.advance(MINUTE + 1000);
    for (const address of [email, 'nobody-here@uni.test']) {
      const res = await resend(address);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 'auth.codeResent', message: RESENT });
    }
    await t.ctx.background.idle();
    expect(t.smtp.mailsTo(email)).toHaveLength(1);
    expect(t.smtp.mailsTo('nobody-here@uni.test')).toHaveLength(0);
  });

  it('answers a resend within the minute alike, and mails its code once the minute is over', async () => {
    const { email, browser, code } = await register(t);
    t.clock.advance(20_000);
    const res = await resend(email, browser);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'auth.codeResent', message: RESENT });
    await t.ctx.background.idle();
    expect(t.smtp.mailsTo(email)).toHaveLength(1);
    t.clock.advance(40_000);
    const mail = await t.smtp.nextMail(email, 1);
    expect(mail.code).not.toBe(code);
    expect((await verify(email, mail.code!, browser)).status).toBe(200);
  });

  it('mails at most 5 codes an hour to one address from one network', async () => {
    const { email, browser } = await register(t);
    for (let i = 0; i < 6; i++) {
      t.clock.advance(MINUTE + 1000);
      expect((await resend(email, browser)).status).toBe(200);
      await t.ctx.background.idle();
    }
    expect(t.smtp.mailsTo(email)).toHaveLength(5);
    t.clock.advance(HOUR);
    expect((await resend(email, browser)).status).toBe(200);
    const mail = await t.smtp.nextMail(email, 5);
    expect((await verify(email, mail.code!, browser)).status).toBe(200);
  });

  it('sends nothing to a pending registration made in another browser', async () => {
    const { email, browser } = await register(t);
    t.clock.advance(MINUTE + 1000);
    const res = await resend(email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'auth.codeResent', message: RESENT });
    await t.ctx.background.idle();
    expect(t.smtp.mailsTo(email)).toHaveLength(1);
    t.clock.advance(MINUTE + 1000);
    expect((await resend(email, browser)).status).toBe(200);
    await t.smtp.nextMail(email, 1);
  });

  it('answers unknown e-mails the same way, however often, so nothing reveals an account', async () => {
    const email = 'ghost@uni.test';
    expect((await resend(email)).status).toBe(200);
    expect((await resend(email)).status).toBe(200);
  });
});
