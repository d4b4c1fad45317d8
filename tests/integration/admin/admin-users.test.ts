import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SELF_DELETE_MESSAGE } from '@contract/admin.ts';
import { UserSchema } from '@contract/users.ts';
import { queryRows } from '../../../src/server/db/client.ts';
import { users } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, createUser } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let student: Awaited<ReturnType<typeof createSignedInUser>>;
const t = useTestApp();
beforeAll(async () => {
  admin = await createSignedInUser(t, { gender: 'female', isAdmin: true });
  student = await createSignedInUser(t, { gender: 'male' });
});

const ADMIN_DENIED = { code: 'http.adminOnly', message: 'Admin access required' };
const someId = '00000000-0000-4000-8000-000000000000';

describe('admin access', () => {
  const calls = (id: string): Array<[string, string, unknown?]> => [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/ideas'],
    ['GET', '/api/admin/teams'],
    ['GET', '/api/admin/stats'],
    ['PUT', `/api/admin/users/${id}`, { isAdmin: true }],
    ['DELETE', `/api/admin/users/${id}`],
    ['PUT', `/api/admin/ideas/${someId}`, { isHidden: true }],
    ['DELETE', `/api/admin/ideas/${someId}`],
  ];

  it('answers 401 when signed out and 403 to a non-admin, changing nothing', async () => {
    const target = await createUser(t);
    for (const [method, path, body] of calls(target.id)) {
      const anonymous = await t.client().request(method, path, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const denied = await student.client.request(method, path, body);
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body).toEqual(ADMIN_DENIED);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.isAdmin).toBe(false);
  });

  it('takes a granted or revoked flag into account on the very next request', async () => {
    const other = await createSignedInUser(t, { gender: 'male' });
    expect((await other.client.get('/api/admin/stats')).status).toBe(403);

    const grant = await admin.client.put(`/api/admin/users/${other.user.id}`, { isAdmin: true });
    expect(grant.status).toBe(200);
    expect(grant.body.isAdmin).toBe(true);
    expect((await other.client.get('/api/admin/stats')).status).toBe(200);

    const revoke = await admin.client.put(`/api/admin/users/${other.user.id}`, { isAdmin: false });
    expect(revoke.status).toBe(200);
    expect(revoke.body.isAdmin).toBe(false);
    const after = await other.client.get('/api/admin/users');
    expect(after.status).toBe(403);
    expect(after.body).toEqual(ADMIN_DENIED);
  });

  it('writes an audit line for each admin change, without the values', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const makeChild = t.app.log.child.bind(t.app.log);
    const spy = vi.spyOn(t.app.log, 'child').mockImplementation((...args) => {
      const child = makeChild(...args);
      vi.spyOn(child, 'info').mockImplementation((obj: unknown) => {
        if (typeof obj === 'object' && obj) lines.push(obj as Record<string, unknown>);
      });
      return child;
    });
    const target = await createUser(t);
    await admin.client.put(`/api/admin/users/${target.id}`, { name: 'Secret Name' });
    spy.mockRestore();
    const audit = lines.filter((l) => l.event === 'admin_action');
    expect(audit).toEqual([
      {
        event: 'admin_action',
        actorId: admin.user.id,
        action: 'update_user',
        target: target.id,
        fields: ['name'],
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
        ip: expect.any(String),
        requestId: expect.any(String),
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('Secret Name');
  });
});

describe('GET /api/admin/users', () => {
  it('lists every user of both genders, verified or not, without private fields', async () => {
    const unverified = await createUser(t, { gender: 'female', isVerified: false });
    const ids = await walk(admin.client, '/api/admin/users?limit=2');
    const total = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from users`);
    expect(ids).toHaveLength(Number(total[0]!.n));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([admin.user.id, student.user.id, unverified.id]));

    const res = await admin.client.get('/api/admin/users');
    expect(res.status).toBe(200);
    const row = res.body.find((u: { id: string }) => u.id === unverified.id);
    expect(UserSchema.strict().parse(row)).toMatchObject({
      email: unverified.email,
      gender: 'female',
      isVerified: false,
      isAdmin: false,
      currentTeamId: null,
    });
    expect(res.text).not.toMatch(/passwordHash|password_hash/);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('changes the profile fields and answers the updated user', async () => {
    const target = await createUser(t, { gender: 'male' });
    const res = await admin.client.put(`/api/admin/users/${target.id}`, {
      name: ' Omar K ',
      email: 'Omar.New@Uni.Test',
      phone: '0598765432',
      major: 'EE',
      bio: 'Edited',
      skills: 'Go',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: target.id,
      name: 'Omar K',
      email: 'omar.new@uni.test',
      phone: '0598765432',
      major: 'EE',
      bio: 'Edited',
      skills: 'Go',
      gender: 'male',
      isAdmin: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ name: 'Omar K', email: 'omar.new@uni.test', major: 'EE' });
  });

  it("validates with the spec's messages", async () => {
    const target = await createUser(t);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ phone: '12345' }, 'phone', 'Phone number must be 10 digits starting with 05'],
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ email: 'nope' }, 'email', 'Valid email is required'],
      [{ major: 'XYZ' }, 'major', 'Major is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.client.put(`/api/admin/users/${target.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors[field].message).toBe(message);
    }
    for (const body of [{ gender: 'female' }, { isAdmin: true, name: 'X' }, { isAdmin: 'yes' }]) {
      expect((await admin.client.put(`/api/admin/users/${target.id}`, body)).status).toBe(400);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ name: target.name, gender: target.gender, isAdmin: false });
  });

  it("answers 409 when the e-mail is someone else's, in any case", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const res = await admin.client.put(`/api/admin/users/${b.id}`, {
      email: a.email.toUpperCase(),
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'admin.emailInUse',
      message: 'Email is already in use',
      errors: { email: { code: 'admin.emailInUse', message: 'Email is already in use' } },
    });
    const same = await admin.client.put(`/api/admin/users/${b.id}`, { email: b.email });
    expect(same.status).toBe(200);
  });

  it('refuses to remove your own admin flag', async () => {
    const res = await admin.client.put(`/api/admin/users/${admin.user.id}`, { isAdmin: false });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'admin.selfDemote',
      message: 'You cannot remove your own admin access',
    });
    expect((await admin.client.get('/api/admin/stats')).status).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const missing = await admin.client.put(`/api/admin/users/${someId}`, { name: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'users.notFound', message: 'User not found' });
    expect((await admin.client.put('/api/admin/users/abc', { name: 'X' })).status).toBe(400);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('never deletes your own account', async () => {
    const res = await admin.client.delete(`/api/admin/users/${admin.user.id}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'admin.selfDelete', message: SELF_DELETE_MESSAGE });
    expect(await t.db.select().from(users).where(eq(users.id, admin.user.id))).toHaveLength(1);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await admin.client.delete(`/api/admin/users/${someId}`);
    expect(res.status).toBe(404);
  });
});

async function walk(client: HttpClient, path: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 1000; guard++) {
    const res = await client.get(cursor ? `${path}&cursor=${cursor}` : path);
    expect(res.status).toBe(200);
    ids.push(...res.body.map((row: { id: string }) => row.id));
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) return ids;
  }
  throw new Error('pagination did not end');
}
