import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { PASSWORD, registerVerified } from '../../support/factories.ts';

// Under an https origin the session cookie carries the __Host- prefix, so a sibling subdomain
// cannot plant a session the server would read; plain-http development keeps the plain name
// (docs/rules/accounts.md, "Cookies").

const attributes = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

describe('under an https origin', () => {
  const t = useTestApp({ env: { APP_ORIGIN: 'https://teamup.example' } });

  it('names the session cookie __Host-teamup_session: Secure, Path=/, HttpOnly, no Domain', async () => {
    const { email, password } = await registerVerified(t);
    const res = await t.client().post('/api/auth/login', { email, password });
    expect(res.status).toBe(200);
    const sessions = res.setCookies.filter((c) => /^(__host-|__secure-)?teamup_session=/i.test(c));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatch(/^__Host-teamup_session=[\w-]{40,};/);
    const attrs = attributes(sessions[0]!);
    expect(attrs).toEqual(expect.arrayContaining(['path=/', 'secure', 'httponly']));
    expect(attrs.some((a) => a.startsWith('domain'))).toBe(false);
    // The device cookie carries __Host- too, so with Path=/ (a planted one would be read first).
    const device = res.setCookies.find((c) => c.includes('teamup_device='));
    expect(device).toMatch(/^__Host-teamup_device=[\w-]+;/);
    expect(attributes(device!)).toEqual(expect.arrayContaining(['path=/', 'secure']));
    expect(attributes(device!).some((a) => a.startsWith('domain'))).toBe(false);
  });

  it('sets the registration and reset cookies as __Host- cookies', async () => {
    const email = `prefix-${Date.now()}@uni.test`;
    const res = await t.client().post('/api/auth/register', {
      email,
      password: PASSWORD,
      name: 'Sara',
      gender: 'female',
      phone: '0551234567',
      major: 'CS',
    });
    expect(res.status).toBe(200);
    expect(res.setCookies[0]).toMatch(/^__Host-teamup_registration=[\w-]{40,};/);
    expect(attributes(res.setCookies[0]!)).toEqual(
      expect.arrayContaining(['path=/', 'secure', 'httponly']),
    );
    const reset = await t.client().post('/api/auth/forgot-password', { email });
    expect(reset.setCookies[0]).toMatch(/^__Host-teamup_reset=[\w-]{40,};/);
    expect(attributes(reset.setCookies[0]!)).toEqual(
      expect.arrayContaining(['path=/', 'secure', 'httponly']),
    );
  });

  it('ignores a planted plain teamup_session cookie, alone or before the real one', async () => {
    const attacker = await registerVerified(t, { name: 'Attacker' });
    const victim = await registerVerified(t, { name: 'Victim' });
    const planted = attacker.client.cookies.get('__Host-teamup_session')!;
    const real = victim.client.cookies.get('__Host-teamup_session')!;
    expect(planted).toBeTruthy();
    expect(real).toBeTruthy();

    const alone = t.client();
    alone.cookies.set('teamup_session', planted);
    expect((await alone.get('/api/profile')).status).toBe(401);

    const both = t.client();
    both.cookies.set('teamup_session', planted);
    both.cookies.set('__Host-teamup_session', real);
    const profile = await both.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.name).toBe('Victim');
  });
});

describe('under a plain-http origin', () => {
  const t = useTestApp();

  it('keeps the plain cookie names, which http cannot prefix', async () => {
    const { email, password, client } = await registerVerified(t);
    expect(client.cookies.has('teamup_session')).toBe(true);
    const res = await t.client().post('/api/auth/login', { email, password });
    const session = res.setCookies.find((c) => c.includes('teamup_session='));
    expect(session).toMatch(/^teamup_session=[\w-]{40,};/);
    expect(attributes(session!)).not.toContain('secure');
    expect(res.setCookies.find((c) => c.includes('teamup_device='))).toMatch(/^teamup_device=/);
    const other = t.client();
    other.cookies.set('teamup_session', client.cookies.get('teamup_session')!);
    expect((await other.get('/api/profile')).status).toBe(200);
  });
});
