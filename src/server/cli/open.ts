import { loadConfigOrExit } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

/** Opens (and migrates) the database of the configuration: the server's, and its tools'. */
export async function openConfiguredDatabase() {
  const config = loadConfigOrExit();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await runMigrations(database);
  return { config, database };
}
