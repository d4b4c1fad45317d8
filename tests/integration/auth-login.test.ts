import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../src/server/lib/clock.ts';
import { newEmail, register, registerVerified } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

// Issue 2, "login": one 401 for a wrong e-mail or password, 403 with a fresh code when
// unverified, 429 after more than 10 failures for an account in 15 minutes whatever the IP.

const INVALID = { message: 'Invalid email or password' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, client = t.client()) =>
  client.post('/api/auth/login', { email, password });

describe('POST /api/auth/login', () => {
  it('signs in with the right password, in any letter case of the e-mail', async () => {
    const { email, password } = await registerVerified(t);
    const client = t.client();
    const res = await login(email.toUpperCase(), password, client);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Login successful' });
    expect((await client.get('/api/profile')).body.email).toBe(email);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerVerified(t);
    const wrongPassword = await login(email, 'Wrong_pass1');
    const unknownEmail = await login(newEmail('nobody'), 'Wrong_pass1');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(INVALID);
    expect(unknownEmail.body).toEqual(INVALID);
    expect(wrongPassword.setCookies).toEqual([]);
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const { email } = await registerVerified(t);
    const median = async (make: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await make();
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    const known = await median(() => login(email, 'Wrong_pass1'));
    const unknown = await median(() => login(newEmail('nobody'), 'Wrong_pass1'));
    // Without the dummy hash an unknown e-mail answers many times faster.
    expect(unknown).toBeGreaterThan(known / 3);
  });

  it("gives the spec's messages for a bad e-mail and a short password", async () => {
    const res = await t.client().post('/api/auth/login', { email: 'nope', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Valid email is required',
      password: 'Password must be at least 6 characters',
    });
  });

  it('answers 403 requiresVerification for an unverified account and sends a fresh code', async () => {
    const { email, password, code: first } = await register(t);
    // Within a minute of the registration mail no new code is sent, silently.
    const soon = await login(email, password);
    expect(soon.status).toBe(403);
    expect(soon.body).toEqual({
      message: 'Please verify your email to continue. Check your inbox for the verification code.',
      requiresVerification: true,
    });
    expect(t.smtp.mailsTo(email)).toHaveLength(1);
    t.clock.advance(MINUTE + 1000);
    const client = t.client();
    const later = await login(email, password, client);
    expect(later.status).toBe(403);
    expect(later.setCookies).toEqual([]);
    const mail = await t.smtp.nextMail(email, 1);
    expect(mail.subject).toBe('Your TeamUp verification code');
    if (mail.code !== first) {
      expect((await client.post('/api/auth/verify-otp', { email, code: first })).status).toBe(400);
    }
    expect((await client.post('/api/auth/verify-otp', { email, code: mail.code })).status).toBe(
      200,
    );
    expect((await login(email, password)).status).toBe(200);
  });

  it('answers an unverified account with a wrong password like any other wrong password', async () => {
    const { email } = await register(t);
    const res = await login(email, 'Wrong_pass1');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
  });
});

describe('failed logins for one account', () => {
  it('after 10 failures in 15 minutes, refuse even the right password from any IP', async () => {
    const { email, password } = await registerVerified(t);
    for (let i = 0; i < 10; i++) {
      const res = await t
        .client({ 'x-forwarded-for': `10.0.0.${i + 1}` })
        .post('/api/auth/login', { email, password: 'Wrong_pass1' });
      expect(res.status).toBe(401);
    }
    const locked = await t
      .client({ 'x-forwarded-for': '192.168.7.7' })
      .post('/api/auth/login', { email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(
      /^Too many failed sign-in attempts for this account\. Please try again in \d+ (seconds|minutes)\.$/,
    );
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // Another account is not affected.
    const other = await registerVerified(t);
    expect((await login(other.email, other.password)).status).toBe(200);
    t.clock.advance(wait * 1000);
    expect((await login(email, password)).status).toBe(200);
  });

  it('counts failures sent at the same moment', async () => {
    const { email, password } = await registerVerified(t);
    const results = await Promise.all(
      Array.from({ length: 14 }, () => login(email, 'Wrong_pass1')),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
    expect((await login(email, password)).status).toBe(429);
  });

  it('forgets the failures after a successful login', async () => {
    const { email, password } = await registerVerified(t);
    for (let i = 0; i < 9; i++) await login(email, 'Wrong_pass1');
    expect((await login(email, password)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(email, 'Wrong_pass1')).status).toBe(401);
    expect((await login(email, password)).status).toBe(200);
  });

  it('answers an unknown e-mail the same way, so the limit reveals no account', async () => {
    const email = newEmail('ghost');
    for (let i = 0; i < 10; i++) expect((await login(email, 'Wrong_pass1')).status).toBe(401);
    expect((await login(email, 'Wrong_pass1')).status).toBe(429);
  });
});
