import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { otpCodes } from '../../../src/server/db/schema.ts';
import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../../src/server/lib/clock.ts';
import {
  createUser,
  newEmail,
  register,
  registerVerified,
  registration,
} from '../../support/factories.ts';
import { useTestApp } from '../../support/app.ts';
import type { HttpClient } from '../../support/http.ts';

// A stranger who knows a student's address (university addresses are predictable) can neither
// keep them from registering, nor void or hold back their reset code, nor learn from an answer
// whether the address has an account or was just sent a code (docs/rules/accounts.md).

const INVALID = 'Invalid or expired code. Check the code or request a new one.';

// The server's own time for each answer (its one 'request' log line): the client here
// shares the server's process, so its clock would also count the work done after the answer.
const responseTimes: number[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
      const line = JSON.parse(text) as { msg?: string; durationMs?: number };
      if (line.msg === 'request') responseTimes.push(line.durationMs!);
    }
    callback();
  },
});

// Each browser on its own network address, as on a campus with phones on mobile data; a mail
// server that takes 100 ms to accept a message, as a real one across the network does.
const SMTP_MS = 100;
const t = useTestApp({ env: { TRUST_PROXY: 'true' }, logStream, smtpAnswerDelayMs: SMTP_MS });
let lastOctet = 0;
const elsewhere = () => t.client({ 'x-forwarded-for': `198.51.100.${++lastOctet % 250}` });
const settled = () => t.ctx.background.idle();
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a stranger registering a student’s address first', () => {
  it('does not stop the owner registering and verifying with their own code within a minute', async () => {
    const email = newEmail('owner');
    const stranger = await register(t, { email, name: 'Stranger' }, elsewhere());
    const owner = elsewhere();
    const res = await owner.post('/api/auth/register', registration({ email, name: 'Owner' }));
    expect(res.status).toBe(200);
    expect(res.body.requiresVerification).toBe(true);
    await settled();
    // The mailbox got the stranger's code at once; the owner's comes once that minute is over.
    expect(t.smtp.mailsTo(email)).toHaveLength(1);
    t.clock.advance(MINUTE);
    const mail = await t.smtp.nextMail(email, 1);
    expect(mail.code).not.toBe(stranger.code);
    expect((await owner.post('/api/auth/verify-otp', { email, code: stranger.code })).status).toBe(
      400,
    );
    const verified = await owner.post('/api/auth/verify-otp', { email, code: mail.code });
    expect(verified.status).toBe(200);
    expect((await owner.get('/api/profile')).body.name).toBe('Owner');
  });

  it('answers the owner exactly as a fresh address, whatever was sent to it a moment ago', async () => {
    const email = newEmail('owner');
    await register(t, { email }, elsewhere());
    const again = await elsewhere().post('/api/auth/register', registration({ email }));
    const fresh = await elsewhere().post('/api/auth/register', registration());
    expect(again.status).toBe(200);
    expect(fresh.status).toBe(200);
    const shape = (body: Record<string, unknown>) => ({ ...body, message: '', params: {} });
    expect(shape(again.body)).toEqual(shape(fresh.body));
    expect(again.setCookies.map((c) => c.split('=')[0])).toEqual(
      fresh.setCookies.map((c) => c.split('=')[0]),
    );
    expect((await elsewhere().post('/api/auth/resend-otp', { email })).status).toBe(200);
    expect((await elsewhere().post('/api/auth/forgot-password', { email })).status).toBe(200);
  });

  it('owner still gets a code however often one stranger registers the address in the hour', async () => {
    const email = newEmail('owner');
    const stranger = elsewhere();
    for (let i = 0; i < 8; i++) {
      await stranger.post('/api/auth/register', registration({ email }));
      await settled();
      t.clock.advance(MINUTE);
    }
    const owner = elsewhere();
    const before = t.smtp.mailsTo(email).length;
    await owner.post('/api/auth/register', registration({ email, name: 'Owner' }));
    await settled();
    t.clock.advance(MINUTE);
    const mail = await t.smtp.nextMail(email, before);
    expect((await owner.post('/api/auth/verify-otp', { email, code: mail.code })).status).toBe(200);
    // One stranger's address got at most 5 of its e-mails through in the hour.
    expect(before).toBeLessThanOrEqual(5);
  });

  it('a mailbox receives at most 12 e-mails an hour, whoever asks', async () => {
    const email = newEmail('bombed');
    for (let i = 0; i < 20; i++) {
      await elsewhere().post('/api/auth/register', registration({ email }));
      await settled();
      t.clock.advance(MINUTE);
    }
    expect(t.smtp.mailsTo(email)).toHaveLength(12);
  });

  it('sends what is asked within a minute of the last e-mail together, in one e-mail', async () => {
    const email = newEmail('twice');
    await register(t, { email }, elsewhere());
    await elsewhere().post('/api/auth/register', registration({ email }));
    await elsewhere().post('/api/auth/register', registration({ email }));
    await settled();
    expect(t.smtp.mailsTo(email)).toHaveLength(1);
    t.clock.advance(MINUTE);
    const mail = await t.smtp.nextMail(email, 1);
    expect(mail.text).toMatch(/Several requests were made for this email address within a minute/);
    expect(mail.text.match(/^\d{6}$/gm)).toHaveLength(2);
    await settled();
    expect(t.smtp.mailsTo(email)).toHaveLength(2);
  });
});

