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
  if (pid && pid !== process.pid && isServer(pid)) {
    console.error(
      `The TeamUp server (pid ${pid}) is using ${dataDir}. Stop it first: the embedded database ` +
        'can be opened by one process at a time.',
    );
    process.exit(1);
  }
}

/**
 * Whether the marked process still runs and is a Node process: after a crash or a reboot the
 * stale file may name a pid the system gave to another program, which must not lock us out.
 */
function isServer(pid: number) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const cmdline = `/proc/${pid}/cmdline`;
  return !existsSync(cmdline) || /node|tsx/.test(readFileSync(cmdline, 'utf8'));
}
