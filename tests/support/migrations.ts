import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { MIGRATIONS_DIR } from '../../src/server/db/migrate.ts';
import { createTestDatabase } from './database.ts';

// For tests of one migration on rows written before it: migrate a database up to the
// migration, write the old rows, then apply the rest with runMigrations.

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'teamup-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/** Applies the migrations of `folder` (from migrationsBefore) on either engine. */
async function migrateFrom(database: Database, folder: string) {
  const config = { migrationsFolder: folder };
  if (database.engine === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as unknown as PgliteDatabase, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as unknown as NodePgDatabase, config);
  }
}

/**
 * A test database of its own, migrated up to (not including) `tag` before the suite's tests
 * (opened then: starting an engine can take most of a test's time on a busy machine), and
 * closed after them.
 */
export function useDatabaseBefore(tag: string): { readonly database: Database } {
  let database: Database | undefined;
  let folder: string | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(undefined, { migrate: false });
    folder = await migrationsBefore(tag);
    await migrateFrom(database, folder);
  });
  afterAll(async () => {
    await database?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return {
    get database() {
      if (!database) throw new Error('the database opens before the tests');
      return database;
    },
  };
}
