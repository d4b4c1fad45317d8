import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseTooNewError, runMigrations } from '../../../src/server/db/migrate.ts';
import { DataDirInUseError } from '../../../src/server/db/pglite-claim.ts';
import { users } from '../../../src/server/db/schema.ts';
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

const cli = (...args: string[]) => c.tool('admin', ...args);

describe('npm run admin -- grant|revoke <email>', () => {
  it('makes an existing account an admin and takes it back', async () => {
    let db = await open();
    await db.db.insert(users).values({
      email: 'first.admin@uni.test',
      passwordHash: 'x',
      name: 'First Admin',
      major: 'CS',
      phone: '0551234567',
      gender: 'female',
      isVerified: true,
    });
    await db.close();

    const granted = await cli('grant', 'First.Admin@uni.test');
    expect(granted.stdout).toContain('first.admin@uni.test is now an admin.');
    db = await open();
    const [afterGrant] = await db.db
      .select()
      .from(users)
      .where(eq(users.email, 'first.admin@uni.test'));
    expect(afterGrant?.isAdmin).toBe(true);
    await db.close();

    const revoked = await cli('revoke', 'first.admin@uni.test');
    expect(revoked.stdout).toContain('is no longer an admin');
    db = await open();
    const [afterRevoke] = await db.db
      .select()
      .from(users)
      .where(eq(users.email, 'first.admin@uni.test'));
    expect(afterRevoke?.isAdmin).toBe(false);
    await db.close();
  });

  it('says so and fails for an unknown e-mail or bad usage', async () => {
    await expect(cli('grant', 'nobody@uni.test')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the e-mail nobody@uni.test'),
    });
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
