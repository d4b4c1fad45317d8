import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createUser, WRONG_PASSWORD } from '../../support/factories.ts';
import { rawRequest } from '../../support/security/corpus.ts';

// The router decodes the path (/%61pi/auth/login is POST /api/auth/login) while request.url
// keeps the raw text: every protection goes by the matched route, so each spelling of a path
// is signed in, logged, limited and marked no-store exactly as the plain one.

const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(JSON.parse(text) as Record<string, unknown>);
    }
    callback();
  },
});

const API_LIMIT = 30;
const t = useTestApp({ logStream, env: { RATE_LIMIT_API_PER_MINUTE: String(API_LIMIT) } });

// Events are written as the answer goes out (after a look-up for a sign-in): polled for.
const eventsOf = (res: { headers: Record<string, unknown> }) =>
  lines.filter((l) => l.requestId === res.headers['x-request-id']);

function post(path: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = {
    origin: t.ctx.config.APP_ORIGIN,
    'content-type': 'application/json',
    ...(cookie ? { cookie } : {}),
  };
  return rawRequest(t.url, 'POST', path, headers, JSON.stringify(body));
}
const get = (path: string, cookie?: string) =>
  rawRequest(t.url, 'GET', path, cookie ? { cookie } : {});

describe('an encoded /api path', () => {
  it('signs in with the security log and no-store, as the plain path does', async () => {
    const user = await createUser(t);
    for (const path of ['/%61pi/auth/login', '/api/%61uth/login', '/api/auth/l%6fgin']) {
      const wrong = await post(path, { email: user.email, password: WRONG_PASSWORD });
      expect(wrong.status, path).toBe(401);
      expect(wrong.headers['cache-control'], path).toBe('no-store');
      await expect
        .poll(() => eventsOf(wrong), { message: path })
        .toContainEqual(expect.objectContaining({ event: 'login_failure', target: user.email }));
      const res = await post(path, { email: user.email, password: user.password });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-store');
      await expect
        .poll(() => eventsOf(res), { message: path })
        .toContainEqual(expect.objectContaining({ event: 'login_success', actorId: user.id }));
    }
  });

  it('is guarded and logged when signed out, and answers the signed-in user when signed in', async () => {
    const user = await createUser(t);
    const login = await post('/%61pi/auth/login', { email: user.email, password: user.password });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    for (const path of ['/%61pi/profile', '/api/pr%6ffile']) {
      const anonymous = await get(path);
      expect(anonymous.status, path).toBe(401);
      await expect
        .poll(() => eventsOf(anonymous), { message: path })
        .toContainEqual(
          expect.objectContaining({
            event: 'access_denied',
            status: 401,
            route: 'GET /api/profile',
          }),
        );
      const signedIn = await get(path, cookie);
      expect(signedIn.status, path).toBe(200);
      expect(signedIn.headers['cache-control'], path).toBe('no-store');
      expect(JSON.parse(signedIn.text).id, path).toBe(user.id);
    }
  });

  it('counts toward the per-session API limit, and its 429 is logged', async () => {
    const user = await createUser(t);
    const login = await post('/api/auth/login', { email: user.email, password: user.password });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const answers = [];
    for (let i = 0; i < API_LIMIT; i++) {
      answers.push((await get(i % 2 ? '/%61pi/profile' : '/api/profile', cookie)).status);
    }
    expect(answers.every((s) => s === 200)).toBe(true);
    const over = await get('/%61pi/profile', cookie);
    expect(over.status).toBe(429);
    expect(over.headers['cache-control']).toBe('no-store');
    await expect
      .poll(() => eventsOf(over))
      .toContainEqual(
        expect.objectContaining({ event: 'rate_limited', route: 'GET /api/profile' }),
      );
  });

  it('answers 404 for spellings the router does not take, as JSON and never signed in', async () => {
    const user = await createUser(t);
    const body = { email: user.email, password: user.password };
    for (const path of [
      '/%2Fapi/auth/login',
      '//api/auth/login',
      '/API/auth/login',
      '/api/auth/login/',
      '/api/auth/login;x=1',
      '/api//auth/login',
      '/api%2Fauth%2Flogin',
    ]) {
      const res = await post(path, body);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.text), path).toEqual({ code: 'http.notFound', message: 'Not found' });
      expect(res.headers['set-cookie'], path).toBeUndefined();
    }
  });
});
