import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfigOrExit } from '../config.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { assertDataDirFree } from './data-dir-lock.ts';

// `npm run restore <file>`: puts a backup of `npm run backup` back. PostgreSQL:
// pg_restore --clean in one transaction. PGlite: the current data directory is kept aside as
// DATA_DIR.before-restore-<time> and a new one is made from the backup.

async function main() {
  const fileArg = process.argv[2];
  if (!fileArg) {
    console.error('usage: npm run restore <backup file>');
    process.exit(2);
  }
  const file = resolve(fileArg);
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    process.exit(2);
  }
  const config = loadConfigOrExit();

  if (config.DATABASE_URL) {
    execFileSync(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${config.DATABASE_URL}`,
        file,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
  } else {
    const dir = resolve(config.DATA_DIR);
    if (existsSync(dir)) {
      assertDataDirFree(dir);
      if (readdirSync(dir).length > 0) {
        const aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        renameSync(dir, aside);
        console.log(`The previous data directory was kept at ${aside}`);
      }
    }
    const db = await PGlite.create(dir, {
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: await pgliteExtensions(),
    });
    await db.close();
  }
  console.log(`Restored ${file}`);
}

void main();
