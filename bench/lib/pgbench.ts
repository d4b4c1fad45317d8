import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createBenchDatabase } from './database.ts';
import { percentileOf } from './percentile.ts';

// PostgreSQL's own write reference, in the bench's run: pgbench's TPC-B-like transaction (three
// updates, a select and an insert in one transaction) at the writes scenario's concurrency, on a
// scratch database of its own beside the bench's (created and dropped here), prepared
// statements, every transaction's latency logged (-l) for p50 and p99.

const run = promisify(execFile);
const PGBENCH = process.env.PGBENCH ?? 'pgbench';

export interface PgbenchResult {
  scale: number;
  clients: number;
  seconds: number;
  transactions: number;
  tps: number;
  /** Milliseconds: pgbench's average, and percentiles from the per-transaction log. */
  avgMs: number;
  p50: number;
  p99: number;
}

/**
 * `scale` defaults to `clients`: each TPC-B transaction updates one of `scale` branch rows, so
 * with fewer branches than clients the run measures queueing on those rows, not the engine (the
 * pgbench documentation asks for a scale at least the number of clients). The writes scenario
 * spreads its cycles over distinct applicants and a thousand ideas, so it is not row-bound either.
 */
export async function runPgbench(options: {
  databaseUrl: string;
  clients: number;
  seconds: number;
  scale?: number;
}): Promise<PgbenchResult> {
  const scale = options.scale ?? options.clients;
  const scratch = await createBenchDatabase(options.databaseUrl);
  const url = scratch.env.DATABASE_URL!;
  const dir = mkdtempSync(join(process.env.TMPDIR ?? '/tmp', 'teamup-pgbench-'));
  try {
    await run(PGBENCH, ['-i', '-q', '-s', String(scale), url], { maxBuffer: 1 << 24 });
    const threads = Math.min(2, options.clients);
    const args = ['-c', String(options.clients), '-j', String(threads), '-T'];
    args.push(String(options.seconds), '-M', 'prepared', '-l', `--log-prefix=${join(dir, 'tx')}`);
    const { stdout } = await run(PGBENCH, [...args, url], { maxBuffer: 1 << 24 });
    const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? NaN);
    // Per-transaction log lines: client, transaction, latency in microseconds, script, time.
    const latencies: number[] = [];
    for (const file of readdirSync(dir)) {
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (line && Number.isFinite(us)) latencies.push(us / 1000);
      }
    }
    return {
      scale,
      clients: options.clients,
      seconds: options.seconds,
      transactions: number(/processed: (\d+)/),
      tps: number(/tps = ([\d.]+)/),
      avgMs: number(/latency average = ([\d.]+) ms/),
      p50: percentileOf(latencies, 50),
      p99: percentileOf(latencies, 99),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await scratch.destroy();
  }
}
