import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD, registration } from '../../support/factories.ts';
import { useTestApp } from '../../support/app.ts';

// The whole account journey, as a newcomer would walk it through the
// API: register, read the code, verify, profile, sign out, reset the password, sign in again.

const t = useTestApp();

describe('account journey', () => {
  it('register -> verify -> profile -> logout -> forgot -> reset -> login', async () => {
    const details = registration({ name: 'Noura Saleh', major: 'SWE', gender: 'female' });
    const { email, password } = details;
    const browser = t.client();

    const registered = await browser.post('/api/auth/register', details);
    expect(registered.status).toBe(200);
    expect(registered.body.requiresVerification).toBe(true);
    const code = await t.smtp.lastCode(email);

    const verified = await browser.post('/api/auth/verify-otp', { email, code });
    expect(verified.status).toBe(200);
    const profile = await browser.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      email,
      name: 'Noura Saleh',
      major: 'SWE',
      gender: 'female',
      phone: details.phone,
      bio: details.bio,
      skills: details.skills,
      isVerified: true,
      isAdmin: false,
      appearInList: false,
      showName: true,
      showPhone: true,
      currentTeamId: null,
    });
    expect(profile.body).not.toHaveProperty('passwordHash');

    // A second device stays signed in until the password is reset.
    const phone = t.client();
    expect((await phone.post('/api/auth/login', { email, password })).status).toBe(200);

    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    expect((await browser.get('/api/profile')).status).toBe(401);
    expect((await phone.get('/api/profile')).status).toBe(200);

    const forgot = await browser.post('/api/auth/forgot-password', { email });
    expect(forgot.status).toBe(200);
    const resetMail = await t.smtp.nextMail(email, 1);
    expect(resetMail.subject).toBe('Your TeamUp password reset code');

    const newPassword = NEW_PASSWORD;
    const reset = await browser.post('/api/auth/reset-password', {
      email,
      code: resetMail.code,
      newPassword,
    });
    expect(reset.status).toBe(200);
    expect((await browser.get('/api/profile')).status).toBe(401);
    expect((await phone.get('/api/profile')).status).toBe(401);

    expect((await browser.post('/api/auth/login', { email, password })).status).toBe(401);
    const login = await browser.post('/api/auth/login', { email, password: newPassword });
    expect(login.status).toBe(200);
    expect((await browser.get('/api/profile')).body.name).toBe('Noura Saleh');
  });
});
