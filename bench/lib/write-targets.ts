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

/** Under the engine's table: the writes against the floor and pgbench, in words. */
export function writeReferenceLines(writes: ScenarioRow): string[] {
  const lines: string[] = [];
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
