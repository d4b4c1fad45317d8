import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { assertDataDirFree } from './data-dir-lock.ts';

/**
 * Opens (and migrates) the database of the configuration: the server's, and its tools'. A tool
 * stops with one line while the server holds the embedded database.
 */
export async function openConfiguredDatabase() {
  const config = loadConfigOrExit();
  if (!config.DATABASE_URL) assertDataDirFree(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await runMigrations(database);
  return { config, database };
}
