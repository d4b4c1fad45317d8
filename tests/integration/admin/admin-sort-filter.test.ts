import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, createUser, insertTeam } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// The admin tables sort by a column and filter on the server, page after page
// (docs/decisions/0091-admin-tables-sorted-on-the-server.md).
const t = useTestApp();

type Row = { email: string; name: string; title: string };
/** The order the server sorts text in: case-blind, by code point. */
const caseBlind = (list: string[]) =>
  [...list].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));

/** Every page of a list, following X-Next-Cursor. */
async function walk(client: HttpClient, path: string): Promise<Row[]> {
  const rows: Row[] = [];
  let url = path;
  for (;;) {
    const res = await client.get(url);
    expect(res.status).toBe(200);
    rows.push(...(res.body as Row[]));
    const next = res.headers.get('x-next-cursor');
    if (!next) return rows;
    url = `${path}&cursor=${encodeURIComponent(next)}`;
  }
}

describe('GET /api/admin/users sorted and filtered', () => {
  it('sorts by a column both ways across pages and filters by gender, verified, team and admin', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true, name: 'zz Admin sortset' });
    const names = ['Dana sortset', 'alia sortset', 'Basel sortset', 'Carl sortset', 'Eman sortset'];
    const made = [];
    for (const name of names) made.push(await createUser(t, { name }));
    const [dana, , basel, carl, eman] = made;
    await insertTeam(t, dana!, [basel!]);
    const female = await createUser(t, { name: 'Fatin sortset', gender: 'female' });
    const unverified = await createUser(t, { name: 'Ghada sortset', isVerified: false });

    const all = [...made, female, unverified, admin.user].map((u) => u.name);
    const byName = caseBlind(all);
    const q = 'q=sortset&limit=2';
    const asc = await walk(admin.client, `/api/admin/users?${q}&sort=name&dir=asc`);
    expect(asc.map((u) => u.name)).toEqual(byName);
    const desc = await walk(admin.client, `/api/admin/users?${q}&sort=name&dir=desc`);
    expect(desc.map((u) => u.name)).toEqual([...byName].reverse());

    const names$ = async (filter: string) =>
      (await walk(admin.client, `/api/admin/users?${q}&${filter}`)).map((u) => u.name).sort();
    expect(await names$('gender=female')).toEqual([female.name]);
    expect(await names$('verified=false')).toEqual([unverified.name]);
    expect(await names$('inTeam=true')).toEqual([basel!.name, dana!.name].sort());
    expect(await names$('admin=true')).toEqual([admin.user.name]);
    expect(await names$('inTeam=false&gender=male&verified=true&admin=false')).toEqual(
      [carl!.name, eman!.name, made[1]!.name].sort(),
    );
  });

  it('answers 400 naming the field for a bad sort, direction or filter value', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true });
    const cases: Array<[string, string, string]> = [
      ['sort=password', 'sort', 'Unknown sort column'],
      ['sort=name&dir=up', 'dir', 'Direction must be asc or desc'],
      ['gender=other', 'gender', 'Gender must be male or female'],
      ['verified=yes', 'verified', 'Must be true or false'],
      ['inTeam=1', 'inTeam', 'Must be true or false'],
      ['admin=', 'admin', 'Must be true or false'],
    ];
    for (const [query, field, message] of cases) {
      const res = await admin.client.get(`/api/admin/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.errors[field].message, query).toBe(message);
    }
    expect((await admin.client.get('/api/admin/ideas?sort=creatorId')).status).toBe(400);
  });
});

describe('GET /api/admin/ideas sorted and filtered', () => {
  it('sorts by title across pages and filters by gender', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true });
    const titles = ['Kite ideaset', 'apple ideaset', 'Mango ideaset', 'Lime ideaset'];
    for (const [i, title] of titles.entries()) {
      const leader = await createUser(t, { gender: i === 0 ? 'female' : 'male' });
      await insertTeam(t, leader, [], { title });
    }
    const q = 'q=ideaset&limit=1';
    const asc = await walk(admin.client, `/api/admin/ideas?${q}&sort=title`);
    expect(asc.map((i) => i.title)).toEqual(caseBlind(titles));
    const female = await walk(admin.client, `/api/admin/ideas?${q}&gender=female`);
    expect(female.map((i) => i.title)).toEqual(['Kite ideaset']);
  });
});
