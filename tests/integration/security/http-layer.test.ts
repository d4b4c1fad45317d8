import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig, readyLine } from '../../../src/server/config.ts';
import { useTestApp, startTestApp } from '../../support/app.ts';
import { createTestDatabase, testEngine } from '../../support/database.ts';
import { createSignedInUser, WRONG_PASSWORD } from '../../support/factories.ts';
import { HttpClient } from '../../support/http.ts';
import { freePort } from '../../support/server-process.ts';

const t = useTestApp();

describe('security headers', () => {
  it('are on every answer, with no-store on /api', async () => {
    const res = await t.client().get('/api/profile');
    const csp = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("carry a request id of the server's own, whatever id a client sends", async () => {
    const mine = await t.client().get('/healthz');
    expect(mine.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const claimed = await t.client({ 'x-request-id': 'lb-1234' }).get('/healthz');
    expect(claimed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request ids behind a trusted balancer', () => {
  it('keep the id the balancer sends, and only a trusted one', async () => {
    for (const [setting, kept] of [
      ['127.0.0.1', true],
      ['1', true],
      ['true', true],
      ['10.0.0.0/8', false],
      ['0', false],
    ] as const) {
      const behind = await startTestApp({ env: { TRUST_PROXY: setting } });
      try {
        const res = await behind.client({ 'x-request-id': 'lb-1234' }).get('/healthz');
        const given = res.headers.get('x-request-id');
        if (kept) expect(given, setting).toBe('lb-1234');
        else expect(given, setting).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        await behind.close();
      }
    }
  });
});

describe('HSTS behind https', () => {
  it('is sent when APP_ORIGIN is https', async () => {
    const secure = await startTestApp({ env: { APP_ORIGIN: 'https://teamup.example.edu' } });
    try {
      const res = await secure.client().get('/healthz');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});

describe('cross-site requests (CSRF)', () => {
  it('refuses a state change from another origin with 403', async () => {
    const { client } = await createSignedInUser(t);
    const evil = new HttpClient(t.url, { origin: 'https://evil.example' });
    for (const [k, v] of client.cookies) evil.cookies.set(k, v);
    const res = await evil.put('/api/profile', { name: 'Hacked' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Cross-site request refused');
    const profile = await client.get('/api/profile');
    expect(profile.body.name).not.toBe('Hacked');
  });

  it('refuses Sec-Fetch-Site: cross-site even without Origin', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.put('/api/profile', { name: 'X' }, { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
  });

  it('accepts only JSON bodies (415 otherwise)', async () => {
    const { client } = await createSignedInUser(t);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const res = await client.put('/api/profile', 'name=Hacked', { 'content-type': type });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('Content type must be application/json');
    }
  });
});

// Which browser origins may change state. Without APP_ORIGIN the app is used from this machine
// under whichever loopback name the reader typed, starting with the one it prints.
describe('allowed origins', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  /** The app with the configuration the server would load from `env`, on a known port. */
  async function serve(env: Record<string, string>) {
    const port = await freePort();
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(port), ...env }),
      WEB_DIST_DIR: null,
    };
    const database = await createTestDatabase(testEngine);
    const { app } = await buildApp({ config, database });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    await app.listen({ port, host: '127.0.0.1' });
    return { port, url: `http://127.0.0.1:${port}`, printed: readyLine(config, database.engine) };
  }

  // A sign-in attempt as the browser at `origin` sends it: refused as cross-site, or answered.
  async function signInFrom(url: string, origin: string) {
    const browser = new HttpClient(url, { origin, 'sec-fetch-site': 'same-origin' });
    const res = await browser.post('/api/auth/login', {
      email: 'nobody@uni.test',
      password: WRONG_PASSWORD,
    });
    return res.body.message === 'Cross-site request refused' ? 'refused' : 'answered';
  }

  it('without APP_ORIGIN: the printed address and every loopback name of the port', async () => {
    const { port, url, printed } = await serve({});
    const address = /TeamUp is ready at (\S+)/.exec(printed)?.[1];
    expect(address).toBe(`http://127.0.0.1:${port}`);
    for (const origin of [
      address!,
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      `http://[::1]:${port}`,
    ]) {
      expect(await signInFrom(url, origin), origin).toBe('answered');
    }
    for (const origin of [
      `http://localhost:${port + 1}`,
      `https://127.0.0.1:${port}`,
      'http://192.168.1.10:' + port,
      'https://evil.example',
    ]) {
      expect(await signInFrom(url, origin), origin).toBe('refused');
    }
  });

  it('with APP_ORIGIN: only it, and it is the printed address', async () => {
    const { port, url, printed } = await serve({ APP_ORIGIN: 'https://teamup.example.edu' });
    expect(printed).toMatch(/^TeamUp is ready at https:\/\/teamup\.example\.edu /);
    expect(await signInFrom(url, 'https://teamup.example.edu')).toBe('answered');
    for (const origin of [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      `http://[::1]:${port}`,
    ]) {
      expect(await signInFrom(url, origin), origin).toBe('refused');
    }
  });
});

describe('health probes', () => {
  it('/healthz answers while the process is up; /readyz once migrations are applied', async () => {
    const live = await t.client().get('/healthz');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await t.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });
});
