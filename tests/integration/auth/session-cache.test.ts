import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/app.ts';
import { createTestDatabase, testEngine } from '../../support/database.ts';
import { createSignedInUser, NEW_PASSWORD } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { startSmtpCapture } from '../../support/smtp.ts';
import { captureStatements } from '../../support/statements.ts';

// Each server keeps recent session lookups for a few seconds (docs/decisions/0015): whatever ends
// a session or changes its user on one server must act on every other at once, even one that
// has the session in its cache. Two servers share one database here.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await createTestDatabase(testEngine);
  smtp = await startSmtpCapture();
  a = await startTestApp({ shared: { database, smtp } });
  b = await startTestApp({ shared: { database, smtp } });
}, 60_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  await smtp?.close();
  await database?.close();
});

/** The same browser (its cookies) talking to server B. */
function onB(client: HttpClient) {
  const other = b.client();
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/** Signed in on A, and known to B's cache (two calls there). */
async function signedInOnBoth(overrides: Parameters<typeof createSignedInUser>[1] = {}) {
  const { user, client } = await createSignedInUser(a, overrides);
  const there = onB(client);
  expect((await there.get('/api/profile')).status).toBe(200);
  expect((await there.get('/api/profile')).status).toBe(200);
  return { user, client, there };
}

describe('the session cache', () => {
  it('reads a session from the database once, not on every request', async () => {
    const { client } = await createSignedInUser(a);
    const first = await captureStatements(a, () => client.get('/api/profile'));
    const next = await captureStatements(a, () => client.get('/api/profile'));
    const sessionReads = (statements: typeof first) =>
      statements.filter((s) => /from "sessions"/.test(s.text)).length;
    expect(sessionReads(first)).toBe(1);
    expect(sessionReads(next)).toBe(0);
    expect(next.length).toBe(first.length - 1);
  });
});

describe('a session another server has cached', () => {
  it('is refused there at once after signing out here', async () => {
    const { client, there } = await signedInOnBoth();
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await there.get('/api/profile')).status).toBe(401);
  });

  it('is refused there at once after a password reset here', async () => {
    const { user, there } = await signedInOnBoth();
    const mailsBefore = smtp.mailsTo(user.email).length;
    // A reset code works in the browser that asked for it.
    const asker = a.client();
    await asker.post('/api/auth/forgot-password', { email: user.email });
    const { code } = await smtp.nextMail(user.email, mailsBefore);
    const reset = await asker.post('/api/auth/reset-password', {
      email: user.email,
      code: code!,
      newPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await there.get('/api/profile')).status).toBe(401);
  });

  it('loses admin rights there at once when an admin revokes them here', async () => {
    const admin = await createSignedInUser(a, { isAdmin: true });
    const { user, there } = await signedInOnBoth({ isAdmin: true });
    expect((await there.get('/api/admin/stats')).status).toBe(200);
    const revoke = await admin.client.put(`/api/admin/users/${user.id}`, { isAdmin: false });
    expect(revoke.status).toBe(200);
    expect((await there.get('/api/admin/stats')).status).toBe(403);
  });

  it('is refused there at once when an admin deletes the user here', async () => {
    const admin = await createSignedInUser(a, { isAdmin: true });
    const { user, there } = await signedInOnBoth();
    expect((await admin.client.delete(`/api/admin/users/${user.id}`)).status).toBe(200);
    expect((await there.get('/api/profile')).status).toBe(401);
  });

  it('shows a profile change made on the other server', async () => {
    const { client, there } = await signedInOnBoth();
    expect((await client.put('/api/profile', { name: 'Renamed Student' })).status).toBe(200);
    expect((await there.get('/api/profile')).body.name).toBe('Renamed Student');
  });

  it('follows a change made straight in the database (the admin CLI)', async () => {
    const { user, there } = await signedInOnBoth({ isAdmin: true });
    expect((await there.get('/api/admin/stats')).status).toBe(200);
    await database.db.update(users).set({ isAdmin: false }).where(eq(users.id, user.id));
    // No server made this change, so none waits for its notice: it arrives as the database
    // sends it (at once on the embedded engine, within milliseconds on PostgreSQL).
    const deadline = Date.now() + 2_000;
    let status = (await there.get('/api/admin/stats')).status;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await there.get('/api/admin/stats')).status;
    }
    expect(status).toBe(403);
  });
});
