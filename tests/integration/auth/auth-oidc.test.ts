import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { courseStudents, courses, oidcLogins, users } from '../../../src/server/db/schema.ts';
import { startedInBeforeAll, startTestApp, type TestApp } from '../../support/app.ts';
import { createUser, PASSWORD } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import {
  OIDC_CLIENT,
  signInAtProvider,
  startOidcProvider,
  type OidcProvider,
  type ProviderAccount,
} from '../../support/oidc-provider.ts';

// University sign-in against a real OpenID provider on loopback (docs/rules/accounts.md,
// "University sign-in"): the journeys, then each attack on the flow as its own test.

const FAILED = '/auth?oidcError=auth.oidcFailed';
let tag = 0;
const uniqueLogin = () => `student-${Date.now().toString(36)}-${tag++}`;

function useOidcApp(env: Record<string, string> = {}) {
  let provider: OidcProvider | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    provider = await startOidcProvider();
    app = await startTestApp({
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
        OIDC_NAME: 'Test University',
        ...env,
      },
    });
    provider.serve(app.url);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });
  return {
    t: startedInBeforeAll('the app', () => app),
    provider: startedInBeforeAll('the provider', () => provider),
  };
}

const { t, provider } = useOidcApp();

/** A provider account with these claims; a verified e-mail of its own unless told. */
function providerAccount(claims: ProviderAccount = {}) {
  const login = uniqueLogin();
  provider.accounts.set(login, {
    email: `${login}@uni.test`,
    email_verified: true,
    name: 'Huda Salem',
    ...claims,
  });
  return login;
}

/** Starts in this browser, signs in at the provider; returns the callback path it was sent to. */
async function throughProvider(client: HttpClient, login: string, next?: string) {
  const start = await client.navigate(
    `/api/auth/oidc/start${next ? `?next=${encodeURIComponent(next)}` : ''}`,
  );
  expect(start.status).toBe(303);
  const back = await signInAtProvider(start.headers.get('location')!, login, t.url);
  return back.pathname + back.search;
}

async function signInThroughProvider(client: HttpClient, login: string, next?: string) {
  const callback = await client.navigate(await throughProvider(client, login, next));
  expect(callback.status).toBe(303);
  return { location: callback.headers.get('location'), callback };
}

const signedInEmail = async (client: HttpClient) => {
  const res = await client.get('/api/profile');
  return res.status === 200 ? (res.body.email as string) : null;
};

const oidcCookie = (client: HttpClient) => client.cookies.get('teamup_oidc');

