import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PAGES } from '../src/web/lib/pages.ts';
import { buildWeb, isBuildFresh, measureScreens } from './lib/bundles.ts';
import { createBenchDatabase } from './lib/database.ts';
import { runLighthouse, type LighthouseScores } from './lib/lighthouse.ts';
import {
  measureCpu,
  round1,
  runJsonChild,
  sampleRss,
  startNodeServer,
  type ServerHandle,
} from './lib/processes.ts';
import { summarizeProfile } from './lib/profile.ts';
import { againstFloor, parity } from './lib/floor.ts';
import type { LoadItem, LoadResult, LoadSpec, WriteResult } from './lib/types.ts';
import { cookieOf, planWriteCycles, readScenarios, signInItems, verifyWrites } from './plan.ts';
import {
  evaluateTargets,
  writeReport,
  type BenchReport,
  type EngineRun,
  type ScenarioRow,
} from './report.ts';
import { scaledSizes, seedUniversity } from './seed.ts';
import { WRITES_SCENARIO, writeScenario } from './write-scenario.ts';

// `npm run bench`: seed a fresh university, start the production server, load it from
// a separate process scenario by scenario, measure the bare-route ceiling and the web client,
// and write bench/results/latest.{md,json} (profiled.{md,json} under BENCH_CPU_PROF=1, whose
// profiler slows the server). PGlite by default; with DATABASE_URL, PostgreSQL
// (a new database beside the one named) and then PGlite. Settings (environment):
//   BENCH_ENGINES=postgres,pglite  BENCH_SCALE=1  BENCH_DURATION=10 (s per scenario)
//   BENCH_CONNECTIONS_PG=50  BENCH_CONNECTIONS_PGLITE=50  BENCH_SCENARIOS=<regexp>
//   BENCH_SKIP_BUILD=1  BENCH_SKIP_LIGHTHOUSE=1  BENCH_CPU_PROF=1  BENCH_LOG_LEVEL=info
//   BENCH_PGBENCH_SCALE (default: the connections)  BENCH_REPORT=latest (results/<name>.*)

type Engine = 'pglite' | 'postgres';
const env = process.env;
const databaseUrl = env.DATABASE_URL || undefined;
const engines = (env.BENCH_ENGINES ?? (databaseUrl ? 'postgres,pglite' : 'pglite'))
  .split(',')
  .map((e) => e.trim()) as Engine[];
if (engines.includes('postgres') && !databaseUrl) {
  throw new Error('BENCH_ENGINES names postgres but DATABASE_URL is not set');
}
const scale = Number(env.BENCH_SCALE ?? 1);
const durationSeconds = Number(env.BENCH_DURATION ?? 10);
const connectionsFor: Record<Engine, number> = {
  postgres: Number(env.BENCH_CONNECTIONS_PG ?? 50),
  pglite: Number(env.BENCH_CONNECTIONS_PGLITE ?? 50),
};
const only = env.BENCH_SCENARIOS ? new RegExp(env.BENCH_SCENARIOS, 'i') : null;
const logLevel = env.BENCH_LOG_LEVEL ?? 'info';
const work = mkdtempSync(join(tmpdir(), 'teamup-bench-run-'));
const profileDir = resolve('bench/results/profiles');
const salt = randomBytes(12).toString('base64url');

// The server as `npm start` runs it, with the abuse limits raised so that they do not shape
// the load (every simulated user sends far more than a person would).
const serverEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: logLevel,
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  RATE_LIMIT_LOGIN_FAILURES_PER_IP: '100000000',
  RATE_LIMIT_SIGNUPS_PER_IP: '100000000',
  SMTP_URL: '',
  REDIS_URL: '',
};

