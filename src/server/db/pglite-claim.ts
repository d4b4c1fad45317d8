import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite's instances share one pid in WebAssembly: a second opener would corrupt the live data.

export class DataDirInUseError extends Error {}

const claimFile = (dataDir: string) => join(dataDir, 'teamup-open.pid');

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
