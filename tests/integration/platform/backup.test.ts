import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../../src/server/db/client.ts';
import * as s from '../../../src/server/db/schema.ts';
import { defaultCourse } from '../../../src/server/domain/courses.ts';
import { createCliDatabase, type CliDatabase } from '../../support/cli-database.ts';
import { testEngine } from '../../support/database.ts';

let c: CliDatabase;
let open: CliDatabase['open'];
beforeAll(async () => {
  c = await createCliDatabase();
  open = c.open;
});
afterAll(async () => {
  await c?.close();
});
const tool = (script: string, ...args: string[]) => c.tool(script, ...args);

/** Every row of every table, as JSON, in a stable order. */
async function snapshot(db: Database) {
  const tables = await queryRows<{ name: string }>(
    db.db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      db.db,
      sql.raw(`select t::text as row from ${name} t`),
    );
    result[name] = rows.map((r) => r.row).sort();
  }
  return result;
}

async function seed(db: Database) {
  const [alice, bob] = await db.db
    .insert(s.users)
    .values([
      {
        email: 'alice@uni.test',
        passwordHash: 'h1',
        name: 'Alice',
        major: 'CS',
        phone: '0551111111',
        gender: 'female',
        isVerified: true,
        bio: "O'Brien \\ 100% ✓",
      },
      {
        email: 'bea@uni.test',
        passwordHash: 'h2',
        name: 'Bea',
        major: 'EE',
        phone: '0552222222',
        gender: 'female',
        isVerified: true,
        appearInList: true,
      },
    ])
    .returning();
  const [idea] = await db.db
    .insert(s.ideas)
    .values({
      creatorId: alice!.id,
      courseId: defaultCourse(),
      gender: alice!.gender,
      title: 'Solar car',
      description: 'Build it',
      teamId: 'M001',
      requiredMajors: 'CS,EE',
    })
    .returning();
  const [team] = await db.db
    .insert(s.teams)
    .values({ ideaId: idea!.id, courseId: idea!.courseId, leaderId: alice!.id })
    .returning();
  await db.db.insert(s.teamMembers).values([
    { teamId: team!.id, courseId: team!.courseId, userId: alice!.id, role: 'creator' },
    { teamId: team!.id, courseId: team!.courseId, userId: bob!.id, role: 'member' },
  ]);
  const [application] = await db.db
    .insert(s.applications)
    .values({ ideaId: idea!.id, applicantId: bob!.id, status: 'accepted' })
    .returning();
  await db.db.insert(s.notifications).values({
    userId: bob!.id,
    type: 'accepted',
    message: 'Click to confirm',
    applicationId: application!.id,
  });
  await db.db.insert(s.sessions).values({
    idHash: 'abc',
    userId: alice!.id,
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + 1e9),
  });
  await db.db
    .insert(s.otpCodes)
    .values({ email: 'x@uni.test', purpose: 'verify', codeHash: 'c', expiresAt: new Date() });
  await db.db.insert(s.rateLimitHits).values({ bucket: 'login', key: 'alice@uni.test' });
}

// Each PGlite open and each tool process costs seconds on a loaded machine: the data, the backup
// and the loss are arranged in setup, and the test pays for one restore and one open.
describe('npm run backup / npm run restore', () => {
  let before: Record<string, string[]>;
  let file: string;
  let backup: { stdout: string };
  beforeAll(async () => {
    let db = await open();
    try {
      await seed(db);
      before = await snapshot(db);
    } finally {
      await db.close();
    }
    file = join(c.work, testEngine === 'pglite' ? 'b.tar.gz' : 'b.dump');
    backup = await tool('backup', file);
    // Lose everything after the backup.
    db = await open();
    try {
      await db.db.delete(s.users);
      await db.db.delete(s.otpCodes);
      await db.db.delete(s.rateLimitHits);
      expect((await snapshot(db))['public.users']).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('round-trips every table exactly', async () => {
    expect(backup.stdout).toContain(`Backup written to ${file}`);
    const restore = await tool('restore', file);
    expect(restore.stdout).toContain(`Restored ${file}`);
    const db = await open();
    let after: Record<string, string[]>;
    try {
      after = await snapshot(db);
    } finally {
      await db.close();
    }
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
    expect(before['public.users']).toHaveLength(2);
  });
});
