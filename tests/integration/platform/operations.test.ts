import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseTooNewError, runMigrations } from '../../../src/server/db/migrate.ts';
import { DataDirInUseError } from '../../../src/server/db/pglite-claim.ts';
import { users } from '../../../src/server/db/schema.ts';
import { createCliDatabase, type CliDatabase } from '../../support/cli-database.ts';
import { testEngine } from '../../support/database.ts';

let c: CliDatabase;
let open: CliDatabase['open'];

const account = (email: string, isAdmin: boolean) => ({
  email,
  passwordHash: 'x',
  name: 'Cli Account',
  major: 'CS',
  phone: '0551234567',
  gender: 'female' as const,
  isVerified: true,
  isAdmin,
});

// Each PGlite open and each tool process costs seconds on a loaded machine, so the accounts are
// made in setup, each test starts one process and opens the directory once, and every handle is
// closed in `finally` (a handle left open would lock the directory for the file's other tests).
beforeAll(async () => {
  c = await createCliDatabase();
  open = c.open;
  const db = await open();
  try {
    await db.db
      .insert(users)
      .values([account('to.grant@uni.test', false), account('to.revoke@uni.test', true)]);
  } finally {
    await db.close();
  }
});
afterAll(async () => {
  await c?.close();
});

const cli = (...args: string[]) => c.tool('admin', ...args);

async function isAdmin(email: string) {
  const db = await open();
  try {
    const [row] = await db.db.select().from(users).where(eq(users.email, email));
    return row?.isAdmin;
  } finally {
    await db.close();
  }
}

describe('npm run admin -- grant|revoke <email>', () => {
  it('makes an existing account an admin, whatever the case of the e-mail typed', async () => {
    const granted = await cli('grant', 'To.Grant@uni.test');
    expect(granted.stdout).toContain('to.grant@uni.test is now an admin.');
    expect(await isAdmin('to.grant@uni.test')).toBe(true);
  });

  it('takes an admin back', async () => {
    const revoked = await cli('revoke', 'to.revoke@uni.test');
    expect(revoked.stdout).toContain('to.revoke@uni.test is no longer an admin.');
    expect(await isAdmin('to.revoke@uni.test')).toBe(false);
  });

  it('says so and fails for an unknown e-mail', async () => {
    await expect(cli('grant', 'nobody@uni.test')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the e-mail nobody@uni.test'),
    });
  });

  it('shows its usage for an unknown command, before opening any database', async () => {
    await expect(cli('promote', 'x@uni.test')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: npm run admin -- grant <email> | revoke <email>'),
    });
  });
});

describe('migrations', () => {
  it('are applied once, even by several servers starting together', async () => {
    // One opener on PGlite (its data directory belongs to one opener at a time). Only the kept
    // openers are called: one called and dropped would run beside them, and never be closed.
    const dbs = await Promise.all(
      Array.from({ length: testEngine === 'pglite' ? 1 : 3 }, () => open()),
    );
    try {
      await Promise.all(dbs.map((d) => runMigrations(d)));
    } finally {
      await Promise.all(dbs.map((d) => d.close()));
    }
  });

  it('refuse a database migrated by a newer version of the code', async () => {
    const db = await open();
    try {
      await db.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', ${Date.now() + 10 ** 12})`,
      );
      await expect(runMigrations(db)).rejects.toBeInstanceOf(DatabaseTooNewError);
      await db.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'future'`);
      await expect(runMigrations(db)).resolves.toBeUndefined();
    } finally {
      // Taken out even when the test fails, so that the file's other tests can open the database.
      await db.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'future'`);
      await db.close();
    }
  });
});

describe.runIf(testEngine === 'pglite')('an embedded data directory', () => {
  it('is open in one place at a time: a second opener is refused, not let in to corrupt it', async () => {
    const db = await open();
    try {
      await db.db.insert(users).values({
        email: 'held.open@uni.test',
        passwordHash: 'x',
        name: 'Held Open',
        major: 'CS',
        phone: '0557654321',
        gender: 'male',
        isVerified: true,
      });
      await expect(open()).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(cli('grant', 'held.open@uni.test')).rejects.toMatchObject({
        stderr: expect.stringContaining('can be opened by one process at a time'),
      });
      const [user] = await db.db.select().from(users).where(eq(users.email, 'held.open@uni.test'));
      expect(user?.isAdmin).toBe(false);
    } finally {
      await db.close();
    }
    // Closed, it opens again at once.
    const again = await open();
    await again.close();
  });
});
