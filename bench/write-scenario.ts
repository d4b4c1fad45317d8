import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { againstFloor } from './lib/floor.ts';
import { runPgbench } from './lib/pgbench.ts';
import { runJsonChild } from './lib/processes.ts';
import type { WriteCycle, WriteResult, WriteSpec } from './lib/types.ts';
import type { ScenarioRow } from './report.ts';

// The writes scenario (apply -> accept -> confirm, bench/writes.ts) on the app and, on
// PostgreSQL, on the writes floor (bench/floor-writes-server.ts) in interleaved pairs, then
// pgbench's TPC-B at the same concurrency for reference (lib/pgbench.ts). A cycle can be done
// once only (its applicant joins a team), so each run takes its own share of the planned cycles.

export const WRITES_SCENARIO = 'writes: apply -> accept -> confirm';
const PAIR_RUNS = 6;

export interface WriteScenarioOptions {
  engine: ScenarioRow['engine'];
  appUrl: string;
  floorUrl: string | null;
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
  // With a floor, a twentieth of the cycles (at most 100) warms each server up first.
  const warm = options.floorUrl ? Math.min(100, Math.floor(cycles.length / 20)) : 0;
  const share = Math.floor((cycles.length - 2 * warm) / (options.floorUrl ? PAIR_RUNS : 1));
  let next = 0;
  const completed: WriteResult['completed'] = [];
  const drive = async (url: string, count = share, seconds = options.durationSeconds) => {
    const spec: WriteSpec = {
      url,
      concurrency: connections,
      durationSeconds: seconds,
      cycles: cycles.slice(next, (next += count)),
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
  const rows: ScenarioRow[] = [];
  const floorUrl = options.floorUrl;
  if (!floorUrl) {
    rows.push(await runApp());
  } else {
    await drive(options.appUrl, warm, 2);
    await drive(floorUrl, warm, 2);
    const floorRuns: WriteResult[] = [];
    const row = await againstFloor(
      runApp,
      async () => {
        const result = await drive(floorUrl);
        floorRuns.push(result);
        return result;
      },
      'same',
    );
    const refused = floorRuns.reduce((n, f) => n + f.non2xx + f.errors, 0);
    if (refused > 0) row.floor.parity = `the floor refused or failed ${refused} requests`;
    options.log(
      `${options.engine} writes: app/floor ${row.floor.ratios.map((r) => r.toFixed(2)).join(', ')} ` +
        `(median ${row.floor.ratio.toFixed(2)}; floor ${row.floor.rps.toFixed(0)} req/s, p50 ${row.floor.p50} ms, p99 ${row.floor.p99} ms)`,
    );
    rows.push(row);
  }
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
