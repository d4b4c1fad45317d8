import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../../src/server/lib/clock.ts';
import { newEmail, PASSWORD, registration, WRONG_PASSWORD } from '../../support/factories.ts';
import { useTestApp } from '../../support/app.ts';

// The default per-IP limits let a lecture hall behind one campus NAT address register, verify
// and sign in within an hour, while one mailbox still cannot be bombed (README, "Configuration").

const CAMPUS_IP = '203.0.113.7';
const STUDENTS = 300;

const t = useTestApp({
  // Every limit keeps its default: the hall's hour is packed into seconds, and even so the
  // signed-out per-minute ceiling holds the whole hall.
  env: { TRUST_PROXY: 'true' },
});

const fromCampus = () => t.client({ 'x-forwarded-for': CAMPUS_IP });

/** Runs `work` for 0..count-1, a few at a time. */
async function inLanes(count: number, lanes: number, work: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

describe('a lecture hall behind one address', () => {
  it(`lets ${STUDENTS} students register, verify and sign in without a 429`, async () => {
    const statuses = new Map<string, number>();
    const count = (step: string, status: number) => {
      const key = `${step} ${status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    };
    await inLanes(STUDENTS, 6, async (i) => {
      const browser = fromCampus();
      const body = registration({ email: newEmail(`hall${i}`) });
      count('register', (await browser.post('/api/auth/register', body)).status);
      const code = (await t.smtp.nextMail(body.email, 0)).code!;
      const verify = await browser.post('/api/auth/verify-otp', { email: body.email, code });
      count('verify', verify.status);
      // A few students mistype their password once before signing in again.
      const laptop = fromCampus();
      if (i % 3 === 0) {
        const typo = { email: body.email, password: WRONG_PASSWORD };
        count('typo', (await laptop.post('/api/auth/login', typo)).status);
      }
      const login = { email: body.email, password: PASSWORD };
      count('login', (await laptop.post('/api/auth/login', login)).status);
    });
    expect(Object.fromEntries(statuses)).toEqual({
      'register 200': STUDENTS,
      'verify 200': STUDENTS,
      'typo 401': STUDENTS / 3,
      'login 200': STUDENTS,
    });
  }, 600_000);

  it('still stops bombing one mailbox from the campus address', async () => {
    const victim = newEmail('victim');
    const registerVictim = () =>
      fromCampus().post('/api/auth/register', registration({ email: victim }));
    // Every request is answered alike; what reaches the mailbox is bounded.
    expect((await registerVictim()).status).toBe(200);
    expect((await registerVictim()).status).toBe(200);
    expect((await fromCampus().post('/api/auth/resend-otp', { email: victim })).status).toBe(200);
    // Asked every two minutes for the rest of the hour: five requests from that address are
    // mailed (those within one minute in one e-mail), then none.
    let afterFive = 0;
    for (let minute = 2; minute < 60; minute += 2) {
      t.clock.advance(2 * MINUTE);
      expect((await registerVictim()).status).toBe(200);
      await t.ctx.background.idle();
      // Five requests counted by minute 6 (the resend of another browser asks nothing).
      if (minute === 8) afterFive = t.smtp.mailsTo(victim).length;
    }
    expect(afterFive).toBeGreaterThanOrEqual(3);
    expect(afterFive).toBeLessThanOrEqual(5);
    expect(t.smtp.mailsTo(victim)).toHaveLength(afterFive);
  });
});
