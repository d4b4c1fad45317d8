import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../../src/server/db/schema.ts';
import { DEMO_DOMAIN } from '../../../src/server/cli/seed-demo.ts';
import { createCliDatabase, type CliDatabase } from '../../support/cli-database.ts';

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
