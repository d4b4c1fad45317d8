import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../../src/server/db/schema.ts';
import { DEMO_DOMAIN } from '../../../src/server/cli/seed-demo.ts';
import { majorFits } from '../../../src/server/domain/ideas.ts';
import { createCliDatabase, type CliDatabase } from '../../support/cli-database.ts';
import { testEngine } from '../../support/database.ts';

let c: CliDatabase;
// What the first run printed and made, observed in setup: each tool process and each PGlite open
// costs seconds on a loaded machine, and the tests below must not depend on each other's order.
let firstRun: { stdout: string };
let afterFirstRun: Awaited<ReturnType<typeof counts>>;
beforeAll(async () => {
  c = await createCliDatabase();
  firstRun = await c.tool('seed-demo');
  afterFirstRun = await counts();
});
afterAll(async () => {
  await c?.close();
});

async function counts() {
  const db = await c.open();
  try {
    const [users] = await db.db.select({ n: count() }).from(s.users);
    const [admins] = await db.db
      .select({ n: count() })
      .from(s.users)
      .where(eq(s.users.isAdmin, true));
    const [ideas] = await db.db.select({ n: count() }).from(s.ideas);
    const [members] = await db.db.select({ n: count() }).from(s.teamMembers);
    const [demo] = await db.db
      .select({ n: count() })
      .from(s.users)
      .where(like(s.users.email, `%@${DEMO_DOMAIN}`));
    return {
      users: users!.n,
      admins: admins!.n,
      ideas: ideas!.n,
      members: members!.n,
      demo: demo!.n,
    };
  } finally {
    await db.close();
  }
}

describe('npm run seed:demo', () => {
  it('creates a demo university and prints its credentials', () => {
    expect(firstRun.stdout).toContain("Every demo account's password: Demo_2026");
    expect(firstRun.stdout).toMatch(/sara\.female@demo\.teamup\.test\s+female\s+CS\s+admin/);
    expect(afterFirstRun).toEqual({ users: 32, admins: 1, ideas: 8, members: 12, demo: 32 });
  });

  it('gives every applicant and member a major their idea takes', async () => {
    const db = await c.open();
    try {
      const applied = await db.db
        .select({ idea: s.ideas, major: s.users.major })
        .from(s.applications)
        .innerJoin(s.ideas, eq(s.ideas.id, s.applications.ideaId))
        .innerJoin(s.users, eq(s.users.id, s.applications.applicantId));
      const members = await db.db
        .select({ idea: s.ideas, major: s.users.major })
        .from(s.teamMembers)
        .innerJoin(s.teams, eq(s.teams.id, s.teamMembers.teamId))
        .innerJoin(s.ideas, eq(s.ideas.id, s.teams.ideaId))
        .innerJoin(s.users, eq(s.users.id, s.teamMembers.userId))
        .where(ne(s.teamMembers.role, 'creator'));
      // An idea that takes no other major is among them, so the rule is tried, not waived.
      expect(applied.some((a) => !a.idea.allowCrossMajor)).toBe(true);
      for (const { idea, major } of [...applied, ...members]) {
        expect(majorFits(idea, major), `${major} in "${idea.title}"`).toBe(true);
      }
    } finally {
      await db.close();
    }
  });

  // Only the embedded database belongs to one process; PostgreSQL serves the server and a tool.
  it.skipIf(testEngine !== 'pglite')(
    'says in one line to stop the server while it holds the embedded database',
    async () => {
      // The mark the running server leaves in its data directory, naming a live process.
      const mark = join(c.env.DATA_DIR!, 'teamup-server.pid');
      writeFileSync(mark, String(process.pid));
      try {
        const failed = await c.tool('seed-demo').then(
          () => null,
          (error: { code: number; stderr: string; stdout: string }) => error,
        );
        expect(failed?.code).toBe(1);
        expect(failed?.stderr.trim().split('\n')).toEqual([
          expect.stringContaining('Stop it first'),
        ]);
        expect(failed?.stdout).toBe('');
      } finally {
        rmSync(mark, { force: true });
      }
    },
  );

  // A mark left by a crash may name a pid the system has since given to another program.
  it.skipIf(testEngine !== 'pglite')(
    'is not locked out by a mark naming a process that is not a server',
    async () => {
      const mark = join(c.env.DATA_DIR!, 'teamup-server.pid');
      const other = spawn('sleep', ['30']);
      writeFileSync(mark, String(other.pid));
      try {
        const failed = await c.tool('seed-demo').then(
          () => null,
          (error: { stderr: string }) => error,
        );
        // The tool goes on to its own check: the database already has the demo's users.
        expect(failed?.stderr).toContain('refusing to add demo data');
        expect(failed?.stderr).not.toContain('Stop it first');
      } finally {
        other.kill();
        rmSync(mark, { force: true });
      }
    },
  );

  it('refuses a database that has users', async () => {
    await expect(c.tool('seed-demo')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('refusing to add demo data'),
    });
  });

  it('with --force recreates only the demo accounts', async () => {
    const db = await c.open();
    try {
      await db.db.insert(s.users).values({
        email: 'real.student@uni.test',
        passwordHash: 'x',
        name: 'Real Student',
        major: 'CS',
        phone: '0551234567',
        gender: 'male',
      });
    } finally {
      await db.close();
    }
    await c.tool('seed-demo', '--force');
    expect(await counts()).toEqual({ users: 33, admins: 1, ideas: 8, members: 12, demo: 32 });
  });
});
