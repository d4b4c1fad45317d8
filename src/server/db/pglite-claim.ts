import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// A PGlite data directory takes one opener at a time, and PGlite cannot see a second one: every
// instance has the same process id inside WebAssembly, so Postgres takes the other's
// postmaster.pid for a stale one of its own and runs crash recovery over the live database, which
// corrupts it (and the next start fails). This file, created exclusively, is the missing lock.

export class DataDirInUseError extends Error {}

const claimFile = (dataDir: string) => join(dataDir, 'teamup-open.pid');

/** Claims the data directory for this opener, or throws; returns the release. */
export function claimDataDir(dataDir: string): () => void {
  const file = claimFile(dataDir);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8'));
    // An empty file is a claim being written; this process's own is a database still open here.
    if (!holder || holder === process.pid || isAlive(holder)) {
      throw new DataDirInUseError(
        `${dataDir} is open in ${holder === process.pid ? 'this process' : `process ${holder || '?'}`}: ` +
          'the embedded database can be opened by one process at a time; close it first.',
      );
    }
    // Left by a process that ended without closing: the directory is free.
    writeFileSync(file, String(process.pid));
  }
  let held = true;
  // Once only: a second close must not take away the claim of a later opener.
  return () => {
    if (held) rmSync(file, { force: true });
    held = false;
  };
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
