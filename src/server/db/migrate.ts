import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool, PoolClient } from 'pg';
import { queryRows, type Database, type Db } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

// An arbitrary constant: servers starting together take turns applying migrations.
const MIGRATION_LOCK = 727_001;

export class DatabaseTooNewError extends Error {}

/**
 * Applies the committed migrations (drizzle-kit output) on either engine, once even when several
 * servers start together, and refuses a database that a newer version of the code migrated.
 */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.engine === 'pglite') {
    await refuseNewerDatabase(database.db);
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // The advisory lock belongs to a connection: hold one client for the whole run.
  const { $client: pool } = database.db as unknown as { $client: Pool };
  const client: PoolClient = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const db = drizzle(client);
    await refuseNewerDatabase(db as unknown as Db);
    await migratePg(db as NodePgDatabase, config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

async function refuseNewerDatabase(db: Db) {
  const shipped = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const newestShipped = Math.max(0, ...shipped.map((m) => m.folderMillis));
  const [table] = await queryRows<{ exists: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table?.exists) return;
  const [applied] = await queryRows<{ newest: string | null }>(
    db,
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newestApplied = Number(applied?.newest ?? 0);
  if (newestApplied > newestShipped) {
    throw new DatabaseTooNewError(
      'The database was migrated by a newer version of TeamUp than this one; refusing to start. ' +
        'Deploy the newer version (or restore a backup that matches this one).',
    );
  }
}
