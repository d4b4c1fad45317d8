import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ideaId, scaledSizes, seedUniversity, userId } from '../../../bench/seed.ts';
import { cookieOf, planWriteCycles } from '../../../bench/plan.ts';
import { queryRows } from '../../../src/server/db/client.ts';
import { CONFIRM_WORDS, NOTICES } from '../../../src/server/modules/applications/one-call-steps.ts';
import { useTestApp } from '../../support/app.ts';
import {
  captureStatements,
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

// A step of the handshake is one call to a database function (the plain case,
// docs/decisions/0118-handshake-steps-in-one-call.md), whose statements EXPLAIN cannot see: the
// call runs in a transaction of the test's, and the sequential scans it made of hot tables are
// read from that transaction's own counters.
describe('the handshake writes use indexes on a seeded university', () => {
  it('apply, accept and confirm: no sequential scan of a big table in any call', async () => {
    const [cycle] = await planWriteCycles(t.db, { sizes, salt, max: 1 });
    const [idea] = await queryRows<{ creator_id: string; gender: string }>(
      t.db,
      sql`select creator_id, gender from ideas where id = ${cycle!.ideaId}`,
    );
    const now = new Date().toISOString();
    // The counters of the transaction's connection: their values before the call are taken
    // away (they may still hold an earlier transaction's, not yet reported).
    const counters = (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) =>
      queryRows<{ relname: string; seq_scan: number }>(
        tx,
        sql`select relname, seq_scan::int as seq_scan from pg_stat_xact_user_tables
          where relname in (${sql.join(
            [...HOT_TABLES].map((name) => sql`${name}`),
            sql`, `,
          )})`,
      );
    const step = (call: SQL) =>
      t.db.transaction(async (tx) => {
        const before = new Map((await counters(tx)).map((c) => [c.relname, c.seq_scan]));
        const [result] = await queryRows<Record<string, unknown>>(tx, call);
        const after = await counters(tx);
        const scans = after.filter((c) => c.seq_scan > (before.get(c.relname) ?? 0));
        return { result, scans: scans.map((s) => s.relname) };
      });
    const apply = await step(
      sql`select * from handshake_apply(${cycle!.applicantId}, ${cycle!.ideaId}, '', ${now},
        ${NOTICES.applied}::jsonb)`,
    );
    expect(apply.result?.id).toBeTruthy();
    expect(apply.scans).toEqual([]);
    const accept = await step(
      sql`select * from handshake_decide(${idea!.creator_id}, ${idea!.gender}, ${apply.result!.id},
        'accepted', ${now}, ${NOTICES.accepted}::jsonb)`,
    );
    expect(accept.result?.status).toBe('accepted');
    expect(accept.scans).toEqual([]);
    const confirm = await step(
      sql`select handshake_confirm(${cycle!.applicantId}, ${apply.result!.id}, ${now},
        ${CONFIRM_WORDS}::jsonb) as joined`,
    );
    expect(confirm.result?.joined).toBe(true);
    expect(confirm.scans).toEqual([]);
  });
});
