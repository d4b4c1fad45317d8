import type { EngineRun, ScenarioRow } from '../report.ts';

// The write path's targets: each step's p99 and nothing lost, on either engine; on PostgreSQL
// also against the writes floor (the app's calls through bare pg) and against pgbench's
// TPC-B at the same concurrency.

const STEP_P99_MS = { postgres: 150, pglite: 250 };
const FLOOR_RATIO = 0.8;
const PGBENCH_RATIO = 0.25;

const pgbenchOf = (row: ScenarioRow) =>
  row.extra?.pgbench as { tps: number; ratio: number } | undefined;

export function writeTargets(run: EngineRun) {
  const writes = run.rows.find((r) => r.kind === 'write');
  if (!writes) return [];
  const failed = writes.errors + writes.non2xx;
  const check = run.writeCheck;
  const limit = STEP_P99_MS[run.engine];
  const steps = Object.entries((writes.extra?.steps ?? {}) as Record<string, { p99: number }>);
  const name = run.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const targets = [
    {
      target: `${name} writes: each step's p99 <= ${limit} ms, zero errors, no lost updates (${run.connections} connections)`,
      met:
        steps.length === 3 &&
        steps.every(([, v]) => v.p99 <= limit) &&
        failed === 0 &&
        check.lost === 0 &&
        check.checked > 0,
      figure:
        `p99 ${steps.map(([step, v]) => `${step} ${v.p99.toFixed(0)}`).join(', ')} ms; ` +
        `${failed} errors, ${check.lost} lost of ${check.checked} cycles`,
    },
  ];
  if (writes.floor) {
    targets.push({
      target: `PostgreSQL writes >= ${FLOOR_RATIO} of the writes floor (median of ${writes.floor.ratios.length} interleaved pairs)`,
      met: writes.floor.ratio >= FLOOR_RATIO && writes.floor.parity === 'same',
      figure: `${writes.floor.ratio.toFixed(2)} (${writes.rps.toFixed(0)} / ${writes.floor.rps.toFixed(0)} req/s)${writes.floor.parity === 'same' ? '' : `; ${writes.floor.parity}`}`,
    });
  }
  const pgbench = pgbenchOf(writes);
  if (pgbench) {
    targets.push({
      target: `PostgreSQL writes requests/s >= ${PGBENCH_RATIO} of pgbench TPC-B tps (same concurrency)`,
      met: pgbench.ratio >= PGBENCH_RATIO,
      figure: `${pgbench.ratio.toFixed(2)} (${writes.rps.toFixed(0)} req/s / ${pgbench.tps.toFixed(0)} tps)`,
    });
  }
  return targets;
}

/**
 * What a p99 target asks of the cores in a closed loop (every connection waits for its answer):
 * the mean latency is connections / throughput, so at the run's own spread (p99 / mean) a p99
 * bound is a throughput bound, and the run's CPU per request turns that into cores.
 */
function cpuBudget(writes: ScenarioRow, p99Limit: number) {
  if (!writes.cpu || writes.rps <= 0 || !writes.connections) return null;
  const serverMs = (writes.cpu.serverPct * 10) / writes.rps;
  const postgresMs = (writes.cpu.postgresPct * 10) / writes.rps;
  const meanMs = (writes.connections / writes.rps) * 1000;
  // The target is each step's p99, so the slowest step's tail is the one to meet.
  const steps = Object.values((writes.extra?.steps ?? {}) as Record<string, { p99: number }>);
  const tail = Math.max(writes.p99, ...steps.map((s) => s.p99)) / meanMs;
  const neededRps = (writes.connections * 1000 * tail) / p99Limit;
  return {
    serverMs,
    postgresMs,
    meanMs,
    tail,
    neededRps,
    neededCores: (neededRps * (serverMs + postgresMs)) / 1000,
  };
}

/** Under the engine's table: what the writes cost, and the writes against the floor and pgbench, in words. */
export function writeReferenceLines(
  writes: ScenarioRow,
  engine: EngineRun['engine'],
  cores: number,
): string[] {
  const lines: string[] = [];
  const budget = cpuBudget(writes, STEP_P99_MS[engine]);
  if (budget) {
    const [cost, needed] =
      engine === 'postgres'
        ? [`PostgreSQL ${budget.postgresMs.toFixed(2)} ms`, 'of server and PostgreSQL alone']
        : [
            'PGlite inside it',
            'of the server, whose requests and PGlite queries each run on one thread',
          ];
    lines.push(
      '',
      `CPU per write request: server ${budget.serverMs.toFixed(2)} ms, ${cost} ` +
        `(machine ${String(writes.cpu?.machineBusyPct)}% busy of ${cores} cores, the load generator included). ` +
        `Each connection waits for its answer before sending the next request, so the mean latency is ` +
        `${String(writes.connections)} connections / ${writes.rps.toFixed(1)} req/s = ${budget.meanMs.toFixed(0)} ms and the slowest step's p99 was ` +
        `${budget.tail.toFixed(1)}x the mean: a p99 of ${STEP_P99_MS[engine]} ms at that spread asks for ${budget.neededRps.toFixed(0)} req/s, ` +
        `which at these costs is **${budget.neededCores.toFixed(2)} cores** ${needed}.`,
    );
  }
  const pgbench = pgbenchOf(writes);
  if (writes.floor) {
    lines.push(
      '',
      `Writes floor (bench/floor-writes-server.ts: node:http and a bare pg pool sending the app's calls for apply, accept and confirm; no Fastify, zod or drizzle): ` +
        `${writes.floor.rps.toFixed(0)} req/s, p50 ${writes.floor.p50} ms, p99 ${writes.floor.p99} ms; ` +
        `app/floor **${writes.floor.ratio.toFixed(2)}** (pairs ${writes.floor.ratios.map((r) => r.toFixed(2)).join(', ')}); each run its own share of ${String(writes.extra?.planned ?? '-')} planned cycles.`,
    );
  }
  if (pgbench) {
    lines.push(
      '',
      `pgbench TPC-B at the same concurrency (its own scratch database, row below): ${pgbench.tps.toFixed(0)} tps; ` +
        `writes requests/s / pgbench tps = **${pgbench.ratio.toFixed(2)}** (each request is one call, its own transaction; a TPC-B transaction is 7 round trips).`,
    );
  }
  return lines;
}
