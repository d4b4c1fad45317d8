import { spawn } from 'node:child_process';
import net from 'node:net';

// Ports handed out by this process are never handed out again: a client's pooled keep-alive
// socket to a stopped server must not be mistaken for one to its successor.
const handedOut = new Set<number>();

/** A free TCP port on loopback, never one this process was given before. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await anyFreePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * The production server (src/server/main.ts, as `npm start` runs it) in a child process; resolves
 * once /readyz says it is ready. `stop()` sends SIGTERM and resolves with the exit code.
 */
export async function startServerProcess(env: Record<string, string>, port?: number) {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env, PORT: String(p) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${p}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port: p,
    url: `http://127.0.0.1:${p}`,
    get output() {
      return output;
    },
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
