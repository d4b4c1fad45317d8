import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../../src/server/lib/clock.ts';
import { newEmail, register } from '../../support/factories.ts';
import { useTestApp } from '../../support/app.ts';
import type { HttpClient } from '../../support/http.ts';

// Two people register the same pending address: whoever controls the mailbox decides the
// account (docs/decisions/0010-pending-registrations.md).

const INVALID = 'Invalid or expired code. Check the code or request a new one.';
const OWNER = { name: 'Owner Alice', gender: 'female', major: 'CS', password: 'Alice_pass1' };
const INTRUDER = { name: 'Intruder Bob', gender: 'male', major: 'EE', password: 'Bob_pass22' };

const t = useTestApp();

const verify = (browser: HttpClient, email: string, code: string) =>
  browser.post('/api/auth/verify-otp', { email, code });
const login = (email: string, password: string, browser = t.client()) =>
  browser.post('/api/auth/login', { email, password });

/** A registers, then (a minute later, past the send limit) B registers the same address. */
async function ownerThenIntruder() {
  const email = newEmail('contested');
  const a = await register(t, { email, ...OWNER });
  t.clock.advance(MINUTE + 1000);
  const b = await register(t, { email, ...INTRUDER });
  return { email, a, b };
}

describe('a second registration of a pending address', () => {
  it('sets an HttpOnly, SameSite=Lax registration cookie and no session', async () => {
    const browser = t.client();
    const res = await browser.post('/api/auth/register', {
      email: newEmail(),
      ...OWNER,
      phone: '0551234567',
    });
    expect(res.status).toBe(200);
    expect(res.setCookies).toHaveLength(1);
    expect(res.setCookies[0]).toMatch(/^teamup_registration=[\w-]{40,};/);
    expect(res.setCookies[0]).toMatch(/HttpOnly/i);
    expect(res.setCookies[0]).toMatch(/SameSite=Lax/i);
  });

  it("A then B register; A verifies with A's code and gets A's details and password", async () => {
    const { email, a, b } = await ownerThenIntruder();
    expect((await verify(a.browser, email, a.code)).status).toBe(200);
    expect((await a.browser.get('/api/profile')).body).toMatchObject({
      email,
      name: OWNER.name,
      gender: OWNER.gender,
      major: OWNER.major,
      isVerified: true,
    });
    expect((await login(email, OWNER.password)).status).toBe(200);
    expect((await login(email, INTRUDER.password)).status).toBe(401);
    // B's registration is gone: B's browser cannot verify it any more.
    expect((await verify(b.browser, email, b.code)).status).toBe(400);
    expect((await login(email, INTRUDER.password, b.browser)).status).toBe(401);
  });

  it("says in B's mail that the code is for a new registration only", async () => {
    const { a, b } = await ownerThenIntruder();
    expect(a.mail.raw).not.toMatch(/registered on TeamUp again/);
    expect(b.mail.raw).toContain(
      'Someone registered on TeamUp again with this email address, before the earlier registration was verified.',
    );
    expect(b.mail.raw).toMatch(/This code is for that new registration only/);
    expect(b.mail.raw).toMatch(
      /If it was not you, ignore this email; the earlier registration is not changed\./,
    );
  });

  it("refuses B's code in A's browser, and A's code in B's browser", async () => {
    const { email, a, b } = await ownerThenIntruder();
    if (a.code !== b.code) {
      const res = await verify(a.browser, email, b.code);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'auth.invalidCode',
        message: INVALID,
        errors: { code: { code: 'auth.invalidCode', message: INVALID } },
      });
    }
    if (a.code !== b.code) expect((await verify(b.browser, email, a.code)).status).toBe(400);
    // A's own code still works in A's browser, for A.
    expect((await verify(a.browser, email, a.code)).status).toBe(200);
    expect((await a.browser.get('/api/profile')).body.name).toBe(OWNER.name);
  });

  it('refuses every code from a browser that holds no registration', async () => {
    const { email, a, b } = await ownerThenIntruder();
    const stranger = t.client();
    for (const code of [a.code, b.code]) {
      expect((await verify(stranger, email, code)).status).toBe(400);
    }
    expect(stranger.cookies.has('teamup_session')).toBe(false);
    // Those tries did not use up A's code.
    expect((await verify(a.browser, email, a.code)).status).toBe(200);
  });

  it('B cannot verify without the code that went to the mailbox', async () => {
    const { email, a, b } = await ownerThenIntruder();
    const guesses = ['000000', '123456', '999999'].filter((g) => g !== b.code);
    for (const guess of guesses) expect((await verify(b.browser, email, guess)).status).toBe(400);
    expect((await login(email, INTRUDER.password)).status).toBe(403);
    expect((await b.browser.get('/api/profile')).status).toBe(401);
    expect((await verify(a.browser, email, a.code)).status).toBe(200);
  });

  it("the mailbox owner may choose B's registration; A's password then does not sign in", async () => {
    const { email, a, b } = await ownerThenIntruder();
    expect((await verify(b.browser, email, b.code)).status).toBe(200);
    expect((await b.browser.get('/api/profile')).body.name).toBe(INTRUDER.name);
    expect((await verify(a.browser, email, a.code)).status).toBe(400);
    expect((await login(email, OWNER.password)).status).toBe(401);
  });

  it("B's password never signs in to A's account, before or after A verifies", async () => {
    const { email, a } = await ownerThenIntruder();
    const before = await login(email, INTRUDER.password);
    expect(before.status).toBe(403);
    expect(before.setCookies.some((c) => c.startsWith('teamup_session='))).toBe(false);
    expect((await verify(a.browser, email, a.code)).status).toBe(200);
    const after = await login(email, INTRUDER.password);
    expect(after.status).toBe(401);
    expect(after.setCookies.some((c) => c.startsWith('teamup_session='))).toBe(false);
  });

  it('B registering after A verified changes nothing and mails A a notice, not a code', async () => {
    const email = newEmail('taken');
    const a = await register(t, { email, ...OWNER });
    expect((await verify(a.browser, email, a.code)).status).toBe(200);
    t.clock.advance(MINUTE + 1000);
    const bBrowser = t.client();
    const res = await bBrowser.post('/api/auth/register', {
      email,
      ...INTRUDER,
      phone: '0551234567',
    });
    expect(res.status).toBe(200);
    expect(res.body.requiresVerification).toBe(true);
    const notice = await t.smtp.nextMail(email, 1);
    expect(notice.code).toBeNull();
    // B's password answers as for an address without an account (verify your e-mail), so that
    // registering and then signing in tells B nothing; B can never verify, nor sign in.
    const intruder = t.client();
    const asB = await login(email, INTRUDER.password, intruder);
    expect(asB.status).toBe(403);
    expect(asB.body.requiresVerification).toBe(true);
    expect((await login(email, OWNER.password)).status).toBe(200);
    expect((await verify(bBrowser, email, a.code)).status).toBe(400);
    expect((await intruder.get('/api/profile')).status).toBe(401);
    // The owner hears of it as a notice, never a code.
    t.clock.advance(MINUTE + 1000);
    await t.ctx.background.idle();
    expect(t.smtp.mailsTo(email).every((m) => m.code === null || m.code === a.code)).toBe(true);
  });

  it('two registrations at the same instant: each verifies only its own; the first to verify wins', async () => {
    const email = newEmail('race');
    const [a, b] = [t.client(), t.client()];
    const body = (who: typeof OWNER) => ({ email, ...who, phone: '0551234567' });
    const answers = await Promise.all([
      a.post('/api/auth/register', body(OWNER)),
      b.post('/api/auth/register', body(INTRUDER)),
    ]);
    // Both are answered alike. The codes go in one e-mail when the second request arrives while
    // the first is being sent, else the second with the next minute's e-mail.
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const codesIn = (text: string): string[] => text.match(/^\d{6}$/gm) ?? [];
    const codes = codesIn((await t.smtp.nextMail(email, 0)).text);
    if (codes.length < 2) {
      t.clock.advance(MINUTE);
      codes.push(...codesIn((await t.smtp.nextMail(email, 1)).text));
    }
    expect(codes).toHaveLength(2);
    const [firstCode, secondCode] = codes as [string, string];
    // Each code verifies only the registration it was made for: the first to verify wins.
    let winner = a;
    if ((await verify(a, email, firstCode)).status !== 200) {
      expect((await verify(b, email, firstCode)).status).toBe(200);
      winner = b;
    }
    const loser = winner === a ? b : a;
    expect((await verify(loser, email, secondCode)).status).toBe(400);
    const expected = winner === a ? OWNER : INTRUDER;
    expect((await winner.get('/api/profile')).body.name).toBe(expected.name);
  });

  it('two browsers verifying their own registrations at the same instant: one account', async () => {
    const { email, a, b } = await ownerThenIntruder();
    const results = await Promise.all([
      verify(a.browser, email, a.code),
      verify(b.browser, email, b.code),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0]!.status === 200 ? a : b;
    const loser = winner === a ? b : a;
    expect((await winner.browser.get('/api/profile')).status).toBe(200);
    expect((await loser.browser.get('/api/profile')).status).toBe(401);
    expect((await login(email, winner.password)).status).toBe(200);
    expect((await login(email, loser.password)).status).toBe(401);
  });

  it('the unverified sign-in binds a new browser to the registration whose password it knew', async () => {
    const { email, b } = await ownerThenIntruder();
    // A's code has expired: the sign-in sends A a new one.
    t.clock.advance(10 * MINUTE + 1000);
    const laptop = t.client();
    const res = await login(email, OWNER.password, laptop);
    expect(res.status).toBe(403);
    expect(res.body.requiresVerification).toBe(true);
    const mail = await t.smtp.nextMail(email, 2);
    expect(mail.raw).not.toMatch(/registered on TeamUp again/);
    // The new code is A's: it verifies A in the laptop, never B.
    if (mail.code !== b.code) expect((await verify(laptop, email, b.code)).status).toBe(400);
    expect((await verify(b.browser, email, mail.code!)).status).toBe(400);
    expect((await verify(laptop, email, mail.code!)).status).toBe(200);
    expect((await laptop.get('/api/profile')).body).toMatchObject({
      name: OWNER.name,
      major: 'CS',
    });
  });

  it("resending from A's browser sends a new code for A only", async () => {
    const { email, a, b } = await ownerThenIntruder();
    t.clock.advance(MINUTE + 1000);
    expect((await a.browser.post('/api/auth/resend-otp', { email })).status).toBe(200);
    const mail = await t.smtp.nextMail(email, 2);
    if (mail.code !== b.code) expect((await verify(a.browser, email, b.code)).status).toBe(400);
    expect((await verify(b.browser, email, mail.code!)).status).toBe(400);
    expect((await verify(a.browser, email, mail.code!)).status).toBe(200);
    expect((await a.browser.get('/api/profile')).body.name).toBe(OWNER.name);
  });
});
