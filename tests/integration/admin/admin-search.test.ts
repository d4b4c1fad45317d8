import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILTER_MAX, FILTER_TERMS_MAX } from '@contract/limits.ts';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, createUser, insertTeam } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// The admin lists' `q`: name or e-mail (users), title or Team ID (ideas), each word anywhere in
// any case, LIKE wildcards literal, with the keyset paging of every list.

let admin: Awaited<ReturnType<typeof createSignedInUser>>;
let student: Awaited<ReturnType<typeof createSignedInUser>>;
const t = useTestApp();
beforeAll(async () => {
  admin = await createSignedInUser(t, { gender: 'female', isAdmin: true });
  student = await createSignedInUser(t, { gender: 'male' });
});

const tag = () => randomUUID().slice(0, 8);
/** Rows made one after another can share a timestamp on the embedded engine: the tests that
 * expect an order give their rows distinct creation times on purpose. */
const minute = (i: number) => new Date(Date.UTC(2030, 0, 1, 0, i));
const q = (text: string) => encodeURIComponent(text);

/** Every id of a list, page after page (X-Next-Cursor), and the number of pages. */
async function walk(client: HttpClient, path: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 1; pages < 1000; pages++) {
    const res = await client.get(cursor ? `${path}&cursor=${cursor}` : path);
    expect(res.status).toBe(200);
    ids.push(...res.body.map((row: { id: string }) => row.id));
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) return { ids, pages };
  }
  throw new Error('pagination did not end');
}

describe('GET /api/admin/users?q', () => {
  it('finds a word of the name or the e-mail, in any case, page after page', async () => {
    const word = `Zephyr${tag()}`;
    const byName = [];
    for (const [i, n] of ['alpha', 'beta', 'gamma'].entries()) {
      byName.push(await createUser(t, { name: `Sara ${word} ${n}`, createdAt: minute(i) }));
    }
    const byEmail = await createUser(t, {
      email: `${word.toLowerCase()}@uni.test`,
      createdAt: minute(3),
    });
    await createUser(t, { name: 'Someone Else' });
    const expected = [byEmail, ...[...byName].reverse()].map((u) => u.id);

    const { ids, pages } = await walk(
      admin.client,
      `/api/admin/users?limit=1&q=${q(word.toUpperCase())}`,
    );
    expect(ids).toEqual(expected);
    expect(pages).toBe(4);

    // Every word must appear, each in the name or the e-mail.
    const both = await admin.client.get(`/api/admin/users?q=${q(`sara ${word.slice(3)} GAMMA`)}`);
    expect(both.body.map((u: { id: string }) => u.id)).toEqual([byName[2]!.id]);
    const none = await admin.client.get(`/api/admin/users?q=${q(`${word} nobody`)}`);
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-next-cursor')).toBeNull();
  });

  it("takes '%', '_' and '\\' literally", async () => {
    const word = tag();
    const percent = await createUser(t, { name: `Rate 100% ${word}` });
    const underscore = await createUser(t, { email: `a_b${word}@uni.test` });
    const backslash = await createUser(t, { name: `Back\\slash ${word}` });
    await createUser(t, { name: `Rate 1000 ${word}` });
    await createUser(t, { email: `axb${word}@uni.test` });

    const ids = async (text: string) =>
      (await admin.client.get(`/api/admin/users?q=${q(text)}`)).body.map(
        (u: { id: string }) => u.id,
      );
    expect(await ids(`0% ${word}`)).toEqual([percent.id]);
    expect(await ids(`a_b${word}`)).toEqual([underscore.id]);
    expect(await ids(`k\\s ${word}`)).toEqual([backslash.id]);
    expect(await ids('%')).toEqual([percent.id]);
  });

  it('refuses a search over the filter caps, and a non-admin', async () => {
    const long = await admin.client.get(`/api/admin/users?q=${'a'.repeat(FILTER_MAX + 1)}`);
    expect(long.status).toBe(400);
    const words = Array.from({ length: FILTER_TERMS_MAX + 1 }, (_, i) => `w${i}`).join(' ');
    expect((await admin.client.get(`/api/admin/users?q=${q(words)}`)).status).toBe(400);
    const denied = await student.client.get('/api/admin/users?q=a');
    expect(denied.status).toBe(403);
    expect((await t.client().get('/api/admin/users?q=a')).status).toBe(401);
  });
});

describe('GET /api/admin/ideas?q', () => {
  it('finds a word of the title or the Team ID, in any case, page after page', async () => {
    const word = `Quasar${tag()}`;
    const creators = await Promise.all([0, 1, 2, 3].map(() => createUser(t)));
    const titled = [];
    for (const [i, creator] of creators.slice(0, 3).entries()) {
      const fields = { title: `The ${word} project ${i}`, createdAt: minute(i) };
      titled.push((await insertTeam(t, creator, [], fields)).idea);
    }
    const other = (await insertTeam(t, creators[3]!, [], { title: 'Unrelated' })).idea;

    const { ids, pages } = await walk(
      admin.client,
      `/api/admin/ideas?limit=1&q=${q(word.toLowerCase())}`,
    );
    expect(ids).toEqual(titled.reverse().map((i) => i.id));
    expect(pages).toBe(3);

    const byTeamId = await admin.client.get(`/api/admin/ideas?q=${other.teamId.toLowerCase()}`);
    expect(byTeamId.status).toBe(200);
    expect(byTeamId.body.map((i: { id: string }) => i.id)).toEqual([other.id]);
  });

  it("takes '%' and '_' literally, and is for admins only", async () => {
    const word = tag();
    const creators = await Promise.all([0, 1, 2].map(() => createUser(t)));
    const percent = (await insertTeam(t, creators[0]!, [], { title: `Grow 50% ${word}` })).idea;
    const underscore = (await insertTeam(t, creators[1]!, [], { title: `snake_case ${word}` }))
      .idea;
    await insertTeam(t, creators[2]!, [], { title: `Grow 500 snakeXcase ${word}` });
    const ids = async (text: string) =>
      (await admin.client.get(`/api/admin/ideas?q=${q(text)}`)).body.map(
        (i: { id: string }) => i.id,
      );
    expect(await ids(`0% ${word}`)).toEqual([percent.id]);
    expect(await ids(`e_c ${word}`)).toEqual([underscore.id]);

    const denied = await student.client.get(`/api/admin/ideas?q=${word}`);
    expect(denied.status).toBe(403);
  });
});
