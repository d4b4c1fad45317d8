import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfigOrExit } from '../config.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { assertDataDirFree } from './data-dir-lock.ts';

// `npm run backup [-- <file>]`: a consistent backup of either engine. PostgreSQL:
// pg_dump's custom format (one snapshot). PGlite: a gzipped tarball of the data directory, taken
// while no server has it open.

async function main() {
  const config = loadConfigOrExit();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const engine = config.DATABASE_URL ? 'postgres' : 'pglite';
  const file = resolve(
    process.argv[2] ??
      `backups/teamup-${engine}-${stamp}.${engine === 'postgres' ? 'dump' : 'tar.gz'}`,
  );
  mkdirSync(dirname(file), { recursive: true });

  if (config.DATABASE_URL) {
    execFileSync(
      'pg_dump',
      ['--format=custom', '--no-owner', `--file=${file}`, config.DATABASE_URL],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
  } else {
    assertDataDirFree(config.DATA_DIR);
    const db = await PGlite.create(config.DATA_DIR, { extensions: await pgliteExtensions() });
    try {
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  console.log(`Backup written to ${file}`);
}

void main();
