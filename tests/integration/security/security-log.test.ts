import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, otpCodes, users } from '../../../src/server/db/schema.ts';
import { MINUTE } from '../../../src/server/lib/clock.ts';
import {
  createIdea,
  createLeader,
  createSignedInUser,
  createUser,
  NEW_PASSWORD,
  PASSWORD,
  register,
  WRONG_PASSWORD,
} from '../../support/factories.ts';
import { useTestApp, startTestApp } from '../../support/app.ts';
import type { HttpClient } from '../../support/http.ts';
import { sessionClient } from '../../support/security/world.ts';

// Security log: sign-ins, code failures, rate-limit hits, authorization failures and
// admin actions are structured events {event, actorId?, target?, at (UTC), ip, requestId}; every
// admin change also leaves an audit_log row written in the change's transaction; and no password,
// code, session id or password hash ever reaches the log. Mail goes to the test SMTP server, so
// the development mail printer (which prints codes by design) is not in play.

type Line = Record<string, unknown> & { msg?: string; reqId?: string };
const lines: Line[] = [];
const raw: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
      raw.push(text);
      lines.push(JSON.parse(text) as Line);
    }
    callback();
  },
});

const t = useTestApp({ logStream });

const events = (name: string) => lines.filter((l) => l.event === name);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Every cookie value the server ever set for these browsers. */
const sessionIds = new Set<string>();
function keepSessionIds(...clients: HttpClient[]) {
  for (const client of clients) {
    for (const [, value] of client.cookies) sessionIds.add(value);
  }
}

describe('security events', () => {
  it('records a full account journey without a secret in any log line', async () => {
    // Register, fail a code, verify, sign out.
    const account = await register(t, { gender: 'female', password: PASSWORD });
    const { email } = account;
    const browser = account.browser;
    const wrongCode = account.code === '000000' ? '111111' : '000000';
    expect((await browser.post('/api/auth/verify-otp', { email, code: wrongCode })).status).toBe(
      400,
    );
    expect((await browser.post('/api/auth/verify-otp', { email, code: account.code })).status).toBe(
      200,
    );
    keepSessionIds(browser);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect((await browser.post('/api/auth/logout')).status).toBe(200);

    // A wrong password, then the right one.
    expect(
      (await browser.post('/api/auth/login', { email, password: WRONG_PASSWORD })).status,
    ).toBe(401);
    expect((await browser.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    keepSessionIds(browser);

    // Forgot and reset the password (one wrong code first), and sign in again.
    t.clock.advance(2 * MINUTE);
    const before = t.smtp.mailsTo(email).length;
    const asker = t.client();
    expect((await asker.post('/api/auth/forgot-password', { email })).status).toBe(200);
    const { code: resetCode } = await t.smtp.nextMail(email, before);
    const badReset = { email, code: resetCode === '222222' ? '333333' : '222222' };
    expect(
      (await asker.post('/api/auth/reset-password', { ...badReset, newPassword: NEW_PASSWORD }))
        .status,
    ).toBe(400);
    expect(
      (
        await asker.post('/api/auth/reset-password', {
          email,
          code: resetCode,
          newPassword: NEW_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const again = t.client();
    expect((await again.post('/api/auth/login', { email, password: NEW_PASSWORD })).status).toBe(
      200,
    );
    keepSessionIds(again);

    // Refusals: no session, not an admin, and too many wrong reset codes from one browser.
    expect((await t.client().get('/api/profile')).status).toBe(401);
    expect((await again.get('/api/admin/users')).status).toBe(403);
    const guesser = t.client();
    const guess = { ...badReset, newPassword: NEW_PASSWORD };
    for (let i = 0; i < 10; i++) await guesser.post('/api/auth/reset-password', guess);
    expect((await guesser.post('/api/auth/reset-password', guess)).status).toBe(429);

    const [after] = await t.db.select().from(users).where(eq(users.email, email));
    const codeHashes = (await t.db.select().from(otpCodes)).map((c) => c.codeHash);

    // The events, with who, what, when and where.
    const loginOk = events('login_success');
    expect(loginOk).toContainEqual(expect.objectContaining({ actorId: user!.id }));
    expect(events('login_failure')).toContainEqual(
      expect.objectContaining({ target: email, reason: 'invalid_credentials' }),
    );
    expect(events('email_verified')).toContainEqual(expect.objectContaining({ actorId: user!.id }));
    expect(events('code_failure')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ target: email, purpose: 'verify' }),
        expect.objectContaining({ target: email, purpose: 'reset' }),
      ]),
    );
    expect(events('password_reset')).toContainEqual(expect.objectContaining({ actorId: user!.id }));
    expect(events('logout')).toContainEqual(expect.objectContaining({ actorId: user!.id }));
    expect(events('access_denied')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 401, route: 'GET /api/profile' }),
        expect.objectContaining({ status: 403, route: 'GET /api/admin/users', actorId: user!.id }),
      ]),
    );
    expect(events('rate_limited')).toContainEqual(
      expect.objectContaining({ route: 'POST /api/auth/reset-password' }),
    );
    for (const line of lines.filter((l) => typeof l.event === 'string')) {
      expect(line.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
      // The pino line carries the same request id, tying the event to the request's lines.
      expect(line.reqId).toBe(line.requestId);
      expect(typeof line.ip).toBe('string');
    }

    // And nothing secret anywhere in the log.
    const codes = t.smtp.mails.map((m) => m.code).filter((c): c is string => Boolean(c));
    expect(codes.length).toBeGreaterThanOrEqual(2);
    expect(sessionIds.size).toBeGreaterThanOrEqual(3);
    const secrets = [
      PASSWORD,
      NEW_PASSWORD,
      WRONG_PASSWORD,
      user!.passwordHash,
      after!.passwordHash,
      ...codes,
      ...codeHashes,
      ...[...sessionIds].flatMap((id) => [id, sha256(id)]),
    ];
    const log = raw.join('\n');
    expect(raw.length).toBeGreaterThan(20);
    for (const secret of secrets) expect(log.includes(secret), secret).toBe(false);
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/teamup_session/i);
    expect(log).not.toMatch(/"(password|newPassword|code|cookie)"\s*:/i);
  });

  it('records an account lock-out as a failed sign-in and a rate-limit hit', async () => {
    const user = await createUser(t);
    const client = t.client();
    for (let i = 0; i < 11; i++) {
      await client.post('/api/auth/login', { email: user.email, password: WRONG_PASSWORD });
    }
    expect(events('login_failure')).toContainEqual(
      expect.objectContaining({ target: user.email, reason: 'locked' }),
    );
    expect(events('rate_limited')).toContainEqual(
      expect.objectContaining({ route: 'POST /api/auth/login' }),
    );
    expect(raw.join('\n')).not.toContain(WRONG_PASSWORD);
  });
});

