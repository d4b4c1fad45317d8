import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BenchReport } from './report.ts';

// The bench at several sizes of the university, one `bench/run.ts` per scale (each its own
// database, seed and server; the web build and Lighthouse only in the first), then
// bench/results/scales.md: each scenario's p50 (and p99, req/s) by scale, a growth of p50 of
// more than 2x from scale 1 to the largest flagged.
//   DATABASE_URL=... BENCH_SCALES=0.25,1,4 node --import tsx bench/scales.ts
// Every other BENCH_* setting is passed on; BENCH_SCALES_REPORT_ONLY=1 only writes scales.md
// from the scale-<s>.json an earlier run left in bench/results (the JSON is not in git).

const scales = (process.env.BENCH_SCALES ?? '0.25,1,4').split(',').map(Number);
const nameOf = (scale: number) => `scale-${scale}`;
const GROWTH_FLAG = 2;

if (process.env.BENCH_SCALES_REPORT_ONLY !== '1') {
  for (const [k, scale] of scales.entries()) {
    const once = k === 0 ? {} : { BENCH_SKIP_BUILD: '1', BENCH_SKIP_LIGHTHOUSE: '1' };
    const env = {
      ...process.env,
      ...once,
      BENCH_SCALE: String(scale),
      BENCH_REPORT: nameOf(scale),
    };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/run.ts'], {
      env,
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`bench/run.ts at scale ${scale} failed`);
  }
}

const reports = scales.map((scale) => {
  const file = `bench/results/${nameOf(scale)}.json`;
  if (!existsSync(file)) {
    console.error(
      `${file} is missing: the raw JSON is not in git, only written by a run. ` +
        `Run this without BENCH_SCALES_REPORT_ONLY (or BENCH_SCALE=${scale} BENCH_REPORT=${nameOf(scale)} node --import tsx bench/run.ts) first.`,
    );
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
});
const base = scales.indexOf(1);
const top = scales.length - 1;
const lines = ['# TeamUp benchmark by scale', ''];
lines.push(
  `Scales ${scales.join(', ')} of the university (students ${reports.map((r) => r.engines[0]?.seed.counts.users ?? '-').join(' / ')}); ` +
    `${String(reports[0]?.settings.durationSeconds)} s per scenario; load average before each run: ` +
    `${reports.map((r) => r.machine.loadBefore[0]!.toFixed(2)).join(' / ')}. ` +
    `Flagged: p50 more than ${GROWTH_FLAG}x at scale ${scales[top]} than at scale 1.`,
  '',
);
for (const engine of reports[0]?.engines.map((e) => e.engine) ?? []) {
  lines.push(`## ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, '');
  const head = scales.map((s) => `p50 ms @${s}`).join(' | ');
  lines.push(
    `| scenario | ${head} | p99 ms (${scales.join(' / ')}) | req/s (${scales.join(' / ')}) | p50 growth 1 -> ${scales[top]} |`,
  );
  lines.push(`|---|${scales.map(() => '---:').join('|')}|---:|---:|---:|`);
  const rowsOf = reports.map((r) => r.engines.find((e) => e.engine === engine)?.rows ?? []);
  for (const scenario of rowsOf[0]!.map((r) => r.scenario)) {
    const rows = rowsOf.map((rs) => rs.find((r) => r.scenario === scenario));
    const cells = rows.map((r) => (r ? r.p50.toFixed(1) : '-'));
    const growth =
      base >= 0 && rows[base] && rows[top] ? rows[top].p50 / Math.max(0.1, rows[base].p50) : null;
    const flag =
      growth === null ? '-' : `${growth.toFixed(2)}x${growth > GROWTH_FLAG ? ' **>2x**' : ''}`;
    const p99 = rows.map((r) => (r ? r.p99.toFixed(0) : '-')).join(' / ');
    const rps = rows.map((r) => (r ? r.rps.toFixed(0) : '-')).join(' / ');
    lines.push(`| ${scenario} | ${cells.join(' | ')} | ${p99} | ${rps} | ${flag} |`);
  }
  lines.push('');
  const writes = rowsOf.map((rs) => rs.find((r) => r.kind === 'write'));
  const pgbench = rowsOf.map((rs) => rs.find((r) => r.scenario.startsWith('pgbench')));
  if (writes.some(Boolean)) {
    lines.push(
      '### Writes against pgbench',
      '',
      '| scale | writes req/s | p50 / p99 ms | p99 ms apply / accept / confirm | floor req/s | floor p50 / p99 ms | app/floor (pairs) | pgbench TPC-B tps | writes / TPC-B |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    scales.forEach((scale, k) => {
      const w = writes[k];
      if (!w) return;
      const stepsOf = w.extra?.steps as Record<string, { p99: number }> | undefined;
      const steps = stepsOf
        ? ['apply', 'accept', 'confirm'].map((step) => stepsOf[step]?.p99 ?? '-').join(' / ')
        : '-';
      const f = w.floor;
      const floor = f
        ? [
            f.rps.toFixed(0),
            `${f.p50} / ${f.p99}`,
            `${f.ratio.toFixed(2)} (${f.ratios.map((r) => r.toFixed(2)).join(', ')})`,
          ]
        : ['-', '-', '-'];
      const tps = pgbench[k]?.rps;
      lines.push(
        `| ${scale} | ${w.rps.toFixed(0)} | ${w.p50} / ${w.p99} | ${steps} | ${floor.join(' | ')} | ` +
          `${tps ? tps.toFixed(0) : '-'} | ${tps ? (w.rps / tps).toFixed(2) : '-'} |`,
      );
    });
    lines.push('');
  }
}
writeFileSync('bench/results/scales.md', `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
