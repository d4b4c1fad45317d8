import { ALL_ENDPOINTS } from '@contract/endpoints.ts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../src/server/db/schema.ts';
import { DAY, MINUTE } from '../../../src/server/lib/clock.ts';
import { SESSION_ABSOLUTE_MS } from '../../../src/server/domain/sessions.ts';
import {
  createSignedInUser,
  NEW_PASSWORD,
  register,
  registerVerified,
  signIn,
} from '../../support/factories.ts';
import { useTestApp } from '../../support/app.ts';
import type { HttpClient } from '../../support/http.ts';
import { UNLIMITED_ENV } from '../../support/security/pool.ts';
import { ROUTE_TABLE } from '../../support/security/route-table.ts';
import { buildWorld } from '../../support/security/world.ts';

// Sessions and accounts, beyond what auth-sessions.test.ts and
// auth-password-reset.test.ts already prove (rotation at login, logout, reset, idle and absolute
// expiry): fixation, verification sign-in, storage, and account changes that must bite on the
// very next request of every route.

const t = useTestApp({ env: UNLIMITED_ENV });

const COOKIE = 'teamup_session';
const session = (client: HttpClient) => client.cookies.get(COOKIE);
const withCookie = (value: string) => {
  const client = t.client();
  client.cookies.set(COOKIE, value);
  return client;
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every signed-in route of the route table, requested with `client` (no HEAD twins). */
async function statusesOnEveryRoute(client: HttpClient, filter: (path: string) => boolean) {
  const world = await buildWorld(t);
  const routes = ROUTE_TABLE.filter(
    (r) => r.method !== 'HEAD' && r.path.startsWith('/api/') && !r.path.startsWith('/api/auth/'),
  ).filter((r) => filter(r.path));
  const answers: Record<string, number> = {};
  for (const route of routes) {
    const { url, body } = route.request(world);
    answers[`${route.method} ${route.path}`] = (
      await client.request(route.method, url, body)
    ).status;
  }
  return answers;
}

describe('session ids', () => {
  it('never adopts a session id planted before sign-in (fixation)', async () => {
    const { user } = await createSignedInUser(t);
    const planted = 'attacker-chosen-session-id-0123456789abcdef';
    const victim = withCookie(planted);
    const res = await victim.post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(res.status).toBe(200);
    expect(session(victim)).toBeDefined();
    expect(session(victim)).not.toBe(planted);
    expect((await withCookie(planted).get('/api/profile')).status).toBe(401);
    expect((await victim.get('/api/profile')).status).toBe(200);
  });

  it('gives a new id at the e-mail verification sign-in and ends the session it replaces', async () => {
    const first = await createSignedInUser(t);
    const browser = first.client;
    const old = session(browser)!;
    const account = await register(t, { gender: 'male' }, browser);
    const res = await browser.post('/api/auth/verify-otp', {
      email: account.email,
      code: account.code,
    });
    expect(res.status).toBe(200);
    expect(session(browser)).not.toBe(old);
    expect((await withCookie(old).get('/api/profile')).status).toBe(401);
    expect((await browser.get('/api/profile')).body.email).toBe(account.email);
  });

  it('stores only a hash of the id, never the id itself', async () => {
    const { client, user } = await createSignedInUser(t);
    const token = session(client)!;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('has a cookie that lives no longer than the absolute session lifetime', async () => {
    const { email, password } = await registerVerified(t);
    const res = await t.client().post('/api/auth/login', { email, password });
    const cookie = res.setCookies.find((c) => c.startsWith(`${COOKIE}=`))!;
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge * 1000).toBeLessThanOrEqual(SESSION_ABSOLUTE_MS);
  });
});

describe('account changes take effect on the very next request', () => {
  it('a deleted user is signed out of every route at once', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true });
    const doomed = await createSignedInUser(t);
    const other = await signIn(t, doomed.user);
    expect((await doomed.client.get('/api/profile')).status).toBe(200);
    expect((await admin.client.delete(`/api/admin/users/${doomed.user.id}`)).status).toBe(200);
    for (const client of [doomed.client, other]) {
      const answers = await statusesOnEveryRoute(client, () => true);
      expect(Object.keys(answers).length).toBeGreaterThan(25);
      for (const [route, status] of Object.entries(answers)) expect(status, route).toBe(401);
    }
    // No session row survives the user.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, doomed.user.id))).toEqual(
      [],
    );
  });

  it('an account registered again with a deleted e-mail does not revive old sessions', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true });
    const { email, client } = await registerVerified(t);
    const old = session(client)!;
    const profile = await client.get('/api/profile');
    await admin.client.delete(`/api/admin/users/${profile.body.id}`);
    t.clock.advance(2 * MINUTE); // past the one-code-a-minute limit of the address
    await registerVerified(t, { email });
    expect((await withCookie(old).get('/api/profile')).status).toBe(401);
  });

  it('a revoked admin is refused every admin route at once, and keeps the student routes', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true });
    const demoted = await createSignedInUser(t, { isAdmin: true });
    const before = await statusesOnEveryRoute(demoted.client, (p) => p === '/api/admin/stats');
    expect(before['GET /api/admin/stats']).toBe(200);
    const res = await admin.client.put(`/api/admin/users/${demoted.user.id}`, { isAdmin: false });
    expect(res.status).toBe(200);
    const answers = await statusesOnEveryRoute(demoted.client, (p) => p.startsWith('/api/admin'));
    // Every admin route of the endpoint table, none left out.
    expect(Object.keys(answers)).toHaveLength(
      ALL_ENDPOINTS.filter((e) => e.access === 'admin').length,
    );
    for (const [route, status] of Object.entries(answers)) expect(status, route).toBe(403);
    expect((await demoted.client.get('/api/profile')).status).toBe(200);
  });

  it('a password reset signs out a session that an attacker holds, on every route', async () => {
    const { email, client: attacker } = await registerVerified(t);
    const before = t.smtp.mailsTo(email).length;
    const asker = t.client();
    await asker.post('/api/auth/forgot-password', { email });
    const { code } = await t.smtp.nextMail(email, before);
    const res = await asker.post('/api/auth/reset-password', {
      email,
      code,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    const answers = await statusesOnEveryRoute(attacker, (p) => !p.startsWith('/api/admin'));
    for (const [route, status] of Object.entries(answers)) expect(status, route).toBe(401);
  });
});

describe('expiry with the injectable clock', () => {
  it('removes expired sessions at the next sign-in, and an expired cookie stays dead', async () => {
    const first = await createSignedInUser(t);
    const stale = session(first.client)!;
    t.clock.advance(7 * DAY + MINUTE);
    expect((await first.client.get('/api/profile')).status).toBe(401);
    // Someone signs in: expired sessions are purged from the table.
    const fresh = await signIn(t, first.user);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, first.user.id));
    expect(rows.map((r) => r.idHash)).toEqual([sha256(session(fresh)!)]);
    // Winding the clock back (or any later activity) cannot bring the old id back.
    t.clock.advance(-(7 * DAY + MINUTE));
    expect((await withCookie(stale).get('/api/profile')).status).toBe(401);
    t.clock.advance(7 * DAY + MINUTE);
  });

  it('ends an idle session on state-changing calls too, not only on reads', async () => {
    const { client } = await createSignedInUser(t);
    t.clock.advance(7 * DAY + MINUTE);
    const res = await client.put('/api/profile', { bio: 'still here?' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'http.notSignedIn', message: 'Not signed in' });
  });
});