describe('the per-session ceiling', () => {
  it('answers 429 with Retry-After and logs the hit with the actor', async () => {
    const limited = await startTestApp({ logStream, env: { RATE_LIMIT_API_PER_MINUTE: '3' } });
    try {
      const user = await createUser(limited);
      const client = await sessionClient(limited, user.id);
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i++) {
        last = await client.get('/api/profile');
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last!.body.message).toMatch(/Too many requests/);
      expect(events('rate_limited')).toContainEqual(
        expect.objectContaining({ route: 'GET /api/profile', actorId: user.id }),
      );
    } finally {
      await limited.close();
    }
  });
});

describe('failed queries', () => {
  it("log the statement's error but never its parameters (hashes of passwords and codes)", async () => {
    const user = await createUser(t);
    const from = raw.length;
    await t.db.execute(sql`create or replace function refuse_write() returns trigger as $$
      begin raise exception 'write refused'; end $$ language plpgsql`);
    await t.db.execute(sql`create trigger refuse_password before update on users
      for each row execute function refuse_write()`);
    await t.db.execute(sql`create trigger refuse_code before insert on otp_codes
      for each row execute function refuse_write()`);
    try {
      t.clock.advance(2 * MINUTE);
      // The code is issued after the answer (its hash and salt are statement parameters) and
      // refused; the answer was already the usual one.
      const forgot = await t.client().post('/api/auth/forgot-password', { email: user.email });
      expect(forgot.status).toBe(200);
      await t.ctx.background.idle();
      // A password change (the new hash is a parameter) refused by the database.
      const admin = await createSignedInUser(t, { isAdmin: true });
      const res = await admin.client.put(`/api/admin/users/${user.id}`, { bio: 'x' });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Something went wrong. Please try again.');
    } finally {
      await t.db.execute(sql`drop trigger refuse_password on users`);
      await t.db.execute(sql`drop trigger refuse_code on otp_codes`);
    }
    const log = raw.slice(from).join('\n');
    expect(log).toContain('write refused');
    expect(log).toContain('params: [redacted]');
    expect(log).not.toMatch(/\$argon2/);
    // No sha256 (a code's or a session's hash) and no 6-digit code in the error lines.
    const errors = raw.slice(from).filter((l) => l.includes('"level":50'));
    expect(errors.length).toBeGreaterThanOrEqual(2);
    for (const line of errors) {
      expect(line).not.toMatch(/[0-9a-f]{64}/);
      expect(line).not.toMatch(/"params"/);
    }
    expect(log).not.toContain(user.passwordHash);
  });
});

