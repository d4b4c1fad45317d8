import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ideaId, scaledSizes, seedUniversity, userId } from '../../../bench/seed.ts';
import { cookieOf, planWriteCycles } from '../../../bench/plan.ts';
import { useTestApp } from '../../support/app.ts';
import {
  captureStatements,
  captureTransactions,
  explain,
  explainGeneric,
  planNodes,
  type Statement,
} from '../../support/statements.ts';

// The hot list queries use indexes. A seeded university (the bench's seed: 20,000
// students, 1,000 ideas, 40,000 notifications), analyzed; each list call's statements, exactly as
// the app sends them, are EXPLAINed, and a sequential scan of a big table fails the test.

// Left out on purpose: a combination of every ideas filter (the planner rightly reads the few
// ideas, at most 1,000, in one scan), and the members of a page of admin teams (about 450
// members of 50 teams: PostgreSQL hashes the users table rather than look up each one, which
// its cost model prefers at 20,000 users).
const HOT_TABLES = new Set(['users', 'ideas', 'applications', 'notifications']);
const sizes = { ...scaledSizes(1), notifications: 40_000 };
const salt = 'explain-test';

// Users of the seed (bench/seed.ts): 1..1000 lead idea u; the rest past the members are free.
const LEADER = 2;
const ADMIN = 4;
const FREE = sizes.ideas + sizes.members + 2;

const t = useTestApp();
beforeAll(async () => {
  await seedUniversity(t.db, sizes, salt);
  await t.db.execute(sql`update users set is_admin = true where id = ${userId(ADMIN)}`);
}, 120_000);

async function get(u: number, path: string) {
  const res = await t.client({ cookie: cookieOf(salt, u) }).get(path);
  expect(res.status, `${path}: ${res.text}`).toBe(200);
  return res;
}

/** The path of the page after the first one of a list. */
async function secondPage(u: number, path: string) {
  const res = await get(u, `${path}${path.includes('?') ? '&' : '?'}limit=5`);
  const cursor = res.headers.get('x-next-cursor');
  expect(cursor, `${path} has a second page`).toBeTruthy();
  return `${path}${path.includes('?') ? '&' : '?'}limit=5&cursor=${cursor}`;
}

/** The sequential scans of hot tables in the plans of these statements. */
async function seqScansOf(statements: Statement[], plan = explain) {
  const scans: string[] = [];
  for (const statement of statements) {
    for (const node of planNodes(await plan(t, statement))) {
      if (node['Node Type'] === 'Seq Scan' && HOT_TABLES.has(node['Relation Name'] ?? '')) {
        scans.push(`${node['Relation Name']} in: ${statement.text.slice(0, 160)}`);
      }
    }
  }
  return scans;
}

/** The sequential scans of hot tables in the plans of the reads one call makes. */
async function seqScans(u: number, path: string, plan = explain) {
  const statements = await captureStatements(t, () => get(u, path));
  const reads = statements.filter((s) => /^\s*select/i.test(s.text));
  expect(reads.length).toBeGreaterThan(0);
  return seqScansOf(reads, plan);
}

const calls: Array<[string, number, string]> = [
  ['ideas, unfiltered', FREE, '/api/ideas'],
  ['ideas by major', FREE, '/api/ideas?major=CS'],
  ['ideas by skills', FREE, '/api/ideas?skills=Python,React'],
  ['ideas by tags', FREE, '/api/ideas?tags=AI'],
  ['ideas by keywords', FREE, '/api/ideas?q=campus%20sensor'],
  ['students, unfiltered', FREE, '/api/students'],
  ['students by major', FREE, '/api/students?major=CS'],
  ['students by skills', FREE, '/api/students?skills=Python'],
  ['students by major and skills', FREE, '/api/students?major=ME&skills=CAD,Python'],
  ['notifications', LEADER, '/api/notifications'],
  ['notifications, invitations only', LEADER, '/api/notifications?kind=invitations'],
  ['notifications, updates only', LEADER, '/api/notifications?kind=updates'],
  ['applicants of an idea', LEADER, `/api/applications/idea/${ideaId(LEADER)}`],
  ['my applications', FREE, '/api/applications/my'],
  ['my ideas', LEADER, '/api/ideas/my'],
  ['my team', LEADER, '/api/teams/my'],
  ['profile', FREE, '/api/profile'],
  ['admin users', ADMIN, '/api/admin/users'],
  ['admin ideas', ADMIN, '/api/admin/ideas'],
];

describe('hot list queries use indexes on a seeded university', () => {
  it.each(calls)('%s: no sequential scan of a big table', async (_name, u, path) => {
    expect(await seqScans(u, path)).toEqual([]);
  });

  // Named statements (PostgreSQL's prepared ones, every statement on PGlite) run this plan once
  // the engine has chosen it: it must use the indexes as well.
  it.each(calls)('%s: the generic plan has no sequential scan either', async (_name, u, path) => {
    expect(await seqScans(u, path, explainGeneric)).toEqual([]);
  });

  it.each<[string, number, string]>([
    ['ideas', FREE, '/api/ideas'],
    ['students by major', FREE, '/api/students?major=CS'],
    ['notifications', LEADER, '/api/notifications'],
    ['admin users', ADMIN, '/api/admin/users'],
  ])('%s, next page by cursor: no sequential scan', async (_name, u, path) => {
    expect(await seqScans(u, await secondPage(u, path))).toEqual([]);
  });
});

describe('the handshake writes use indexes on a seeded university', () => {
  it('apply, accept and confirm: no sequential scan of a big table in any statement', async () => {
    const [cycle] = await planWriteCycles(t.db, { sizes, salt, max: 1 });
    const student = t.client({ cookie: cycle!.applicantCookie });
    const leader = t.client({ cookie: cycle!.leaderCookie });
    const statements: Statement[] = [];
    const step = async (call: () => Promise<{ status: number; body: { id?: string } }>) => {
      let body: { id?: string } = {};
      const transactions = await captureTransactions(t, async () => {
        const res = await call();
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
        body = res.body;
      });
      statements.push(...transactions.flat().filter((s) => !s.text.includes('email_outbox o')));
      return body;
    };
    const { id } = await step(() => student.post('/api/applications', { ideaId: cycle!.ideaId }));
    await step(() => leader.put(`/api/applications/${id}/status`, { status: 'accepted' }));
    await step(() => student.post(`/api/applications/${id}/confirm`));
    expect(statements.length).toBeGreaterThan(10);
    expect(await seqScansOf(statements)).toEqual([]);
  });
});
