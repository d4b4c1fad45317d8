import { randomUUID } from 'node:crypto';
import type { TestApp } from './app.ts';
import type { HttpClient } from './http.ts';

// Accounts made through the real /api/auth calls, codes read from the captured e-mail.

export const PASSWORD = 'Passw0rd_';

export const newEmail = (prefix = 'student') => `${prefix}-${randomUUID().slice(0, 8)}@uni.test`;

/** A complete register payload (spec section 7) with a unique e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: newEmail(),
    password: PASSWORD,
    name: 'Sara Ahmed',
    gender: 'female',
    phone: '0551234567',
    major: 'CS',
    bio: 'Likes robots',
    skills: 'TypeScript,SQL',
    ...overrides,
  };
}

/** Registers through the API and returns the e-mailed verification code. */
export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const before = t.smtp.mailsTo(body.email).length;
  const res = await t.client().post('/api/auth/register', body);
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
  const mail = await t.smtp.nextMail(body.email, before);
  return { ...body, code: mail.code!, mail };
}

/** Registers, verifies with the e-mailed code and returns the signed-in client. */
export async function registerVerified(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; password: string; client: HttpClient }> {
  const account = await register(t, overrides);
  const client = t.client();
  const res = await client.post('/api/auth/verify-otp', {
    email: account.email,
    code: account.code,
  });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${res.text}`);
  return { email: account.email, password: account.password, client };
}
