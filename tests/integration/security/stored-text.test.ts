import { beforeAll, describe, expect, it } from 'vitest';
import { message, type Message } from '@contract/messages.ts';
import {
  createIdea,
  createSignedInUser,
  createUser,
  ideaInput,
  PASSWORD,
  registration,
} from '../../support/factories.ts';
import { useTestApp } from '../../support/app.ts';
import type { HttpClient } from '../../support/http.ts';

// Text PostgreSQL cannot store (NUL; a lone surrogate it would silently turn into U+FFFD) is
// refused by the field's schema with a 400 naming the field, before anything is counted or
// written; single-line fields refuse every control character, multi-line ones keep \n and \t.

let student: HttpClient;
let admin: HttpClient;
let ideaId: string;
let victimId: string;

const t = useTestApp();
beforeAll(async () => {
  student = (await createSignedInUser(t, { gender: 'female', bio: 'Before' })).client;
  admin = (await createSignedInUser(t, { gender: 'male', isAdmin: true })).client;
  ideaId = (await createIdea(student)).id;
  victimId = (await createUser(t, { gender: 'female' })).id;
});

const bad = (field: string) => message('validation.badCharacters', { field });
const PROFILE = {
  name: bad('Name'),
  bio: bad('Bio'),
  skills: bad('Skills'),
  phone: message('validation.phoneFormat'),
};
const IDEA = {
  title: bad('Title'),
  description: bad('Description'),
  teamId: bad('Team ID'),
  tags: bad('Tags'),
  requiredSkills: bad('Skills'),
  requiredMajors: message('validation.unknownMajor'),
};
// Raw JSON: JSON.stringify would keep "\ud800" as an escape too, but this says what is sent.
const UNSTORABLE = ['\\u0000', 'a\\u0000b', 'x\\ud800', '\\udc00y'];

/** The raw JSON body of `valid` with `field` set to the JSON string literal `literal`. */
function withField(valid: Record<string, unknown>, field: string, literal: string) {
  const rest = JSON.stringify({ ...valid, [field]: '@@' });
  return rest.replace('"@@"', `"${literal}"`);
}

async function expectRefused(
  client: HttpClient,
  method: string,
  url: string,
  valid: Record<string, unknown>,
  messages: Record<string, Message>,
  literals = UNSTORABLE,
) {
  for (const [field, said] of Object.entries(messages)) {
    for (const literal of literals) {
      const res = await client.request(method, url, withField(valid, field, literal));
      const where = `${method} ${url} ${field}=${literal}`;
      expect(res.status, `${where}: ${res.text}`).toBe(400);
      // The field's message, with the code and parameters a translation needs.
      expect(res.body, where).toEqual({ ...said, errors: { [field]: said } });
    }
  }
}

describe('text PostgreSQL cannot store', () => {
  it('is refused in every register field, and the refused register uses no code send', async () => {
    const body = registration({ gender: 'female' });
    await expectRefused(t.client(), 'POST', '/api/auth/register', body, {
      ...PROFILE,
      email: message('validation.email'),
      password: message('validation.passwordChars'),
    });
    // Nothing was counted: the same e-mail registers at once and gets its code.
    const res = await t.client().post('/api/auth/register', body);
    expect(res.status, res.text).toBe(200);
    expect((await t.smtp.nextMail(body.email, 0)).code).toMatch(/^\d{6}$/);
  });

  it('is refused in sign-in and code fields', async () => {
    const email = 'nobody@uni.test';
    await expectRefused(
      t.client(),
      'POST',
      '/api/auth/login',
      { email, password: PASSWORD },
      {
        email: message('validation.email'),
        password: message('validation.passwordChars'),
      },
    );
    const code = { email, code: '123456' };
    await expectRefused(t.client(), 'POST', '/api/auth/verify-otp', code, {
      code: message('validation.otpCode'),
    });
    const reset = { ...code, newPassword: PASSWORD };
    await expectRefused(t.client(), 'POST', '/api/auth/reset-password', reset, {
      code: message('validation.resetCode'),
      newPassword: message('validation.passwordChars'),
    });
  });

  it('is refused in every profile field, and the profile is left as it was', async () => {
    await expectRefused(student, 'PUT', '/api/profile', {}, PROFILE);
    expect((await student.get('/api/profile')).body.bio).toBe('Before');
  });

  it('is refused in every field of an idea, created or edited', async () => {
    await expectRefused(admin, 'POST', '/api/ideas', ideaInput(), IDEA);
    await expectRefused(student, 'PUT', `/api/ideas/${ideaId}`, {}, IDEA);
    expect((await admin.get('/api/ideas/my')).body).toEqual([]);
  });

  it('is refused in every field an admin edits', async () => {
    await expectRefused(
      admin,
      'PUT',
      `/api/admin/users/${victimId}`,
      {},
      {
        ...PROFILE,
        email: message('validation.email'),
      },
    );
  });
});

describe('control characters', () => {
  const C0 = ['\\u0001', '\\u0007', '\\b', '\\u001b', '\\u001f', '\\u007f', '\\u0085', '\\u009f'];
  const LINE_BREAKS = ['\\t', '\\n', '\\r'];

  it('are refused in single-line fields, line breaks and tabs included', async () => {
    const line = { name: bad('Name'), skills: bad('Skills') };
    await expectRefused(student, 'PUT', '/api/profile', {}, line, [...C0, ...LINE_BREAKS]);
    const ideaLine = { title: bad('Title'), tags: bad('Tags'), requiredSkills: bad('Skills') };
    await expectRefused(student, 'PUT', `/api/ideas/${ideaId}`, {}, ideaLine, [
      ...C0,
      ...LINE_BREAKS,
    ]);
  });

  it('are refused in multi-line fields, which keep tabs and line breaks', async () => {
    await expectRefused(student, 'PUT', '/api/profile', {}, { bio: bad('Bio') }, C0);
    const text = 'First line\n\tindented\r\nlast';
    const res = await student.put('/api/profile', { bio: text });
    expect(res.status, res.text).toBe(200);
    expect(res.body.bio).toBe(text);
    const desc = { description: bad('Description') };
    await expectRefused(student, 'PUT', `/api/ideas/${ideaId}`, {}, desc, C0);
    const edited = await student.put(`/api/ideas/${ideaId}`, { description: text });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.description).toBe(text);
  });
});
