import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, register } from '../../support/factories.ts';

const t = useTestApp();

describe('GET /api/profile', () => {
  it('answers 401 JSON when not signed in', async () => {
    const res = await t.client().get('/api/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'http.notSignedIn', message: 'Not signed in' });
  });

  it("answers the signed-in user's fields without the password hash", async () => {
    const { user, client } = await createSignedInUser(t, { gender: 'female', major: 'SWE' });
    const res = await client.get('/api/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      gender: 'female',
      major: 'SWE',
      isVerified: true,
      appearInList: false,
      isAdmin: false,
      showName: true,
      showPhone: true,
      currentTeamId: null,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
  });
});

describe('PUT /api/profile', () => {
  it('changes the editable fields', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.put('/api/profile', {
      name: 'Sara Ali',
      phone: '0509876543',
      bio: 'Likes robots',
      skills: 'C,Rust',
      appearInList: true,
      showName: false,
      showPhone: false,
    });
    expect(res.status).toBe(200);
    const again = await client.get('/api/profile');
    expect(again.body).toMatchObject({
      name: 'Sara Ali',
      phone: '0509876543',
      bio: 'Likes robots',
      skills: 'C,Rust',
      appearInList: true,
      showName: false,
      showPhone: false,
    });
  });

  it('refuses gender, major, email and isAdmin and changes nothing', async () => {
    const { user, client } = await createSignedInUser(t);
    for (const body of [
      { gender: 'female' },
      { major: 'EE' },
      { email: 'x@y.z' },
      { isAdmin: true },
    ]) {
      const res = await client.put('/api/profile', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const after = await client.get('/api/profile');
    expect(after.body).toMatchObject({
      gender: user.gender,
      major: user.major,
      email: user.email,
      isAdmin: false,
    });
  });

  it('keeps the e-mail notification switch (on by default) and the language of e-mails', async () => {
    const { client } = await createSignedInUser(t);
    expect((await client.get('/api/profile')).body).toMatchObject({
      emailNotifications: true,
      language: 'en',
    });
    const res = await client.put('/api/profile', { emailNotifications: false, language: 'ar' });
    expect(res.status).toBe(200);
    expect((await client.get('/api/profile')).body).toMatchObject({
      emailNotifications: false,
      language: 'ar',
    });
    for (const body of [{ emailNotifications: 'no' }, { language: 'fr' }]) {
      expect((await client.put('/api/profile', body)).status).toBe(400);
    }
  });

  it('takes the language of e-mails from the app at registration and sign-in', async () => {
    const account = await register(t, {}, t.client({ 'accept-language': 'ar' }));
    const verified = await account.browser.post('/api/auth/verify-otp', {
      email: account.email,
      code: account.code,
    });
    expect(verified.status).toBe(200);
    expect((await account.browser.get('/api/profile')).body.language).toBe('ar');
    // A later sign-in from an English client switches it; a client naming neither keeps it.
    const english = t.client({ 'accept-language': 'en-GB,en;q=0.9' });
    await english.post('/api/auth/login', { email: account.email, password: account.password });
    expect((await english.get('/api/profile')).body.language).toBe('en');
    const other = t.client({ 'accept-language': 'fr-FR' });
    await other.post('/api/auth/login', { email: account.email, password: account.password });
    expect((await other.get('/api/profile')).body.language).toBe('en');
  });

  it("gives the spec's messages for a bad phone and an empty name", async () => {
    const { client } = await createSignedInUser(t);
    const phone = await client.put('/api/profile', { phone: '12345' });
    expect(phone.status).toBe(400);
    expect(phone.body.errors.phone.message).toBe('Phone number must be 10 digits starting with 05');
    const name = await client.put('/api/profile', { name: '  ' });
    expect(name.body.errors.name.message).toBe('Name is required');
  });

  it('answers 400 JSON for malformed JSON and 413 for a body over 100 KB', async () => {
    const { client } = await createSignedInUser(t);
    const bad = await client.put('/api/profile', '{"name": ');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    const big = await client.put('/api/profile', { bio: 'x'.repeat(120_000) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Request body is too large');
  });
});

describe('unknown /api paths', () => {
  it('answer 404 JSON', async () => {
    const res = await t.client().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'http.notFound', message: 'Not found' });
  });
});

describe('PUT /api/profile at the same instant', () => {
  it('answers each request with what that request saved', async () => {
    const { client } = await createSignedInUser(t);
    const bios = Array.from({ length: 12 }, (_, i) => `bio number ${i}`);
    const answers = await Promise.all(bios.map((bio) => client.put('/api/profile', { bio })));
    answers.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(res.body.bio).toBe(bios[i]);
    });
  });
});
