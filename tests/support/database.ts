import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';

export type Engine = 'pglite' | 'postgres';

/** The engine this test project runs on (vitest sets TEST_ENGINE per project). */
export const testEngine: Engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created beside TEST_DATABASE_URL's and dropped afterwards (tests never touch other databases).
 * `migrate: false` leaves it empty, for a test that applies migrations itself.
 */
export async function createTestDatabase(
  engine: Engine = testEngine,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<Database & { url: string | undefined }> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    if (migrate) await runMigrations(database);
    return { ...database, url: undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `teamup_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 20 });
  if (migrate) await runMigrations(database);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
