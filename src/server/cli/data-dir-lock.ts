import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite's data directory belongs to one process at a time. The server marks it while it runs,
// and the command-line tools refuse to open it meanwhile.

const lockFile = (dataDir: string) => join(dataDir, 'teamup-server.pid');

export function markDataDirInUse(dataDir: string): () => void {
  const file = lockFile(dataDir);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

export function assertDataDirFree(dataDir: string) {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8'));
  if (pid && isAlive(pid)) {
    console.error(
      `The TeamUp server (pid ${pid}) is using ${dataDir}. Stop it first: the embedded database ` +
        'can be opened by one process at a time.',
    );
    process.exit(1);
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
