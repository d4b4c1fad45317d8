import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.ts';
import {
  createSignedInUser,
  createUser,
  PASSWORD,
  WRONG_PASSWORD,
} from '../../support/factories.ts';

// Abuse: configurable limits answering 429 with Retry-After, shared by every server.

const apps: TestApp[] = [];
async function app(env: Record<string, string>) {
  const t = await startTestApp({ env });
  apps.push(t);
  return t;
}
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

/** A made-up client address per test, so lanes running at once never share a counter. */
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('the per-session ceiling on every /api call', () => {
  it('answers 429 with Retry-After past the ceiling, for that session only', async () => {
    const t = await app({ RATE_LIMIT_API_PER_MINUTE: '5' });
    const { client } = await createSignedInUser(t);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.get('/api/profile')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await client.get('/api/profile');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many requests\. Please slow down and try again in \d+ seconds?\.$/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = await createSignedInUser(t);
    expect((await other.client.get('/api/profile')).status).toBe(200);
  });

  it('is shared by every server through Redis when REDIS_URL is set', async () => {
    const env = {
      RATE_LIMIT_API_PER_MINUTE_PER_IP: '4',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: 'true',
    };
    const [a, b] = [await app(env), await app(env)];
    const ip = someIp();
    const statuses = [];
    for (const t of [a, b, a, b, a]) {
      statuses.push((await t.client({ 'x-forwarded-for': ip }).post('/api/auth/logout')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('failed sign-ins per IP', () => {
  it('are limited whatever the accounts tried; right passwords do not count', async () => {
    const t = await app({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: '3', TRUST_PROXY: 'true' });
    const user = await createUser(t);
    const ip = someIp();
    const from = t.client({ 'x-forwarded-for': ip });
    expect(
      (await from.post('/api/auth/login', { email: user.email, password: user.password })).status,
    ).toBe(200);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await from.post('/api/auth/login', {
        email: `nobody${i}@uni.test`,
        password: WRONG_PASSWORD,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await from.post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many requests from your network\. Please try again in /,
    );
    expect(limited.headers.get('retry-after')).toBeTruthy();

    const elsewhere = t.client({ 'x-forwarded-for': someIp() });
    expect(
      (await elsewhere.post('/api/auth/login', { email: user.email, password: user.password }))
        .status,
    ).toBe(200);
  });

  it('cannot be dodged with X-Forwarded-For when no proxy is trusted', async () => {
    const t = await app({ RATE_LIMIT_LOGIN_FAILURES_PER_IP: '2' });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await t
        .client({ 'x-forwarded-for': someIp() })
        .post('/api/auth/login', { email: `spoof${i}@uni.test`, password: WRONG_PASSWORD });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe('registrations and code requests per IP', () => {
  it('are limited across register, resend and forgot-password', async () => {
    const t = await app({ RATE_LIMIT_SIGNUPS_PER_IP: '3', TRUST_PROXY: 'true' });
    const from = t.client({ 'x-forwarded-for': someIp() });
    const register = await from.post('/api/auth/register', {
      email: 'new.student@uni.test',
      password: PASSWORD,
      name: 'New Student',
      gender: 'female',
      phone: '0551234567',
      major: 'CS',
    });
    expect(register.status).toBe(200);
    expect((await from.post('/api/auth/forgot-password', { email: 'a@uni.test' })).status).toBe(
      200,
    );
    expect((await from.post('/api/auth/forgot-password', { email: 'b@uni.test' })).status).toBe(
      200,
    );
    const limited = await from.post('/api/auth/resend-otp', { email: 'c@uni.test' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