describe('university sign-in', () => {
  it('tells the sign-in page that the button is there', async () => {
    const res = await t.client().get('/api/auth/options');
    expect(res.body).toEqual({ oidc: { name: 'Test University' }, passwordSignIn: true });
  });

  it('starts with PKCE (S256), a state and a nonce, bound to this browser by an HttpOnly cookie', async () => {
    const client = t.client();
    const res = await client.navigate('/api/auth/oidc/start');
    const url = new URL(res.headers.get('location')!);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(OIDC_CLIENT.id);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.url}/api/auth/oidc/callback`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const cookie = res.setCookies.find((c) => c.startsWith('teamup_oidc='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('asks a new student once for gender, major and phone, then signs them in to the dashboard roster', async () => {
    const login = providerAccount({ name: 'Huda Salem' });
    const client = t.client();
    const { location } = await signInThroughProvider(client, login, '/profile');
    expect(location).toBe('/auth?oidc=complete');
    // No account until the form is sent.
    expect(await signedInEmail(client)).toBeNull();
    const signup = await client.get('/api/auth/oidc/signup');
    expect(signup.body).toEqual({ email: `${login}@uni.test`, name: 'Huda Salem' });

    const wrong = await client.post('/api/auth/oidc/complete', {
      gender: 'female',
      major: 'CS',
      phone: '12345',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.phone.message).toBe('Phone number must be 10 digits starting with 05');

    const done = await client.post('/api/auth/oidc/complete', {
      gender: 'female',
      major: 'CS',
      phone: '0551234567',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      code: 'auth.oidcWelcome',
      message: 'Account created. Welcome to TeamUp!',
      next: '/profile',
    });
    const profile = (await client.get('/api/profile')).body;
    expect(profile).toMatchObject({ email: `${login}@uni.test`, name: 'Huda Salem' });
    expect((await client.get('/api/dashboard/stats')).status).toBe(200);

    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, `${login}@uni.test`));
    expect(row).toMatchObject({
      isVerified: true,
      gender: 'female',
      oidcIssuer: provider.issuer,
      oidcSubject: login,
    });
    const roster = await t.db
      .select()
      .from(courseStudents)
      .innerJoin(courses, eq(courses.id, courseStudents.courseId))
      .where(and(eq(courseStudents.userId, row!.id), eq(courses.isDefault, true)));
    expect(roster).toHaveLength(1);

    // Asked once: the form cannot be sent again, and the next sign-in goes straight in.
    const again = await client.post('/api/auth/oidc/complete', {
      gender: 'female',
      major: 'CS',
      phone: '0551234567',
    });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('auth.oidcSignupExpired');
    const later = t.client();
    expect((await signInThroughProvider(later, login)).location).toBe('/dashboard');
    expect(await signedInEmail(later)).toBe(`${login}@uni.test`);
  });

  it('links an existing account at the first sign-in with a verified e-mail', async () => {
    const user = await createUser(t);
    const login = providerAccount({ email: user.email.toUpperCase(), email_verified: true });
    const client = t.client();
    const { location, callback } = await signInThroughProvider(client, login, '/my-team');
    expect(location).toBe('/my-team');
    expect(callback.setCookies.some((c) => c.startsWith('teamup_session='))).toBe(true);
    expect(await signedInEmail(client)).toBe(user.email);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ oidcIssuer: provider.issuer, oidcSubject: login });
    // The password still works where passwords are allowed.
    const byPassword = await t.client().post('/api/auth/login', {
      email: user.email,
      password: PASSWORD,
    });
    expect(byPassword.status).toBe(200);
  });

  it('never follows a `next` off this site, nor one a Location header cannot carry', async () => {
    const login = providerAccount();
    await createUser(t, { email: `${login}@uni.test` });
    for (const next of ['//evil.test/x', '/\\evil.test/x', '/a\\b', '/€', '/ x', '/\u2028']) {
      const client = t.client();
      const { location } = await signInThroughProvider(client, login, next);
      expect(location, next).toBe('/dashboard');
      // Signed in: the answer was a redirect, not an error that dropped the session cookie.
      expect(await signedInEmail(client), next).toBe(`${login}@uni.test`);
    }
    const { location } = await signInThroughProvider(t.client(), login, '/profile?tab=1');
    expect(location).toBe('/profile?tab=1');
  });

  it("keeps the contract's rules for the provider's name: one with a control character is not taken", async () => {
    const login = providerAccount({ name: 'Huda\u0000Salem' });
    const client = t.client();
    const { location } = await signInThroughProvider(client, login);
    expect(location).toBe('/auth?oidc=complete');
    // The e-mail's local part stands in, which the student may change on the profile.
    expect((await client.get('/api/auth/oidc/signup')).body.name).toBe(login);
  });

  it('ends an unfinished sign-up when the student goes back, so this browser cannot finish it later', async () => {
    const login = providerAccount();
    const client = t.client();
    await signInThroughProvider(client, login);
    expect((await client.get('/api/auth/oidc/signup')).status).toBe(200);
    expect((await client.delete('/api/auth/oidc/signup')).status).toBe(200);
    expect((await client.get('/api/auth/oidc/signup')).status).toBe(403);
    const late = await client.post('/api/auth/oidc/complete', {
      gender: 'female',
      major: 'CS',
      phone: '0551234567',
    });
    expect(late.status).toBe(403);
    expect(await signedInEmail(client)).toBeNull();
  });

  it('ends the provider session too on sign-out, for an account that signs in through it', async () => {
    const login = providerAccount();
    const user = await createUser(t, { email: `${login}@uni.test` });
    const client = t.client();
    await signInThroughProvider(client, login);
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(200);
    const end = new URL(out.body.endSessionUrl);
    expect(end.origin).toBe(provider.issuer);
    expect(end.searchParams.get('client_id')).toBe(OIDC_CLIENT.id);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${t.url}/auth`);
    expect(await signedInEmail(client)).toBeNull();

    const other = await createUser(t);
    const byPassword = t.client();
    await byPassword.post('/api/auth/login', { email: other.email, password: PASSWORD });
    const plain = await byPassword.post('/api/auth/logout');
    expect(plain.body).toEqual({ code: 'auth.loggedOut', message: 'Logged out successfully' });
    expect(user.id).not.toBe(other.id);
  });
});