const log = (message: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function load(
  url: string,
  connections: number,
  items: LoadItem[],
  seconds = durationSeconds,
) {
  const spec: LoadSpec = { url, connections, durationSeconds: seconds, items };
  const file = join(work, `load-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(spec));
  return runJsonChild<LoadResult>('bench/load.ts', file);
}

async function measure(
  server: ServerHandle,
  row: Omit<ScenarioRow, keyof LoadResult | 'rssPeakMb' | 'ratioToCeiling'>,
  run: () => Promise<LoadResult>,
  ceilingRps: number,
): Promise<ScenarioRow> {
  const rss = sampleRss(server.pid);
  const { result, cpu } = await measureCpu(server.pid, run);
  const { peakMb } = rss.stop();
  const out: ScenarioRow = {
    ...row,
    ...result,
    cpu,
    rps: round1(result.rps),
    rssPeakMb: peakMb,
    ratioToCeiling: row.kind === 'ceiling' ? null : result.rps / ceilingRps,
  };
  log(
    `${row.engine} ${row.scenario}: ${out.rps.toFixed(0)} req/s, p50 ${out.p50} ms, p99 ${out.p99} ms, ` +
      `errors ${out.errors + out.timeouts}, non-2xx ${out.non2xx}, RSS ${peakMb} MB, ` +
      `CPU server ${cpu.serverPct}% postgres ${cpu.postgresPct}% machine ${cpu.machineBusyPct}%`,
  );
  return out;
}

async function measureCeiling(engine: Engine, connections: number): Promise<ScenarioRow> {
  const bare = await startNodeServer({
    script: 'bench/ceiling-server.ts',
    env: {},
    logFile: join(work, 'ceiling.log'),
    readyPath: '/',
  });
  try {
    const items: LoadItem[] = [{ method: 'GET', path: '/' }];
    await load(bare.url, connections, items, 2);
    return await measure(
      bare,
      {
        engine,
        scenario: 'bare Fastify route (ceiling)',
        kind: 'ceiling',
        connections,
      },
      () => load(bare.url, connections, items),
      1,
    );
  } finally {
    await bare.stop();
  }
}

async function runEngine(
  engine: Engine,
  web: { lighthouse: LighthouseScores[] | null; lighthouseError?: string },
): Promise<EngineRun> {
  const connections = connectionsFor[engine];
  const sizes = scaledSizes(scale);
  const benchDb = await createBenchDatabase(engine === 'postgres' ? databaseUrl : undefined);
  try {
    log(`${engine}: seeding ${JSON.stringify(sizes)}`);
    const database = await benchDb.open();
    const seed = await seedUniversity(database.db, sizes, salt);
    log(`${engine}: seeded in ${seed.seconds.toFixed(1)} s ${JSON.stringify(seed.counts)}`);
    const cycles = await planWriteCycles(database.db, { sizes, salt, max: 20_000 });
    await database.close();

    const ceiling = await measureCeiling(engine, connections);
    const server = await startNodeServer({
      script: 'src/server/main.ts',
      env: { ...serverEnv, DATABASE_URL: '', DATA_DIR: '', ...benchDb.env },
      logFile: join(work, `server-${engine}.log`),
      readyPath: '/readyz',
      nodeArgs:
        env.BENCH_CPU_PROF === '1'
          ? ['--cpu-prof', '--cpu-prof-dir', join(profileDir, engine)]
          : [],
    });
    // The floors (same SQL, no framework) need PostgreSQL: PGlite lives inside one process.
    const startFloor = (script: string, floorEnv: Record<string, string>) =>
      engine === 'postgres'
        ? startNodeServer({
            ...{ script, env: floorEnv, readyPath: '/readyz' },
            logFile: join(work, `${script.slice(6, -3)}.log`),
          })
        : null;
    const floor = await startFloor('bench/floor-server.ts', benchDb.env);
    const rows: ScenarioRow[] = [ceiling];
    let writeCheck: EngineRun['writeCheck'] = { checked: 0, lost: 0, details: [] };
    let completed: WriteResult['completed'] = [];
    try {
      if (web.lighthouse === null && !web.lighthouseError && env.BENCH_SKIP_LIGHTHOUSE !== '1') {
        log('lighthouse: /auth and /dashboard');
        try {
          web.lighthouse = await runLighthouse([
            { url: server.url + PAGES.auth },
            { url: server.url + PAGES.dashboard, cookie: cookieOf(salt, 2) },
          ]);
        } catch (error) {
          web.lighthouseError = error instanceof Error ? error.message : String(error);
        }
      }
      const scenarios = readScenarios(sizes, salt);
      // Warm-up (JIT, connection pool, caches): not recorded.
      await load(server.url, connections, scenarios[0]!.items, 3);
      if (floor) await load(floor.url, connections, scenarios[0]!.items, 3);
      for (const scenario of scenarios) {
        if (only && !only.test(scenario.name)) continue;
        const runApp = () =>
          measure(
            server,
            { engine, scenario: scenario.name, kind: 'read', connections },
            () => load(server.url, connections, scenario.items),
            ceiling.rps,
          );
        if (!floor || scenario.group !== 'browse') {
          rows.push(await runApp());
          continue;
        }
        const same = await parity(server.url, floor.url, scenario.items);
        const row = await againstFloor(
          runApp,
          () => load(floor.url, connections, scenario.items),
          same,
        );
        log(
          `${engine} ${scenario.name}: app/floor ${row.floor.ratios.map((r) => r.toFixed(2)).join(', ')} ` +
            `(median ${row.floor.ratio.toFixed(2)}; floor ${row.floor.rps.toFixed(0)} req/s, p99 ${row.floor.p99} ms; answers ${same})`,
        );
        rows.push(row);
      }
      if (!only || only.test('writes')) {
        const writes = await writeScenario({
          ...{ engine, connections, durationSeconds, cycles, work, log },
          appUrl: server.url,
          adminUrl: engine === 'postgres' ? (databaseUrl ?? null) : null,
          measure: (run) =>
            measure(
              server,
              { engine, scenario: WRITES_SCENARIO, kind: 'write', connections },
              run,
              ceiling.rps,
            ),
        });
        completed = writes.completed;
        rows.push(...writes.rows);
      }
      if (!only || only.test('sign-in')) {
        rows.push(
          await measure(
            server,
            { engine, scenario: 'sign-in (argon2id)', kind: 'sign-in', connections },
            () => load(server.url, connections, signInItems(sizes)),
            ceiling.rps,
          ),
        );
      }
    } finally {
      await server.stop();
      await floor?.stop();
    }
    if (completed.length > 0) {
      const check = await benchDb.open();
      try {
        writeCheck = await verifyWrites(check.db, completed);
      } finally {
        await check.close();
      }
      log(`${engine}: write check ${JSON.stringify(writeCheck)}`);
    }
    return { engine, connections, seed, ceilingRps: ceiling.rps, rows, writeCheck };
  } finally {
    await benchDb.destroy();
  }
}

let buildNote: string | null = null;

async function main() {
  if (env.BENCH_CPU_PROF === '1') rmSync(profileDir, { recursive: true, force: true });
  const startedAt = new Date().toISOString();
  const loadBefore = loadavg();
  log(
    `engines ${engines.join(', ')}, scale ${scale}, ${durationSeconds} s per scenario; load ${loadBefore.map((n) => n.toFixed(2)).join(' ')}`,
  );
  if (env.BENCH_SKIP_BUILD === '1') {
    if (!isBuildFresh())
      log('warning: dist/web is older than the web sources (BENCH_SKIP_BUILD=1)');
  } else {
    log('building the web client (vite build)');
    try {
      buildWeb();
    } catch (error) {
      // The server figures do not depend on the client: go on with the last build, and say so.
      log(`web build failed, using the existing dist/web: ${String(error)}`);
      buildNote =
        'The web build failed during this run: the web figures are of the previous dist/web.';
    }
  }
  const web: BenchReport['web'] = { screens: measureScreens(), lighthouse: null };
  const runs: EngineRun[] = [];
  for (const engine of engines) runs.push(await runEngine(engine, web));

  let profile: BenchReport['profile'];
  if (env.BENCH_CPU_PROF === '1') {
    // One file per thread (tsx runs a loader thread too): the main thread's is the largest.
    const dir = join(profileDir, engines[0]!);
    const file = readdirSync(dir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => ({ f, size: statSync(join(dir, f)).size }))
      .sort((a, b) => b.size - a.size)[0]?.f;
    if (file) {
      profile = {
        file: `bench/results/profiles/${engines[0]}/${file}`,
        top: summarizeProfile(join(dir, file)),
      };
    }
  }
  const partial: Omit<BenchReport, 'targets'> = {
    startedAt,
    finishedAt: new Date().toISOString(),
    command: [
      databaseUrl ? `DATABASE_URL=${databaseUrl}` : '',
      ...Object.entries(env)
        .filter(([k]) => k.startsWith('BENCH_'))
        .map(([k, v]) => `${k}=${v}`),
      'npm run bench',
    ]
      .filter(Boolean)
      .join(' '),
    machine: { cpus: cpus().length, loadBefore, node: process.version },
    settings: { scale, durationSeconds, connections: connectionsFor, logLevel, engines },
    engines: runs,
    web,
    notes: [
      `Team IDs are M plus three digits and unique, so at most 1,000 ideas can exist, and the schema has one team per idea: at scale ${scale} the seed makes ${scaledSizes(scale).ideas} ideas and teams with ${scaledSizes(scale).members} members besides the leaders (at most 8 a team: above scale 1 only students, applications and notifications grow).`,
      `The server runs as npm start does (node --import tsx src/server/main.ts, dist/web built), LOG_LEVEL=${logLevel}, per-session and per-IP limits raised so they do not shape the load.`,
      'Client, server, database and ceiling share the same cores: the load generator takes part of the CPU in every row, ceiling included.',
      ...(buildNote ? [buildNote] : []),
      'CPU %: share of one core used during the scenario by the server process and by all PostgreSQL processes (PGlite runs inside the server); machine: busy share of all cores. What the server and PostgreSQL leave of the machine went to the load generator.',
    ],
    profile,
  };
  const report: BenchReport = { ...partial, targets: evaluateTargets(partial) };
  // The profiler slows the server, so a profiled run has its own report beside the plain one.
  console.log(
    `\n${writeReport(report, env.BENCH_CPU_PROF === '1' ? 'profiled' : (env.BENCH_REPORT ?? 'latest'))}`,
  );
  rmSync(work, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  rmSync(work, { recursive: true, force: true });
  process.exit(1);
});
