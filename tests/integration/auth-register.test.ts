import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../src/server/lib/clock.ts';
import {
  PASSWORD,
  newEmail,
  register,
  registerVerified,
  registration,
} from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

// Issue 2, "Accounts": POST /api/auth/register (spec sections 5 and 7).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_EMAILS: 'Head@Uni.test' } });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/auth/register', () => {
  it('answers requiresVerification and e-mails a 6-digit code in plain text', async () => {
    const body = registration();
    const res = await t.client().post('/api/auth/register', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.any(String), requiresVerification: true });
    expect(res.body.message).toContain(body.email);
    const mail = await t.smtp.nextMail(body.email, 0);
    expect(mail.subject).toBe('Your TeamUp verification code');
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/im);
    // The code stands on its own line.
    expect(mail.raw).toMatch(new RegExp(`^${mail.code}\\r?$`, 'm'));
  });

  it('does not sign in before the e-mail is verified', async () => {
    const client = t.client();
    await client.post('/api/auth/register', registration());
    expect(client.cookies.size).toBe(0);
    expect((await client.get('/api/profile')).status).toBe(401);
  });

  it('accepts a registration without bio and skills', async () => {
    const { bio: _bio, skills: _skills, ...body } = registration();
    const res = await t.client().post('/api/auth/register', body);
    expect(res.status).toBe(200);
  });

  it("gives each field the spec's message", async () => {
    const res = await t.client().post('/api/auth/register', {
      email: 'not-an-email',
      password: 'password',
      name: ' ',
      gender: 'other',
      phone: '0612345678',
      major: 'ASTRO',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Valid email is required',
      password: 'Password must contain at least one uppercase letter',
      name: 'Name is required',
      gender: 'Gender is required',
      phone: 'Phone number must be 10 digits starting with 05',
      major: 'Major is required',
    });
  });

  it.each([
    ['Passw0rd', 'Password must contain at least one special character (@, #, or _)'],
    ['PASSW0RD_', 'Password must contain at least one lowercase letter'],
    ['Password_', 'Password must contain at least one number'],
    ['Passw0rd!_', 'Password can only contain English letters, numbers, and @#_ characters'],
    ['Pa0_', 'Password must be at least 6 characters'],
  ])('refuses the password %s', async (password, message) => {
    const res = await t.client().post('/api/auth/register', registration({ password }));
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toBe(message);
  });

  it('refuses fields the form does not have', async () => {
    const res = await t.client().post('/api/auth/register', registration({ isAdmin: true }));
    expect(res.status).toBe(400);
  });

  it('answers 409 for an e-mail already registered and verified, in any letter case', async () => {
    const { email } = await registerVerified(t);
    const res = await t
      .client()
      .post('/api/auth/register', registration({ email: email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(t.smtp.mailsTo(email)).toHaveLength(1);
  });

  it('registering again before verifying replaces every detail and sends a new code', async () => {
    const first = await register(t, { name: 'First Name', password: 'First_pass1' });
    t.clock.advance(MINUTE + 1000);
    const second = await register(t, {
      email: first.email,
      name: 'Second Name',
      gender: 'male',
      major: 'EE',
      password: 'Second_pass2',
    });
    expect(second.code).toBeTruthy();
    // The first code no longer works; the new one does, for the new details.
    const client = t.client();
    const old = await client.post('/api/auth/verify-otp', { email: first.email, code: first.code });
    if (first.code !== second.code) expect(old.status).toBe(400);
    const ok = await client.post('/api/auth/verify-otp', { email: first.email, code: second.code });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/profile')).body).toMatchObject({
      name: 'Second Name',
      gender: 'male',
      major: 'EE',
    });
    const login = (password: string) =>
      t.client().post('/api/auth/login', { email: first.email, password });
    expect((await login('First_pass1')).status).toBe(401);
    expect((await login('Second_pass2')).status).toBe(200);
  });

  it('answers 429 when registering again within a minute, changing nothing', async () => {
    const first = await register(t, { name: 'Kept Name' });
    const res = await t.client().post('/api/auth/register', registration({ email: first.email }));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(t.smtp.mailsTo(first.email)).toHaveLength(1);
    const client = t.client();
    await client.post('/api/auth/verify-otp', { email: first.email, code: first.code });
    expect((await client.get('/api/profile')).body.name).toBe('Kept Name');
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed e-mail an admin once verified, and nobody else', async () => {
    const head = await registerVerified(t, { email: 'head@uni.test' });
    expect((await head.client.get('/api/profile')).body.isAdmin).toBe(true);
    const other = await registerVerified(t);
    expect((await other.client.get('/api/profile')).body.isAdmin).toBe(false);
  });
});

describe('ALLOWED_EMAIL_DOMAINS', () => {
  let uni: TestApp;
  beforeAll(async () => {
    uni = await startTestApp({ env: { ALLOWED_EMAIL_DOMAINS: 'uni.test, @Staff.Uni.test' } });
  });
  afterAll(async () => {
    await uni?.close();
  });

  it('refuses other domains with a message on the email field, sending nothing', async () => {
    const email = 'someone@gmail.com';
    const res = await uni.client().post('/api/auth/register', registration({ email }));
    expect(res.status).toBe(400);
    const message = 'Registration is only open to @uni.test or @staff.uni.test email addresses';
    expect(res.body).toEqual({ message, errors: { email: message } });
    expect(uni.smtp.mailsTo(email)).toHaveLength(0);
  });

  it('refuses look-alike domains', async () => {
    for (const email of ['a@evil-uni.test', 'a@uni.test.evil.com', 'a@sub.uni.test']) {
      const res = await uni.client().post('/api/auth/register', registration({ email }));
      expect(res.status).toBe(400);
    }
  });

  it('accepts every listed domain, in any letter case', async () => {
    for (const email of [newEmail(), `x-${Date.now()}@STAFF.uni.test`]) {
      const res = await uni.client().post('/api/auth/register', registration({ email }));
      expect(res.status).toBe(200);
    }
  });
});

describe('when the mail server is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await startTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('answers 503 with a clear message and no internals, and lets the user retry at once', async () => {
    const body = registration();
    for (let i = 0; i < 2; i++) {
      const res = await down.client().post('/api/auth/register', body);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        message: 'We could not send the email right now. Please try again in a few minutes.',
      });
    }
    const resend = await down.client().post('/api/auth/resend-otp', { email: body.email });
    expect(resend.status).toBe(503);
    // The pending account leads to verification, not to a 500.
    const login = await down
      .client()
      .post('/api/auth/login', { email: body.email, password: PASSWORD });
    expect(login.status).toBe(403);
  });
});