describe('attacks on university sign-in', () => {
  it('refuses a forged callback: no state, or a state it never issued', async () => {
    const client = t.client();
    const none = await client.navigate('/api/auth/oidc/callback?code=made-up');
    expect(none.headers.get('location')).toBe(FAILED);
    await client.navigate('/api/auth/oidc/start');
    const unknown = await client.navigate('/api/auth/oidc/callback?code=made-up&state=made-up');
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe(FAILED);
    expect(unknown.setCookies.some((c) => c.startsWith('teamup_session='))).toBe(false);
    expect(await signedInEmail(client)).toBeNull();
  });

  it('refuses a replayed callback URL, even with the cookie of the first time', async () => {
    const login = providerAccount();
    await createUser(t, { email: `${login}@uni.test` });
    const client = t.client();
    const callback = await throughProvider(client, login);
    const cookie = oidcCookie(client)!;
    expect((await client.navigate(callback)).headers.get('location')).toBe('/dashboard');

    const replay = t.client();
    replay.cookies.set('teamup_oidc', cookie);
    const res = await replay.navigate(callback);
    expect(res.headers.get('location')).toBe(FAILED);
    expect(await signedInEmail(replay)).toBeNull();
  });

  it("refuses a state from another browser, and leaves that browser's own sign-in working", async () => {
    const login = providerAccount();
    await createUser(t, { email: `${login}@uni.test` });
    const attacker = t.client();
    const attackersCallback = await throughProvider(attacker, login);
    // The victim's browser has a sign-in of its own under way (its own cookie), or none.
    const victim = t.client();
    await victim.navigate('/api/auth/oidc/start');
    expect((await victim.navigate(attackersCallback)).headers.get('location')).toBe(FAILED);
    expect(await signedInEmail(victim)).toBeNull();
    const bare = t.client();
    expect((await bare.navigate(attackersCallback)).headers.get('location')).toBe(FAILED);

    expect((await attacker.navigate(attackersCallback)).headers.get('location')).toBe('/dashboard');
  });

  it('accepts an ID token re-signed by the provider with its claims unchanged (the control)', async () => {
    const login = providerAccount();
    await createUser(t, { email: `${login}@uni.test` });
    const client = t.client();
    const callback = await throughProvider(client, login);
    provider.tamperIdTokens((claims) => claims);
    try {
      expect((await client.navigate(callback)).headers.get('location')).toBe('/dashboard');
    } finally {
      provider.tamperIdTokens(null);
    }
    expect(await signedInEmail(client)).toBe(`${login}@uni.test`);
  });

  it('refuses an ID token from another issuer', async () => {
    const login = providerAccount();
    await createUser(t, { email: `${login}@uni.test` });
    const client = t.client();
    const callback = await throughProvider(client, login);
    provider.tamperIdTokens((claims) => ({ ...claims, iss: 'http://127.0.0.1:9/other-issuer' }));
    try {
      expect((await client.navigate(callback)).headers.get('location')).toBe(FAILED);
    } finally {
      provider.tamperIdTokens(null);
    }
    expect(await signedInEmail(client)).toBeNull();
  });

  it('refuses an ID token for another audience', async () => {
    const login = providerAccount();
    await createUser(t, { email: `${login}@uni.test` });
    const client = t.client();
    const callback = await throughProvider(client, login);
    provider.tamperIdTokens((claims) => ({ ...claims, aud: 'another-app' }));
    try {
      expect((await client.navigate(callback)).headers.get('location')).toBe(FAILED);
    } finally {
      provider.tamperIdTokens(null);
    }
    expect(await signedInEmail(client)).toBeNull();
  });

  it('refuses an expired ID token and one with another nonce', async () => {
    const login = providerAccount();
    await createUser(t, { email: `${login}@uni.test` });
    for (const tamper of [
      (c: Record<string, unknown>) => ({ ...c, exp: Math.floor(Date.now() / 1000) - 3600 }),
      (c: Record<string, unknown>) => ({ ...c, nonce: 'another-nonce' }),
    ]) {
      const client = t.client();
      const callback = await throughProvider(client, login);
      provider.tamperIdTokens(tamper);
      try {
        expect((await client.navigate(callback)).headers.get('location')).toBe(FAILED);
      } finally {
        provider.tamperIdTokens(null);
      }
      expect(await signedInEmail(client)).toBeNull();
    }
  });

  it('never opens an existing account for an unverified e-mail', async () => {
    const user = await createUser(t);
    const login = providerAccount({ email: user.email, email_verified: false });
    const client = t.client();
    const { location } = await signInThroughProvider(client, login);
    expect(location).toBe('/auth?oidcError=auth.oidcUnverified');
    expect(await signedInEmail(client)).toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.oidcSubject).toBeNull();
    // Nor makes an account of it.
    const stranger = providerAccount({ email_verified: false });
    const res = await signInThroughProvider(t.client(), stranger);
    expect(res.location).toBe('/auth?oidcError=auth.oidcUnverified');
  });
});

