import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';

/** Where the bench's fresh database lives, and the environment that points the server at it. */
export interface BenchDatabase {
  engine: 'pglite' | 'postgres';
  /** DATABASE_URL or DATA_DIR for the server process. */
  env: Record<string, string>;
  /** Opens (and migrates) it in this process; PGlite allows one process at a time. */
  open(): Promise<Database>;
  /** Drops the database (PostgreSQL) or deletes the data directory (PGlite). */
  destroy(): Promise<void>;
}

/**
 * A fresh database: a PGlite directory in a temp folder, or, when `databaseUrl` is given, a new
 * PostgreSQL database created beside it (the one named in the URL is never touched).
 */
export async function createBenchDatabase(databaseUrl?: string): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'teamup-bench-'));
    const dataDir = join(dir, 'data');
    return {
      engine: 'pglite',
      env: { DATA_DIR: dataDir },
      async open() {
        const db = await openDatabase({ dataDir });
        await runMigrations(db);
        return db;
      },
      async destroy() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `teamup_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    engine: 'postgres',
    env: { DATABASE_URL: url.toString() },
    async open() {
      const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
      await runMigrations(db);
      return db;
    },
    async destroy() {
      await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(databaseUrl: string, text: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
