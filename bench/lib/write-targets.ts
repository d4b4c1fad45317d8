import type { EngineRun, ScenarioRow } from '../report.ts';

// The write path's targets: zero errors, nothing lost, and each step's tail held against its own
// median (in a closed loop an absolute p99 bound is a throughput bound); on PostgreSQL also
// against pgbench's TPC-B at the same concurrency (the writes have no floor of their own).

const STEP_P99_OVER_P50 = 4;
const PGBENCH_RATIO = 0.15;

type Step = { p50: number; p99: number };

const pgbenchOf = (row: ScenarioRow) =>
  row.extra?.pgbench as { tps: number; ratio: number } | undefined;

const stepsOf = (row: ScenarioRow) =>
  Object.entries((row.extra?.steps ?? {}) as Record<string, Step>);

export function writeTargets(run: EngineRun) {
  const writes = run.rows.find((r) => r.kind === 'write');
  if (!writes) return [];
  const failed = writes.errors + writes.non2xx;
  const check = run.writeCheck;
  const steps = stepsOf(writes);
  const name = run.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const targets = [
    {
      target: `${name} writes: each step's p99 <= ${STEP_P99_OVER_P50} x its own p50, zero errors, no lost updates (${run.connections} connections)`,
      met:
        steps.length === 3 &&
        steps.every(([, v]) => v.p50 > 0 && v.p99 <= STEP_P99_OVER_P50 * v.p50) &&
        failed === 0 &&
        check.lost === 0 &&
        check.checked > 0,
      figure:
        `p99 / p50 ${steps.map(([step, v]) => `${step} ${v.p99.toFixed(0)} / ${v.p50.toFixed(0)} = ${(v.p99 / v.p50).toFixed(1)}x`).join(', ')}; ` +
        `${failed} errors, ${check.lost} lost of ${check.checked} cycles`,
    },
  ];
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

/** Under the engine's table: what a write costs, and the writes against pgbench, in words. */
export function writeReferenceLines(
  writes: ScenarioRow,
  engine: EngineRun['engine'],
  cores: number,
): string[] {
  const lines: string[] = [];
  if (writes.cpu && writes.rps > 0) {
    const serverMs = (writes.cpu.serverPct * 10) / writes.rps;
    const postgresMs = (writes.cpu.postgresPct * 10) / writes.rps;
    const cost =
      engine === 'postgres' ? `PostgreSQL ${postgresMs.toFixed(2)} ms` : 'PGlite inside it';
    lines.push(
      '',
      `CPU per write request: server ${serverMs.toFixed(2)} ms, ${cost} ` +
        `(machine ${String(writes.cpu.machineBusyPct)}% busy of ${cores} cores, the load generator included).`,
    );
  }
  const pgbench = pgbenchOf(writes);
  if (pgbench) {
    lines.push(
      '',
      `pgbench TPC-B at the same concurrency (its own scratch database, row below): ${pgbench.tps.toFixed(0)} tps; ` +
        `writes requests/s / pgbench tps = **${pgbench.ratio.toFixed(2)}** (each request is one step in its own transaction of 6 to 9 round trips; a TPC-B transaction is 7).`,
    );
  }
  return lines;
}
