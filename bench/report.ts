import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ScreenJs } from './lib/bundles.ts';
import type { LighthouseScores } from './lib/lighthouse.ts';
import type { FloorFigures } from './lib/floor.ts';
import type { LoadResult } from './lib/types.ts';
import { writeReferenceLines, writeTargets } from './lib/write-targets.ts';
import type { SeedResult } from './seed.ts';

// bench/results/latest.{md,json}: one row per scenario and engine, then the web figures and
// the targets each marked met or not.

export interface ScenarioRow extends LoadResult {
  engine: 'pglite' | 'postgres';
  scenario: string;
  kind: 'ceiling' | 'read' | 'write' | 'sign-in' | 'reference';
  connections: number;
  rssPeakMb: number | null;
  /** Percent of one core used by the server and by PostgreSQL; machine busy (all cores). */
  cpu?: { serverPct: number; postgresPct: number; machineBusyPct: number };
  ratioToCeiling: number | null;
  /** PostgreSQL browse rows: the floor server's figures for the same requests. */
  floor?: FloorFigures;
  extra?: Record<string, unknown>;
}

export interface EngineRun {
  engine: 'pglite' | 'postgres';
  connections: number;
  seed: SeedResult;
  ceilingRps: number;
  rows: ScenarioRow[];
  writeCheck: { checked: number; lost: number; details: string[] };
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  command: string;
  machine: { cpus: number; loadBefore: number[]; node: string };
  settings: Record<string, unknown>;
  engines: EngineRun[];
  web: { screens: ScreenJs[]; lighthouse: LighthouseScores[] | null; lighthouseError?: string };
  targets: Array<{ target: string; met: boolean | null; figure: string }>;
  notes: string[];
  profile?: { file: string; top: Array<{ what: string; selfPercent: number }> } | undefined;
}

const fmt = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits);

/** The browse rows the targets name: 12 per page unfiltered, and major + skills. */
const BROWSE_TARGET_ROWS = [
  'ideas: unfiltered',
  'ideas: major + skills',
  'students: major + skills',
];
const FLOOR_RATIO = 0.9;

function worst(rows: ScenarioRow[], by: (r: ScenarioRow) => number, pick: 'max' | 'min') {
  const sorted = [...rows].sort((a, b) => (pick === 'max' ? by(b) - by(a) : by(a) - by(b)));
  return sorted[0];
}

/** The benchmark's targets evaluated on the figures. */
export function evaluateTargets(report: Omit<BenchReport, 'targets'>): BenchReport['targets'] {
  const targets: BenchReport['targets'] = [];
  const pg = report.engines.find((e) => e.engine === 'postgres');
  const lite = report.engines.find((e) => e.engine === 'pglite');
  if (pg) {
    const reads = pg.rows.filter((r) => r.kind === 'read');
    const named = reads.filter((r) => BROWSE_TARGET_ROWS.includes(r.scenario));
    const slow = worst(named, (r) => r.p99, 'max');
    if (slow) {
      targets.push({
        target: `PostgreSQL browse (12 per page; unfiltered, major + skills) p99 <= 50 ms (${pg.connections} connections)`,
        met: named.every((r) => r.p99 <= 50),
        figure: `worst p99 ${fmt(slow.p99)} ms (${slow.scenario})`,
      });
    }
    const floored = reads.filter((r) => r.floor);
    const lowest = worst(floored, (r) => r.floor!.ratio, 'min');
    if (lowest) {
      targets.push({
        target: `PostgreSQL browse >= ${FLOOR_RATIO} of the floor (median of ${lowest.floor!.ratios.length} interleaved pairs), same answers`,
        met: floored.every((r) => r.floor!.ratio >= FLOOR_RATIO && r.floor!.parity === 'same'),
        figure: floored.map((r) => `${r.scenario} ${r.floor!.ratio.toFixed(2)}`).join('; '),
      });
    }
    // A run of the writes alone (BENCH_SCENARIOS) has no read targets to report.
    if (reads.length > 0) {
      const readErrors = reads.reduce((n, r) => n + r.errors + r.non2xx + r.timeouts, 0);
      targets.push({
        target: 'PostgreSQL reads: zero errors and non-2xx',
        met: readErrors === 0,
        figure: `${readErrors}`,
      });
      const rss = Math.max(...reads.map((r) => r.rssPeakMb ?? 0));
      targets.push({
        target: 'PostgreSQL server RSS under read load <= 250 MB',
        met: rss <= 250,
        figure: `peak ${fmt(rss)} MB`,
      });
    }
    targets.push(...writeTargets(pg));
  }
  if (lite) {
    const reads = lite.rows.filter((r) => r.kind === 'read');
    const slow = worst(reads, (r) => r.p99, 'max');
    const errors = reads.reduce((n, r) => n + r.errors + r.non2xx + r.timeouts, 0);
    if (slow) {
      targets.push({
        target: `PGlite browse, filters and dashboard p99 <= 100 ms, no errors (${lite.connections} connections)`,
        met: slow.p99 <= 100 && errors === 0,
        figure: `worst p99 ${fmt(slow.p99)} ms (${slow.scenario}), ${errors} errors`,
      });
    }
    targets.push(...writeTargets(lite));
  }
  for (const s of report.web.screens) {
    targets.push({
      target: `${s.screen} initial JS <= ${s.budgetBytes / 1000} KB gzip`,
      met: s.gzipBytes <= s.budgetBytes,
      figure: `${(s.gzipBytes / 1000).toFixed(1)} KB`,
    });
  }
  for (const l of report.web.lighthouse ?? []) {
    const path = new URL(l.url).pathname;
    targets.push({
      target: `Lighthouse ${path}: performance >= 0.95, accessibility 1.0`,
      met: (l.performance ?? 0) >= 0.95 && l.accessibility === 1,
      figure: `performance ${fmt(l.performance, 2)}, accessibility ${fmt(l.accessibility, 2)}`,
    });
  }
  return targets;
}

