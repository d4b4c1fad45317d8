import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../../src/server/lib/clock.ts';
import { newEmail, register, registerVerified, WRONG_PASSWORD } from '../../support/factories.ts';
import { useTestApp } from '../../support/app.ts';

// Login: one 401 for a wrong e-mail or password, 403 with a fresh code when
// unverified, 429 after more than 10 failures for an account from one address in 15 minutes.

const INVALID = { code: 'auth.invalidLogin', message: 'Invalid email or password' };

const t = useTestApp();

const login = (email: string, password: string, client = t.client()) =>
  client.post('/api/auth/login', { email, password });

describe('POST /api/auth/login', () => {
  it('signs in with the right password, in any letter case of the e-mail', async () => {
    const { email, password } = await registerVerified(t);
    const client = t.client();
    const res = await login(email.toUpperCase(), password, client);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'auth.loggedIn', message: 'Login successful' });
    expect((await client.get('/api/profile')).body.email).toBe(email);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await registerVerified(t);
    const wrongPassword = await login(email, WRONG_PASSWORD);
    const unknownEmail = await login(newEmail('nobody'), WRONG_PASSWORD);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(INVALID);
    expect(unknownEmail.body).toEqual(INVALID);
    expect(wrongPassword.setCookies).toEqual([]);
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const { email } = await registerVerified(t);
    // Interleaved, so that a busy moment of the machine weighs on both alike.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    const time = async (make: () => Promise<unknown>, into: number[]) => {
      const start = performance.now();
      await make();
      into.push(performance.now() - start);
    };
    for (let i = 0; i < 9; i++) {
      await time(() => login(email, WRONG_PASSWORD), knownTimes);
      await time(() => login(newEmail('nobody'), WRONG_PASSWORD), unknownTimes);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[4]!;
    const known = median(knownTimes);
    const unknown = median(unknownTimes);
    // Without the dummy hash an unknown e-mail answers many times faster.
    expect(unknown).toBeGreaterThan(known / 3);
  });

  it("gives the spec's messages for a bad e-mail and a short password", async () => {
    const res = await t.client().post('/api/auth/login', { email: 'nope', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: { code: 'validation.email', message: 'Valid email is required' },
      password: {
        code: 'validation.passwordMin',
        message: 'Password must be at least 6 characters',
      },
    });
  });

  it('answers 403 requiresVerification for an unverified account and sends a code once the last expired', async () => {
    const { email, password, code: first } = await register(t);
    // While the registration's code is live, no new one is sent: that one works here too.
    const soon = await login(email, password);
    expect(soon.status).toBe(403);
    expect(soon.body).toEqual({
      code: 'auth.unverified',
      message: 'Please verify your email to continue. Check your inbox for the verification code.',
      requiresVerification: true,
    });
    await t.ctx.background.idle();
    expect(t.smtp.mailsTo(email)).toHaveLength(1);
    t.clock.advance(10 * MINUTE + 1000);
    const client = t.client();
    const later = await login(email, password, client);
    expect(later.status).toBe(403);
    // No session; the browser is bound to the registration whose password it knew.
    expect(later.setCookies).toHaveLength(1);
    expect(later.setCookies[0]).toMatch(/^teamup_registration=[^;]+;/);
    expect(later.setCookies[0]).toMatch(/HttpOnly/i);
    expect(later.setCookies[0]).toMatch(/SameSite=Lax/i);
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
    const res = await login(email, WRONG_PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID);
  });
});

describe('failed logins for one account', () => {
  // Other addresses are not held: auth-login-throttling.test.ts.
  it('after 10 failures in 15 minutes from one address, refuse even the right password there', async () => {
    const { email, password } = await registerVerified(t);
    for (let i = 0; i < 10; i++) {
      const res = await t.client().post('/api/auth/login', { email, password: WRONG_PASSWORD });
      expect(res.status).toBe(401);
    }
    const locked = await t.client().post('/api/auth/login', { email, password });
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
      Array.from({ length: 14 }, () => login(email, WRONG_PASSWORD)),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
    expect((await login(email, password)).status).toBe(429);
  });

  it('forgets the failures after a successful login', async () => {
    const { email, password } = await registerVerified(t);
    for (let i = 0; i < 9; i++) await login(email, WRONG_PASSWORD);
    expect((await login(email, password)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(email, WRONG_PASSWORD)).status).toBe(401);
    expect((await login(email, password)).status).toBe(200);
  });

  it('answers an unknown e-mail the same way, so the limit reveals no account', async () => {
    const email = newEmail('ghost');
    for (let i = 0; i < 10; i++) expect((await login(email, WRONG_PASSWORD)).status).toBe(401);
    expect((await login(email, WRONG_PASSWORD)).status).toBe(429);
  });
});
