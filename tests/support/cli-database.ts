import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { createTestDatabase, testEngine } from './database.ts';

const run = promisify(execFile);

/**
 * A database that a command-line tool (npm run admin/backup/restore/seed:demo) opens the way the
 * server would: a PGlite directory on disk, or a fresh PostgreSQL database on the PostgreSQL lane.
 * The test opens it between runs (PGlite allows one process at a time).
 */
export async function createCliDatabase() {
  const work = mkdtempSync(join(tmpdir(), 'teamup-cli-'));
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let dropDb: () => Promise<void> = async () => {};
  if (testEngine === 'pglite') {
    const dir = join(work, 'data');
    env = { DATA_DIR: dir };
    open = async () => {
      const db = await openDatabase({ dataDir: dir });
      await runMigrations(db);
      return db;
    };
    // Made and migrated here, as every test file's database is: creating a directory (initdb)
    // is most of a first open, and it belongs to the file's setup, not to its first test.
    await (await open()).close();
  } else {
    const db = await createTestDatabase('postgres');
    env = { DATABASE_URL: db.url! };
    open = () => openDatabase({ databaseUrl: db.url!, dataDir: '' });
    dropDb = () => db.close();
  }
  return {
    work,
    env,
    open,
    /** Runs src/server/cli/<script>.ts against this database. */
    tool: (script: string, ...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', `src/server/cli/${script}.ts`, ...args], {
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      }),
    async close() {
      await dropDb();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

export type CliDatabase = Awaited<ReturnType<typeof createCliDatabase>>;
