import { describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../../../src/server/lib/clock.ts';
import { PASSWORD, registerVerified } from '../../support/factories.ts';
import { useTestApp } from '../../support/app.ts';
import type { HttpClient } from '../../support/http.ts';

// Sessions and logout: a new id at every sign-in, idle expiry 7 days, absolute 30,
// logout ends the session on the server and clears the cookie.

const t = useTestApp();

const session = (client: HttpClient) => client.cookies.get('teamup_session');
/** Another browser that only knows this cookie value. */
const withCookie = (value: string) => {
  const client = t.client();
  client.cookies.set('teamup_session', value);
  return client;
};

describe('sign-in sessions', () => {
  it('gets a new session id at every sign-in and drops the one it replaces', async () => {
    const { email, password, client } = await registerVerified(t);
    const first = session(client)!;
    expect(first.length).toBeGreaterThanOrEqual(22); // at least 128 bits, base64url
    const res = await client.post('/api/auth/login', { email, password });
    expect(res.status).toBe(200);
    const second = session(client)!;
    expect(second).not.toBe(first);
    expect((await withCookie(first).get('/api/profile')).status).toBe(401);
    expect((await withCookie(second).get('/api/profile')).status).toBe(200);
  });

  it('keeps the sessions of other browsers', async () => {
    const { email, password, client } = await registerVerified(t);
    const laptop = t.client();
    await laptop.post('/api/auth/login', { email, password });
    expect((await client.get('/api/profile')).status).toBe(200);
    expect((await laptop.get('/api/profile')).status).toBe(200);
  });

  it('sets an HttpOnly, SameSite=Lax cookie on path /', async () => {
    const { email, password } = await registerVerified(t);
    const res = await t.client().post('/api/auth/login', { email, password });
    const cookie = res.setCookies.find((c) => c.startsWith('teamup_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('ends after 7 days without use', async () => {
    const { client } = await registerVerified(t);
    t.clock.advance(7 * DAY - MINUTE);
    expect((await client.get('/api/profile')).status).toBe(200);
    t.clock.advance(7 * DAY - MINUTE);
    expect((await client.get('/api/profile')).status).toBe(200);
    t.clock.advance(7 * DAY + MINUTE);
    const res = await client.get('/api/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'http.notSignedIn', message: 'Not signed in' });
  });

  it('ends 30 days after sign-in even when used every day', async () => {
    const { client } = await registerVerified(t);
    for (let day = 0; day < 29; day++) {
      t.clock.advance(DAY);
      expect((await client.get('/api/profile')).status).toBe(200);
    }
    t.clock.advance(DAY + MINUTE);
    expect((await client.get('/api/profile')).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { client } = await registerVerified(t);
    const value = session(client)!;
    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'auth.loggedOut', message: 'Logged out successfully' });
    expect(res.setCookies.some((c) => /^teamup_session=;/.test(c))).toBe(true);
    expect(session(client)).toBeUndefined();
    expect((await client.get('/api/profile')).status).toBe(401);
    // The old cookie value is dead too, wherever it is replayed from.
    expect((await withCookie(value).get('/api/profile')).status).toBe(401);
  });

  it('answers success when not signed in', async () => {
    const res = await t.client().post('/api/auth/logout');
    expect(res.status).toBe(200);
  });
});

describe('over https', () => {
  const secure = useTestApp({ env: { APP_ORIGIN: 'https://teamup.example' } });

  it('marks the session cookie Secure', async () => {
    const client = secure.client();
    const body = { email: `s-${Date.now()}@uni.test`, password: PASSWORD };
    await client.post('/api/auth/register', {
      ...body,
      name: 'Sara',
      gender: 'female',
      phone: '0551234567',
      major: 'CS',
    });
    const code = await secure.smtp.lastCode(body.email);
    const res = await client.post('/api/auth/verify-otp', { email: body.email, code });
    expect(res.status).toBe(200);
    expect(res.setCookies.find((c) => c.startsWith('__Host-teamup_session='))).toMatch(/Secure/i);
  });
});