export function renderMarkdown(report: BenchReport): string {
  const lines: string[] = [];
  lines.push('# TeamUp benchmark', '');
  lines.push(`Command: \`${report.command}\``, '');
  lines.push(
    `Run ${report.startedAt} to ${report.finishedAt} on ${report.machine.cpus} cores, Node ${report.machine.node}; ` +
      `load average before: ${report.machine.loadBefore.map((n) => n.toFixed(2)).join(', ')}. ` +
      `Each scenario: ${String(report.settings.durationSeconds)} s of autocannon from a separate process.`,
    '',
  );
  for (const engine of report.engines) {
    const c = engine.seed.counts;
    lines.push(
      `## ${engine.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${engine.connections} connections`,
      '',
    );
    lines.push(
      `Seeded in ${engine.seed.seconds.toFixed(1)} s: ${c.users} users, ${c.ideas} ideas, ${c.teams} teams ` +
        `(${c.team_members} members incl. leaders), ${c.applications} applications ` +
        `(${c.applications_pending} pending, ${c.applications_accepted} accepted, ${c.applications_rejected} rejected), ` +
        `${c.notifications} notifications.`,
      '',
    );
    lines.push(
      '| scenario | req/s | p50 ms | p99 ms | errors | non-2xx | floor req/s | floor p50 / p99 ms | app/floor (pairs) | RSS peak MB | vs bare route | CPU % server / postgres / machine |',
    );
    lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of engine.rows) {
      const f = r.floor;
      const floorCells = f
        ? `${fmt(f.rps)} | ${fmt(f.p50, 1)} / ${fmt(f.p99, 1)} | **${f.ratio.toFixed(2)}** (${f.ratios.map((x) => x.toFixed(2)).join(', ')})${f.parity === 'same' ? '' : ` ${f.parity}`}`
        : '- | - | -';
      lines.push(
        `| ${r.scenario} | ${fmt(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.errors + r.timeouts} | ${r.non2xx} | ${floorCells} | ${fmt(r.rssPeakMb)} | ${r.ratioToCeiling === null ? '-' : `${(r.ratioToCeiling * 100).toFixed(0)}%`} | ${r.cpu ? `${r.cpu.serverPct} / ${r.cpu.postgresPct} / ${r.cpu.machineBusyPct}` : '-'} |`,
      );
    }
    const w = engine.rows.find((r) => r.kind === 'write');
    if (w?.extra) {
      lines.push(
        '',
        `Writes: ${String(w.extra.cycles)} apply -> accept -> confirm cycles by distinct users ` +
          `(${fmt(Number(w.extra.cyclesPerSecond), 1)} cycles/s, concurrency ${String(w.extra.concurrency)}); ` +
          `per step p50/p99 ms: ${Object.entries(
            w.extra.steps as Record<string, { p50: number; p99: number }>,
          )
            .map(([s, v]) => `${s} ${fmt(v.p50, 1)}/${fmt(v.p99, 1)}`)
            .join(', ')}. ` +
          `SQL check afterwards: ${engine.writeCheck.checked} cycles checked, ${engine.writeCheck.lost} lost.`,
        ...writeReferenceLines(w, engine.engine, report.machine.cpus),
      );
    }
    lines.push('');
  }
  lines.push('## Web', '');
  lines.push('| screen | initial JS gzip | budget |', '|---|---:|---:|');
  for (const s of report.web.screens) {
    lines.push(
      `| ${s.screen} | ${(s.gzipBytes / 1000).toFixed(1)} KB | ${s.budgetBytes / 1000} KB |`,
    );
  }
  lines.push('');
  if (report.web.lighthouse) {
    lines.push(
      '| Lighthouse (mobile, simulated throttling) | performance | accessibility | LCP ms | TBT ms |',
    );
    lines.push('|---|---:|---:|---:|---:|');
    for (const l of report.web.lighthouse) {
      lines.push(
        `| ${new URL(l.url).pathname} (ended on ${new URL(l.finalUrl).pathname}) | ${fmt(l.performance, 2)} | ${fmt(l.accessibility, 2)} | ${fmt(l.lcpMs)} | ${fmt(l.tbtMs)} |`,
      );
    }
  } else {
    lines.push(`Lighthouse not run: ${report.web.lighthouseError ?? 'skipped'}`);
  }
  lines.push('', '## Targets', '', '| target | met | figure |', '|---|---|---|');
  for (const t of report.targets) {
    lines.push(
      `| ${t.target} | ${t.met === null ? '-' : t.met ? 'yes' : '**no**'} | ${t.figure} |`,
    );
  }
  if (report.profile) {
    lines.push('', `## CPU profile of the server (${report.profile.file})`, '');
    lines.push('| self time | where |', '|---:|---|');
    for (const p of report.profile.top) lines.push(`| ${p.selfPercent.toFixed(1)}% | ${p.what} |`);
  }
  if (report.notes.length > 0) {
    lines.push('', '## Notes', '');
    for (const n of report.notes) lines.push(`- ${n}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Writes bench/results/<name>.{json,md}: `latest`, or `profiled` for a run under --cpu-prof. */
export function writeReport(report: BenchReport, name = 'latest', dir = 'bench/results') {
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const md = renderMarkdown(report);
  writeFileSync(resolve(dir, `${name}.md`), md);
  return md;
}