describe('admin actions', () => {
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  beforeAll(async () => {
    admin = await createSignedInUser(t, { isAdmin: true, gender: 'female' });
  });

  it('logs every admin change and keeps it in audit_log, without the values', async () => {
    const target = await createUser(t, { gender: 'male' });
    const leader = await createLeader(t, { gender: 'male' });
    const other = await createLeader(t, { gender: 'male' });
    const calls: Array<[string, string, unknown, string, string]> = [
      ['PUT', `/api/admin/users/${target.id}`, { name: 'Hidden Name' }, 'update_user', target.id],
      ['PUT', `/api/admin/users/${target.id}`, { isAdmin: true }, 'grant_admin', target.id],
      ['PUT', `/api/admin/users/${target.id}`, { isAdmin: false }, 'revoke_admin', target.id],
      [
        'PUT',
        `/api/admin/ideas/${leader.idea.id}`,
        { isHidden: true },
        'hide_idea',
        leader.idea.id,
      ],
      [
        'PUT',
        `/api/admin/ideas/${leader.idea.id}`,
        { isHidden: false },
        'show_idea',
        leader.idea.id,
      ],
      ['DELETE', `/api/admin/ideas/${leader.idea.id}`, undefined, 'delete_idea', leader.idea.id],
      ['DELETE', `/api/admin/users/${other.user.id}`, undefined, 'delete_user', other.user.id],
    ];
    for (const [method, url, body, action, targetId] of calls) {
      const res = await admin.client.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(200);
      expect(events('admin_action').at(-1)).toMatchObject({
        actorId: admin.user.id,
        action,
        target: targetId,
      });
    }
    const rows = await t.db.select().from(auditLog);
    // This test's targets only: the file's other tests, in any order, make admin changes too.
    const targets = new Set(calls.map(([, , , , targetId]) => targetId));
    const mine = rows.filter((r) => r.actorId === admin.user.id && targets.has(r.targetId));
    const summary = (r: [string, string, string]) => r.join(' ');
    expect(mine.map((r) => summary([r.actorId!, r.action, r.targetId])).sort()).toEqual(
      calls.map(([, , , action, targetId]) => summary([admin.user.id, action, targetId])).sort(),
    );
    expect(mine.find((r) => r.action === 'update_user')!.details).toEqual({ fields: ['name'] });
    expect(JSON.stringify(rows)).not.toContain('Hidden Name');
    expect(raw.join('\n')).not.toContain('Hidden Name');
  });

  it('writes no audit row for a refused change', async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    const count = async () => (await t.db.select().from(auditLog)).length;
    const before = await count();
    expect((await admin.client.put(`/api/admin/users/${a.id}`, { email: b.email })).status).toBe(
      409,
    );
    expect((await admin.client.delete(`/api/admin/users/${admin.user.id}`)).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps the change and its audit row together: one fails, both are rolled back', async () => {
    const target = await createUser(t, { name: 'Before Name' });
    await t.db.execute(sql`create or replace function refuse_audit() returns trigger as $$
      begin raise exception 'audit refused'; end $$ language plpgsql`);
    await t.db.execute(sql`create trigger refuse_audit before insert on audit_log
      for each row execute function refuse_audit()`);
    try {
      const res = await admin.client.put(`/api/admin/users/${target.id}`, { name: 'After Name' });
      expect(res.status).toBe(500);
      const ideaOwner = await createLeader(t, { gender: 'male' });
      const hide = await admin.client.put(`/api/admin/ideas/${ideaOwner.idea.id}`, {
        isHidden: true,
      });
      expect(hide.status).toBe(500);
      const del = await admin.client.delete(`/api/admin/ideas/${ideaOwner.idea.id}`);
      expect(del.status).toBe(500);
      expect((await ideaOwner.client.get('/api/ideas/my')).body[0]).toMatchObject({
        id: ideaOwner.idea.id,
        isHidden: false,
      });
    } finally {
      await t.db.execute(sql`drop trigger refuse_audit on audit_log`);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.name).toBe('Before Name');
  });

  it('keeps the record when the acting admin is later deleted (actor set to null)', async () => {
    const acting = await createSignedInUser(t, { isAdmin: true });
    const target = await createUser(t);
    await acting.client.put(`/api/admin/users/${target.id}`, { bio: 'x' });
    await admin.client.delete(`/api/admin/users/${acting.user.id}`);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetId, target.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: null, action: 'update_user' });
  });

  it('never writes an audit row for a student change', async () => {
    const student = await createSignedInUser(t);
    const before = (await t.db.select().from(auditLog)).length;
    await createIdea(student.client);
    await student.client.put('/api/profile', { bio: 'mine' });
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });
});