describe('a stranger guessing at a student’s reset code', () => {
  async function ownerAsked() {
    const account = await registerVerified(t);
    const owner = elsewhere();
    await owner.post('/api/auth/forgot-password', { email: account.email });
    const mail = await t.smtp.nextMail(account.email, 1);
    return { ...account, owner, code: mail.code! };
  }
  const reset = (browser: HttpClient, email: string, code: string) =>
    browser.post('/api/auth/reset-password', { email, code, newPassword: 'N3w_secret' });

  it('never voids the owner’s code, from any browser', async () => {
    const { email, owner, code } = await ownerAsked();
    const stranger = elsewhere();
    const asking = elsewhere();
    await asking.post('/api/auth/forgot-password', { email });
    for (let i = 0; i < 12; i++) {
      const res = await reset(i % 2 ? stranger : asking, email, otherThan(code));
      expect([400, 429]).toContain(res.status);
    }
    // The owner's own code still works, at once.
    expect((await reset(owner, email, code)).status).toBe(200);
  });

  it('refuses the right code typed in another browser than the one that asked', async () => {
    const { email, code, owner } = await ownerAsked();
    const other = await reset(elsewhere(), email, code);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(INVALID);
    expect((await reset(owner, email, code)).status).toBe(200);
  });

  it('bounds guessing: 5 wrong tries void a code, 10 in 15 minutes hold the browser', async () => {
    const { email, code, owner } = await ownerAsked();
    for (let i = 0; i < 5; i++) {
      expect((await reset(owner, email, otherThan(code))).status).toBe(400);
    }
    expect((await reset(owner, email, code)).status).toBe(400);
    for (let i = 0; i < 4; i++) await reset(owner, email, otherThan(code));
    const held = await reset(owner, email, code);
    expect(held.status).toBe(429);
    expect(held.body.code).toBe('auth.codeTriesLocked');
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('a registration on a laptop and a sign-in on a phone', () => {
  it('leaves the laptop able to verify', async () => {
    const laptop = elsewhere();
    const account = await register(t, {}, laptop);
    const phone = elsewhere();
    const signIn = await phone.post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(403);
    const verified = await laptop.post('/api/auth/verify-otp', {
      email: account.email,
      code: account.code,
    });
    expect(verified.status).toBe(200);
    expect((await laptop.get('/api/profile')).status).toBe(200);
  });

  it('lets the phone verify too, with the same code', async () => {
    const account = await register(t, {}, elsewhere());
    const phone = elsewhere();
    await phone.post('/api/auth/login', { email: account.email, password: account.password });
    const verified = await phone.post('/api/auth/verify-otp', {
      email: account.email,
      code: account.code,
    });
    expect(verified.status).toBe(200);
  });
});

/** The server's answer time of one call, in ms. */
async function answerMs(run: () => Promise<unknown>) {
  await run();
  return responseTimes.at(-1)!;
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

describe('answer times', () => {
  // Ratio of the medians of known and unknown addresses, measured interleaved in one run. An
  // answer that waited for the e-mail would take SMTP_MS more for a known address, against a few
  // milliseconds: 20 times as long. Within 2.5 times either way is the same time on a noisy
  // machine, and far from that.
  const RATIO = 2.5;
  it('do not tell which addresses have an account', { timeout: 60_000 }, async () => {
    // A new account and a new unknown address each time: no mail waits for its minute meanwhile.
    const TRIES = 30;
    // The mail capture runs in this process too: its work on the last e-mail ends first.
    const between = async () => {
      await settled();
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const calls: Array<[string, (email: string) => Promise<unknown>]> = [
      ['forgot', (email) => elsewhere().post('/api/auth/forgot-password', { email })],
      ['resend', (email) => elsewhere().post('/api/auth/resend-otp', { email })],
      [
        'reset',
        (email) =>
          elsewhere().post('/api/auth/reset-password', {
            email,
            code: '123456',
            newPassword: 'N3w_secret',
          }),
      ],
      ['register', (email) => elsewhere().post('/api/auth/register', registration({ email }))],
    ];
    for (const [name, call] of calls) {
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < TRIES; i++) {
        const known = await createUser(t);
        // Interleaved, each first half the time, so the machine's moments weigh on both alike.
        const pair = [
          async () => a.push(await answerMs(() => call(known.email))),
          async () => b.push(await answerMs(() => call(newEmail('nobody')))),
        ];
        for (const measure of i % 2 ? pair : pair.reverse()) {
          await measure();
          await between();
        }
      }
      const said = `${name}: known ${median(a).toFixed(2)} ms, unknown ${median(b).toFixed(2)} ms`;
      expect(median(a) / median(b), said).toBeLessThan(RATIO);
      expect(median(a) / median(b), said).toBeGreaterThan(1 / RATIO);
    }
  });
});

describe('a stranger making codes to guess at', () => {
  it('gets no reset code that was not mailed, however often they ask', async () => {
    const { email } = await registerVerified(t);
    const campus = `203.0.113.${++lastOctet % 250}`;
    for (let i = 0; i < 20; i++) {
      const fresh = t.client({ 'x-forwarded-for': campus });
      expect((await fresh.post('/api/auth/forgot-password', { email })).status).toBe(200);
      await settled();
    }
    // One address gets 5 requests an hour mailed; each mailed code is the only kind there is.
    const codes = await t.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, 'reset')));
    expect(codes.length).toBeLessThanOrEqual(5);
    const mailed = t.smtp.mailsTo(email).flatMap((m) => m.text.match(/^\d{6}$/gm) ?? []);
    expect(codes.length).toBe(mailed.length - 1); // less the verification code
  });

  it('cannot loop sign-in and verify to guess at a registration of the address', async () => {
    const email = newEmail('victim');
    const stranger = elsewhere();
    const body = registration({ email });
    await stranger.post('/api/auth/register', body);
    await settled();
    const statuses: number[] = [];
    for (let loop = 0; loop < 4; loop++) {
      statuses.push(
        (await stranger.post('/api/auth/login', { email, password: body.password })).status,
      );
      await settled();
      for (let i = 0; i < 5; i++) {
        const res = await stranger.post('/api/auth/verify-otp', { email, code: '000000' });
        statuses.push(res.status);
      }
    }
    // Held after 10 wrong codes in 15 minutes, whatever new codes the sign-ins asked for.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(10);
  });

  it('registering and then signing in tells nothing of an account', async () => {
    const account = await registerVerified(t);
    const unknown = newEmail('nobody');
    const answers = [];
    for (const email of [account.email, unknown]) {
      const stranger = elsewhere();
      const body = registration({ email, password: 'Str4nger_pw' });
      await stranger.post('/api/auth/register', body);
      await settled();
      const res = await stranger.post('/api/auth/login', { email, password: body.password });
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(403);
  });

  it('from three addresses, only delays the owner’s code: it is mailed once the hour allows', async () => {
    const email = newEmail('owner');
    for (let ip = 0; ip < 3; ip++) {
      const stranger = elsewhere();
      for (let i = 0; i < 4; i++) {
        await stranger.post('/api/auth/register', registration({ email }));
        await settled();
        t.clock.advance(MINUTE);
      }
    }
    const owner = elsewhere();
    await owner.post('/api/auth/register', registration({ email, name: 'Owner' }));
    await settled();
    const before = t.smtp.mailsTo(email).length;
    expect(before).toBeLessThanOrEqual(12);
    t.clock.advance(60 * MINUTE);
    const mail = await t.smtp.nextMail(email, before, 5000);
    const codes = mail.text.match(/^\d{6}$/gm) ?? [];
    const verified = [];
    for (const code of codes) {
      verified.push((await owner.post('/api/auth/verify-otp', { email, code })).status);
    }
    expect(verified).toContain(200);
    expect((await owner.get('/api/profile')).body.name).toBe('Owner');
  });
});
