import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { freePort } from '../../tests/support/server-process.ts';

export interface ServerHandle {
  pid: number;
  url: string;
  stop(): Promise<number | null>;
}

/**
 * Starts `node [nodeArgs] --import tsx <script>` with `env` (in `cwd`, by default this
 * checkout), its output going straight to `logFile`, and waits until `readyPath` answers 200.
 */
export async function startNodeServer(options: {
  script: string;
  env: Record<string, string>;
  logFile: string;
  readyPath: string;
  nodeArgs?: string[];
  cwd?: string;
}): Promise<ServerHandle> {
  const port = await freePort();
  const fd = openSync(options.logFile, 'a');
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', options.script],
    {
      cwd: options.cwd,
      env: { ...process.env, ...options.env, PORT: String(port) },
      stdio: ['ignore', fd, fd],
    },
  );
  closeSync(fd);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `${options.script} exited: ${readFileSync(options.logFile, 'utf8').slice(-2000)}`,
      );
    }
    try {
      if ((await fetch(url + options.readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.script} did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid!,
    url,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Resident memory of a process in MB (VmRSS from /proc), or null once it is gone. */
function readRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every 200 ms until stopped; answers the peak and the mean. */
export function sampleRss(pid: number) {
  const samples: number[] = [];
  const take = () => {
    const mb = readRssMb(pid);
    if (mb !== null) samples.push(mb);
  };
  take();
  const timer = setInterval(take, 200);
  return {
    stop() {
      clearInterval(timer);
      take();
      const peak = Math.max(0, ...samples);
      const mean = samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
      return { peakMb: round1(peak), meanMb: round1(mean) };
    },
  };
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Runs `node --import tsx <script> <arg>` and parses the JSON it prints last on stdout. */
export function runJsonChild<T>(script: string, arg: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, arg], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0)
        return reject(new Error(`${script} exited with ${code}: ${out.slice(-1000)}`));
      try {
        resolve(JSON.parse(last) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat; 0 once it is gone. */
function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by each PostgreSQL process on the machine (postmaster and backends). */
function postgresCpuSeconds(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    seconds.set(Number(entry), processCpuSeconds(Number(entry)));
  }
  return seconds;
}

/**
 * What the PostgreSQL processes used between two readings: a backend that ended meanwhile counts
 * for nothing (its last use is unknown), one that started counts whole.
 */
const postgresCpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, cpu]) => sum + Math.max(0, cpu - (before.get(pid) ?? 0)), 0);

/** Busy and total CPU seconds of the whole machine (all cores), from /proc/stat. */
function machineCpuSeconds(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/** Where the CPU went while `run` ran: percent of one core for the server and PostgreSQL. */
export async function measureCpu<T>(serverPid: number, run: () => Promise<T>) {
  const started = performance.now();
  const s0 = processCpuSeconds(serverPid);
  const p0 = postgresCpuSeconds();
  const m0 = machineCpuSeconds();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  const m1 = machineCpuSeconds();
  const pct = (cpu: number) => Math.round((cpu / seconds) * 100);
  return {
    result,
    cpu: {
      serverPct: pct(processCpuSeconds(serverPid) - s0),
      postgresPct: pct(postgresCpuBetween(p0, postgresCpuSeconds())),
      machineBusyPct: Math.round(((m1.busy - m0.busy) / Math.max(0.01, m1.total - m0.total)) * 100),
    },
  };
}
