import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, createUser } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { captureStatements, withoutSessionStatements } from '../../support/statements.ts';

const t = useTestApp();

/** A token unique to one test, put in skills so a skills filter sees only that test's users. */
const token = () => `tok${randomBytes(5).toString('hex')}`;
const listed = { appearInList: true } as const;
const get = (client: HttpClient, query: Record<string, string>) =>
  client.get(`/api/students?${new URLSearchParams(query)}`);

describe('GET /api/students', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.client().get('/api/students');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'http.notSignedIn', message: 'Not signed in' });
  });

  it("lists only verified, listed students of the viewer's gender, never the viewer", async () => {
    const tag = token();
    const { client } = await createSignedInUser(t, { gender: 'female', skills: tag, ...listed });
    const visible = await createUser(t, { gender: 'female', skills: tag, ...listed });
    await createUser(t, { gender: 'female', skills: tag, appearInList: false });
    await createUser(t, { gender: 'female', skills: tag, isVerified: false, ...listed });
    await createUser(t, { gender: 'male', skills: tag, ...listed });

    const res = await get(client, { skills: tag });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([visible.id]);
  });

  it('never lists the other gender, whatever the page', async () => {
    const { client } = await createSignedInUser(t, { gender: 'male' });
    await createUser(t, { gender: 'female', ...listed });
    const females = await queryRows<{ id: string }>(
      t.db,
      sql`select id from users where gender = 'female'`,
    );
    const seen = await walk(client, {});
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((id) => females.some((f) => f.id === id))).toEqual([]);
  });

  it('omits the name and phone their owner hides, always shows the e-mail', async () => {
    const tag = token();
    const { client } = await createSignedInUser(t, { gender: 'male' });
    const hidden = await createUser(t, {
      skills: tag,
      bio: 'Quiet',
      showName: false,
      showPhone: false,
      createdAt: new Date('2030-01-01T00:00:00.000Z'),
      ...listed,
    });
    const open = await createUser(t, {
      skills: tag,
      major: 'EE',
      phone: '0500000001',
      createdAt: new Date('2029-01-01T00:00:00.000Z'),
      ...listed,
    });

    const res = await get(client, { skills: tag });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { email: hidden.email, major: 'CS', bio: 'Quiet', skills: tag, lookingForTeam: true },
      {
        id: open.id,
        name: open.name,
        email: open.email,
        major: 'EE',
        bio: '',
        skills: tag,
        phone: '0500000001',
        lookingForTeam: true,
      },
    ]);
    expect(res.text).not.toMatch(/passwordHash|isAdmin|gender|isVerified|password_hash/);
  });

  it('filters by exact major key', async () => {
    const tag = token();
    const { client } = await createSignedInUser(t, { gender: 'female' });
    const ee = await createUser(t, { gender: 'female', major: 'EE', skills: tag, ...listed });
    await createUser(t, { gender: 'female', major: 'EEPH', skills: tag, ...listed });
    await createUser(t, { gender: 'female', major: 'CS', skills: tag, ...listed });

    const ids = async (query: Record<string, string>) =>
      (await get(client, { skills: tag, ...query })).body.map((s: { id: string }) => s.id);
    expect(await ids({ major: 'EE' })).toEqual([ee.id]);
    expect(await ids({ major: 'E' })).toEqual([]);
    expect(await ids({ major: 'ee' })).toEqual([]);
    expect(await ids({ major: '' })).toHaveLength(3);
  });

  it('matches any comma-separated skill term, ignoring case', async () => {
    const tag = token();
    const { client } = await createSignedInUser(t, { gender: 'male' });
    const react = await createUser(t, { skills: `React${tag}, Node${tag}`, ...listed });
    const python = await createUser(t, { skills: `Python${tag}`, ...listed });
    await createUser(t, { skills: `Go${tag}`, ...listed });

    const res = await get(client, { skills: ` python${tag} ,REACT${tag},, ` });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { id: string }) => s.id).sort()).toEqual([react.id, python.id].sort());
  });

  it('finds a student by a part of the name they show, never by a name they hide', async () => {
    const tag = token();
    const { client } = await createSignedInUser(t, { gender: 'male' });
    const named = await createUser(t, { gender: 'male', name: `Omar ${tag}`, ...listed });
    const hidden = await createUser(t, {
      gender: 'male',
      name: `Khalid ${tag}`,
      showName: false,
      ...listed,
    });

    const byShown = await get(client, { skills: `omar ${tag.toUpperCase()}` });
    expect(byShown.status).toBe(200);
    expect(byShown.body).toEqual([expect.objectContaining({ id: named.id, name: named.name })]);
    // Both names share the tag: only the shown one is found by it.
    expect((await get(client, { skills: tag })).body).toEqual([
      expect.objectContaining({ id: named.id }),
    ]);
    const byHidden = await get(client, { skills: hidden.name });
    expect(byHidden.status).toBe(200);
    expect(byHidden.body).toEqual([]);
  });

  it('takes quotes, wildcards, backslashes and unicode literally', async () => {
    const tag = token();
    const { client } = await createSignedInUser(t, { gender: 'female' });
    const make = (skills: string) =>
      createUser(t, { gender: 'female', skills: `${tag} ${skills}`, ...listed });
    const percent = await make('100% effort');
    const underscore = await make('snake_case');
    const backslash = await make('C:\\path');
    const quotes = await make(`O'Brien "quoted"`);
    const arabic = await make('تعلم الآلة');
    const accents = await make('Ünïcødé');

    const ids = async (skills: string) => {
      const res = await get(client, { skills });
      expect(res.status).toBe(200);
      return res.body.map((s: { id: string }) => s.id);
    };
    expect(await ids('%')).toEqual([percent.id]);
    expect(await ids('_')).toEqual([underscore.id]);
    expect(await ids('\\')).toEqual([backslash.id]);
    expect(await ids(':\\p')).toEqual([backslash.id]);
    expect(await ids(`o'brien "QUOTED"`)).toEqual([quotes.id]);
    expect(await ids('الآلة')).toEqual([arabic.id]);
    expect(await ids('Ünïcødé')).toEqual([accents.id]);
    expect(await ids(`'; drop table users; --`)).toEqual([]);
    expect(await ids('%%,__')).toEqual([]);
    // The table is still there and the filter still works.
    expect(await ids(tag)).toHaveLength(6);
  });

  it('refuses over-long filters and bad paging values with 400', async () => {
    const { client } = await createSignedInUser(t);
    const queries: Array<Record<string, string>> = [
      { skills: 'x'.repeat(10 * 1024 + 1) },
      { limit: '0' },
      { limit: '101' },
      { limit: 'ten' },
      { cursor: 'not-a-cursor' },
    ];
    for (const query of queries) {
      const res = await get(client, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('pages newest first with X-Next-Cursor, without gaps or repeats', async () => {
    const tag = token();
    const { client } = await createSignedInUser(t, { gender: 'male' });
    const same = new Date('2031-06-01T00:00:00.000Z');
    const created = [];
    for (const createdAt of [
      new Date('2031-01-01T00:00:00.000Z'),
      same,
      same,
      same,
      new Date('2031-12-01T00:00:00.000Z'),
    ]) {
      created.push(await createUser(t, { skills: tag, createdAt, ...listed }));
    }
    const first = await get(client, { skills: tag, limit: '2' });
    expect(first.body).toHaveLength(2);
    expect(first.headers.get('x-next-cursor')).toBeTruthy();

    const seen = await walk(client, { skills: tag, limit: '2' });
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen[0]).toBe(created[4]!.id);
    expect(seen[4]).toBe(created[0]!.id);
    const full = await get(client, { skills: tag });
    expect(full.body.map((s: { id: string }) => s.id)).toEqual(seen);
    expect(full.headers.get('x-next-cursor')).toBeNull();
  });

  it('runs the same number of queries for one student or many', async () => {
    const tag = token();
    const { client } = await createSignedInUser(t, { gender: 'female' });
    await createUser(t, { gender: 'female', skills: tag, ...listed });
    // Statements as the driver receives them: the list is a prepared statement, so
    // drizzle's builder is not called on every request.
    const count = async () => {
      let res: Awaited<ReturnType<typeof get>> | undefined;
      const statements = await captureStatements(t, async () => {
        res = await get(client, { skills: tag });
      });
      return { calls: withoutSessionStatements(statements).length, rows: res!.body.length };
    };
    const one = await count();
    for (let i = 0; i < 5; i++) {
      await createUser(t, { gender: 'female', skills: tag, ...listed });
    }
    const many = await count();
    expect([one.rows, many.rows]).toEqual([1, 6]);
    expect(one.calls).toBeGreaterThan(0);
    expect(many.calls).toBe(one.calls);
  });
});

/** Follows X-Next-Cursor until the last page and returns every id seen, in order. */
async function walk(client: HttpClient, query: Record<string, string>): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 1000; guard++) {
    const res = await get(client, cursor ? { ...query, cursor } : query);
    expect(res.status).toBe(200);
    ids.push(...res.body.map((s: { id: string }) => s.id));
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) return ids;
  }
  throw new Error('pagination did not end');
}
