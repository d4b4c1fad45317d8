import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPgbench } from './lib/pgbench.ts';
import { runJsonChild } from './lib/processes.ts';
import type { WriteCycle, WriteResult, WriteSpec } from './lib/types.ts';
import type { ScenarioRow } from './report.ts';

// The writes scenario (apply -> accept -> confirm, bench/writes.ts) on the app, then on
// PostgreSQL pgbench's TPC-B at the same concurrency for reference (lib/pgbench.ts). A cycle can
// be done once only (its applicant joins a team).

export const WRITES_SCENARIO = 'writes: apply -> accept -> confirm';

export interface WriteScenarioOptions {
  engine: ScenarioRow['engine'];
  appUrl: string;
  /** The database the bench's own was created beside: pgbench's scratch database goes there too. */
  adminUrl: string | null;
  connections: number;
  durationSeconds: number;
  cycles: WriteCycle[];
  work: string;
  /** The bench's measure of the app's server (CPU, RSS) around one run. */
  measure: (run: () => Promise<WriteResult>) => Promise<ScenarioRow>;
  log: (message: string) => void;
}

export async function writeScenario(options: WriteScenarioOptions) {
  const { connections, cycles } = options;
  const share = cycles.length;
  const completed: WriteResult['completed'] = [];
  const drive = async (url: string) => {
    const spec: WriteSpec = {
      url,
      concurrency: connections,
      durationSeconds: options.durationSeconds,
      cycles,
    };
    const file = join(options.work, `writes-${randomBytes(4).toString('hex')}.json`);
    writeFileSync(file, JSON.stringify(spec));
    const result = await runJsonChild<WriteResult>('bench/writes.ts', file);
    completed.push(...result.completed);
    return result;
  };
  const runApp = async () => {
    let writes: WriteResult | undefined;
    const row = await options.measure(async () => (writes = await drive(options.appUrl)));
    if (writes) {
      row.extra = {
        cycles: writes.cycles,
        cyclesPerSecond: writes.cyclesPerSecond,
        concurrency: connections,
        planned: share,
        steps: writes.steps,
        failures: writes.failures,
      };
    }
    return row;
  };
  const rows: ScenarioRow[] = [await runApp()];
  if (options.adminUrl) {
    const scale = process.env.BENCH_PGBENCH_SCALE;
    const pgb = await runPgbench({
      databaseUrl: options.adminUrl,
      clients: connections,
      seconds: options.durationSeconds,
      ...(scale ? { scale: Number(scale) } : {}),
    });
    const writes = rows[0]!;
    writes.extra = { ...writes.extra, pgbench: { tps: pgb.tps, ratio: writes.rps / pgb.tps } };
    options.log(
      `${options.engine} pgbench TPC-B -s ${pgb.scale}: ${pgb.tps.toFixed(0)} tps, average ${pgb.avgMs} ms, ` +
        `p50 ${pgb.p50} ms, p99 ${pgb.p99} ms; writes req/s / tps ${(writes.rps / pgb.tps).toFixed(2)}`,
    );
    rows.push({
      engine: options.engine,
      scenario: `pgbench TPC-B -s ${pgb.scale} -M prepared (reference)`,
      kind: 'reference',
      connections,
      requests: pgb.transactions,
      rps: pgb.tps,
      p50: pgb.p50,
      p99: pgb.p99,
      max: 0,
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      statusCounts: {},
      rssPeakMb: null,
      ratioToCeiling: null,
      extra: { avgMs: pgb.avgMs, scale: pgb.scale },
    });
  }
  return { rows, completed };
}
