import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieOf } from '../../../bench/plan.ts';
import { ideaId, seedUniversity, userId } from '../../../bench/seed.ts';
import { useTestApp } from '../../support/app.ts';
import { captureStatements, withoutSessionStatements } from '../../support/statements.ts';

// No N+1 queries: a page of N rows costs as many statements as a page of one, for
// every list call, on a seeded university where the long pages really are long (ideas-list.test.ts
// checks the ideas list on a handful of ideas; this covers every list at a hundred rows).

const sizes = { students: 4000, ideas: 400, members: 2400, notifications: 12_000 };
const salt = 'query-count-test';

const LEADER = 2;
const ADMIN = 4;
const FREE = sizes.ideas + sizes.members + 2;

const t = useTestApp();
beforeAll(async () => {
  await seedUniversity(t.db, sizes, salt);
  await t.db.execute(sql`update users set is_admin = true where id = ${userId(ADMIN)}`);
  // Enough pending applicants and notifications for a long page of each.
  await t.db.execute(sql`
    insert into applications (idea_id, applicant_id, status)
    select ${ideaId(LEADER)}::uuid, u.id, 'pending' from users u
    where u.gender = 'female' and not exists (select 1 from team_members m where m.user_id = u.id)
      and not exists (select 1 from applications a where a.idea_id = ${ideaId(LEADER)}::uuid
        and a.applicant_id = u.id)
    limit 120`);
  await t.db.execute(sql`
    insert into notifications (user_id, type, message)
    select ${userId(LEADER)}::uuid, 'team', 'Filler ' || n from generate_series(1, 120) as n`);
}, 120_000);

async function statementsFor(u: number, path: string) {
  const client = t.client({ cookie: cookieOf(salt, u) });
  let rows = 0;
  const statements = await captureStatements(t, async () => {
    const res = await client.get(path);
    expect(res.status, `${path}: ${res.text}`).toBe(200);
    rows = (res.body as unknown[]).length;
  });
  return { count: withoutSessionStatements(statements).length, rows };
}

const lists: Array<[string, number, string]> = [
  ['ideas', FREE, '/api/ideas'],
  ['ideas filtered', FREE, '/api/ideas?skills=Python,React,SQL,CAD,Java,Excel'],
  ['students', FREE, '/api/students'],
  ['notifications', LEADER, '/api/notifications'],
  ['notifications, updates only', LEADER, '/api/notifications?kind=updates'],
  ['applicants', LEADER, `/api/applications/idea/${ideaId(LEADER)}`],
  ['admin users', ADMIN, '/api/admin/users'],
  ['admin ideas', ADMIN, '/api/admin/ideas'],
  ['admin teams', ADMIN, '/api/admin/teams'],
];

describe('a page of N rows costs a constant number of statements', () => {
  it.each(lists)('%s: 100 rows cost what 1 row costs', async (_name, u, path) => {
    const sep = path.includes('?') ? '&' : '?';
    await statementsFor(u, `${path}${sep}limit=1`); // prepares the statements once
    const one = await statementsFor(u, `${path}${sep}limit=1`);
    const many = await statementsFor(u, `${path}${sep}limit=100`);
    expect(one.rows).toBe(1);
    expect(many.rows).toBeGreaterThanOrEqual(50);
    expect(many.count).toBe(one.count);
  });

  it('my team: a team of seven members costs what a team of one costs', async () => {
    const LONE = 3;
    await t.db.execute(sql`
      delete from team_members where role = 'member'
        and team_id = (select id from teams where leader_id = ${userId(LONE)}::uuid)`);
    const members = async (u: number) =>
      (await t.client({ cookie: cookieOf(salt, u) }).get('/api/teams/my')).body.members.length;
    expect(await members(LONE)).toBe(1);
    expect(await members(LEADER)).toBe(1 + sizes.members / sizes.ideas);
    const one = await captureStatements(t, () =>
      t.client({ cookie: cookieOf(salt, LONE) }).get('/api/teams/my'),
    );
    const seven = await captureStatements(t, () =>
      t.client({ cookie: cookieOf(salt, LEADER) }).get('/api/teams/my'),
    );
    expect(withoutSessionStatements(seven).length).toBe(withoutSessionStatements(one).length);
  });
});
