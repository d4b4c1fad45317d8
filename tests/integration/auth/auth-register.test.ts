import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../../src/server/lib/clock.ts';
import {
  PASSWORD,
  newEmail,
  register,
  registerVerified,
  registration,
} from '../../support/factories.ts';
import { useTestApp } from '../../support/app.ts';

// POST /api/auth/register: validation messages, domains, re-registration (docs/rules/accounts.md).

const t = useTestApp({ env: { ADMIN_EMAILS: 'Head@Uni.test' } });

describe('POST /api/auth/register', () => {
  it('answers requiresVerification and e-mails a 6-digit code in plain text', async () => {
    const body = registration();
    const res = await t.client().post('/api/auth/register', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'auth.registered',
      params: { email: body.email },
      message: expect.any(String),
      requiresVerification: true,
    });
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
    expect(client.cookies.has('teamup_session')).toBe(false);
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
      email: { code: 'validation.email', message: 'Valid email is required' },
      password: {
        code: 'validation.passwordUpper',
        message: 'Password must contain at least one uppercase letter',
      },
      name: { code: 'validation.name', message: 'Name is required' },
      gender: { code: 'validation.gender', message: 'Gender is required' },
      phone: {
        code: 'validation.phoneFormat',
        message: 'Phone number must be 10 digits starting with 05',
      },
      major: { code: 'validation.major', message: 'Major is required' },
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
    expect(res.body.errors.password.message).toBe(message);
  });

  it('refuses fields the form does not have', async () => {
    const res = await t.client().post('/api/auth/register', registration({ isAdmin: true }));
    expect(res.status).toBe(400);
  });

  it('answers an e-mail that has an account exactly like a new one, and tells the owner', async () => {
    const { email } = await registerVerified(t);
    t.clock.advance(MINUTE + 1000);
    const fresh = registration();
    const asNew = await t.client().post('/api/auth/register', fresh);
    const taken = await t
      .client()
      .post('/api/auth/register', registration({ email: email.toUpperCase() }));
    expect(taken.status).toBe(asNew.status);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({
      code: 'auth.registered',
      params: { email },
      message: `Registration successful. We sent a 6-digit verification code to ${email}.`,
      requiresVerification: true,
    });
    expect(asNew.body).toEqual({
      code: 'auth.registered',
      params: { email: fresh.email },
      message: `Registration successful. We sent a 6-digit verification code to ${fresh.email}.`,
      requiresVerification: true,
    });
    expect(taken.setCookies.map((c) => c.split('=')[0])).toEqual(
      asNew.setCookies.map((c) => c.split('=')[0]),
    );
    // The owner gets a notice in plain words, with no code in it.
    const notice = await t.smtp.nextMail(email, 1);
    expect(notice.subject).toBe('Someone tried to register with your TeamUp email');
    expect(notice.code).toBeNull();
    expect(notice.raw).toContain(
      'Someone just tried to create a new TeamUp account with this email address.',
    );
    expect(notice.raw).toMatch(/sign in with your password/);
    expect(notice.raw).toMatch(/"Forgot password"/);
    // Nothing about the account changed: the owner's password still signs in.
    const owner = await t.client().post('/api/auth/login', { email, password: PASSWORD });
    expect(owner.status).toBe(200);
  });

  it('mails the notice within the pace of the mailbox, like a code', async () => {
    const { email } = await registerVerified(t);
    const sent = t.smtp.mailsTo(email).length;
    t.clock.advance(MINUTE + 1000);
    expect((await t.client().post('/api/auth/register', registration({ email }))).status).toBe(200);
    const notice = await t.smtp.nextMail(email, sent);
    expect(notice.subject).toBe('Someone tried to register with your TeamUp email');
    // Within the minute: the same answer, and the notice waits for the minute to pass.
    expect((await t.client().post('/api/auth/register', registration({ email }))).status).toBe(200);
    await t.ctx.background.idle();
    expect(t.smtp.mailsTo(email)).toHaveLength(sent + 1);
  });

  it('registering again in the same browser before verifying starts a new registration', async () => {
    const browser = t.client();
    const first = await register(t, { name: 'First Name', password: 'First_pass1' }, browser);
    t.clock.advance(MINUTE + 1000);
    const second = await register(
      t,
      {
        email: first.email,
        name: 'Second Name',
        gender: 'male',
        major: 'EE',
        password: 'Second_pass2',
      },
      browser,
    );
    expect(second.mail.raw).toMatch(/Someone registered on TeamUp again with this email address/);
    expect(second.mail.raw).toMatch(/This code is for that new registration only/);
    // The browser now holds the second registration: the first code does not verify it.
    const old = await browser.post('/api/auth/verify-otp', {
      email: first.email,
      code: first.code,
    });
    if (first.code !== second.code) expect(old.status).toBe(400);
    const ok = await browser.post('/api/auth/verify-otp', {
      email: first.email,
      code: second.code,
    });
    expect(ok.status).toBe(200);
    expect((await browser.get('/api/profile')).body).toMatchObject({
      name: 'Second Name',
      gender: 'male',
      major: 'EE',
    });
    const login = (password: string) =>
      t.client().post('/api/auth/login', { email: first.email, password });
    expect((await login('First_pass1')).status).toBe(401);
    expect((await login('Second_pass2')).status).toBe(200);
  });

  it('answers a second registration within a minute alike, changing nothing of the first', async () => {
    const first = await register(t, { name: 'Kept Name' });
    const res = await t.client().post('/api/auth/register', registration({ email: first.email }));
    expect(res.status).toBe(200);
    await t.ctx.background.idle();
    expect(t.smtp.mailsTo(first.email)).toHaveLength(1);
    const client = first.browser;
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
  const uni = useTestApp({ env: { ALLOWED_EMAIL_DOMAINS: 'uni.test, @Staff.Uni.test' } });

  it('refuses other domains with a message on the email field, sending nothing', async () => {
    const email = 'someone@gmail.com';
    const res = await uni.client().post('/api/auth/register', registration({ email }));
    expect(res.status).toBe(400);
    const message = 'Registration is only open to @uni.test or @staff.uni.test email addresses';
    const said = {
      code: 'auth.domainNotAllowed',
      params: { domains: '@uni.test or @staff.uni.test' },
    };
    expect(res.body).toEqual({ ...said, message, errors: { email: { ...said, message } } });
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
  const down = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });

  it('answers as usual, keeps the registration, and a sign-in later asks for a new code', async () => {
    const body = registration();
    const res = await down.client().post('/api/auth/register', body);
    expect(res.status).toBe(200);
    expect(res.body.requiresVerification).toBe(true);
    await down.ctx.background.idle();
    // The code that could not be sent was voided; the registration waits to be verified.
    const login = await down
      .client()
      .post('/api/auth/login', { email: body.email, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.requiresVerification).toBe(true);
    await down.ctx.background.idle();
  });
});