describe('with OIDC_ONLY and ALLOWED_EMAIL_DOMAINS', () => {
  const only = useOidcApp({
    OIDC_ONLY: 'true',
    ALLOWED_EMAIL_DOMAINS: 'uni.test',
    ADMIN_EMAILS: 'dean@uni.test',
  });
  const REFUSED = {
    code: 'auth.oidcOnly',
    message: 'Sign in with Test University: this TeamUp has no passwords of its own.',
    params: { name: 'Test University' },
  };

  it('refuses registration, password sign-in, forgot and reset with a coded message', async () => {
    const user = await createUser(only.t);
    const client = only.t.client();
    const calls = [
      client.post('/api/auth/login', { email: user.email, password: PASSWORD }),
      client.post('/api/auth/register', { email: 'new@uni.test' }),
      client.post('/api/auth/verify-otp', { email: user.email, code: '123456' }),
      client.post('/api/auth/resend-otp', { email: user.email }),
      client.post('/api/auth/forgot-password', { email: user.email }),
      client.post('/api/auth/reset-password', {
        email: user.email,
        code: '123456',
        newPassword: 'N3w_secret',
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    }
    expect(await signedInEmail(client)).toBeNull();
    expect((await client.get('/api/auth/options')).body).toEqual({
      oidc: { name: 'Test University' },
      passwordSignIn: false,
    });
  });

  it('signs admins in through the provider', async () => {
    const { provider: idp, t: app } = only;
    idp.accounts.set('dean', { email: 'dean@uni.test', email_verified: true, name: 'The Dean' });
    const client = app.client();
    const start = await client.navigate('/api/auth/oidc/start');
    const back = await signInAtProvider(start.headers.get('location')!, 'dean', app.url);
    const callback = await client.navigate(back.pathname + back.search);
    expect(callback.headers.get('location')).toBe('/auth?oidc=complete');
    const done = await client.post('/api/auth/oidc/complete', {
      gender: 'male',
      major: 'CS',
      phone: '0551234567',
    });
    expect(done.status).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.email, 'dean@uni.test'));
    expect(row!.isAdmin).toBe(true);
  });

  it('refuses an e-mail outside ALLOWED_EMAIL_DOMAINS', async () => {
    const { provider: idp, t: app } = only;
    idp.accounts.set('outsider', { email: 'someone@gmail.test', email_verified: true });
    const client = app.client();
    const start = await client.navigate('/api/auth/oidc/start');
    const back = await signInAtProvider(start.headers.get('location')!, 'outsider', app.url);
    const callback = await client.navigate(back.pathname + back.search);
    expect(callback.headers.get('location')).toBe('/auth?oidcError=auth.oidcDomainNotAllowed');
    expect(await signedInEmail(client)).toBeNull();
  });
});

describe('a flood of university sign-ins from one network', () => {
  const limited = useOidcApp({ RATE_LIMIT_SIGNUPS_PER_IP: '3' });

  it('is stopped at the start, before a row is kept or the provider is asked', async () => {
    const starts = [];
    for (let i = 0; i < 4; i++)
      starts.push(await limited.t.client().navigate('/api/auth/oidc/start'));
    expect(starts.map((r) => r.status)).toEqual([303, 303, 303, 303]);
    const locations = starts.map((r) => r.headers.get('location')!);
    expect(locations.slice(0, 3).every((l) => l.startsWith(limited.provider.issuer))).toBe(true);
    expect(locations[3]).toBe('/auth?oidcError=auth.oidcTooMany');
    expect(await limited.t.db.select().from(oidcLogins)).toHaveLength(3);
  });
});
