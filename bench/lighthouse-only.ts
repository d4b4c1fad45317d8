import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PAGES } from '../src/web/lib/pages.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { createBenchDatabase } from './lib/database.ts';
import { median } from './lib/floor.ts';
import { startNodeServer, type ServerHandle } from './lib/processes.ts';
import { cookieOf } from './plan.ts';
import { scaledSizes, seedUniversity } from './seed.ts';

// Lighthouse alone (mobile, simulated throttling) on /auth and the dashboard, for work on the
// web client's load: `node --import tsx bench/lighthouse-only.ts [checkout ...]`. Each checkout
// (default: this one) must hold a built dist/web; its own server runs from it on PGlite with a
// small seeded university. The runs are interleaved across checkouts (a shared machine drifts),
// and medians are printed with what the main thread did at startup.
//   LH_RUNS=3 (runs per page and checkout)  LH_PAGES=/auth,/dashboard

const runs = Number(process.env.LH_RUNS ?? 3);
const pages = (process.env.LH_PAGES ?? [PAGES.auth, PAGES.dashboard].join(',')).split(',');
const roots = (process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['.']).map((r) =>
  resolve(r),
);
const salt = randomBytes(12).toString('base64url');
const work = mkdtempSync(join(tmpdir(), 'teamup-lh-'));

interface Server extends ServerHandle {
  root: string;
}

async function startServer(root: string, env: Record<string, string>): Promise<Server> {
  const server = await startNodeServer({
    script: 'src/server/main.ts',
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
    },
    logFile: join(work, `server-${servers.length}.log`),
    readyPath: '/readyz',
  });
  return { ...server, root };
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  lcpElement: string;
  bootup: Array<{ url: string; total: number; scripting: number }>;
  mainthread: Array<{ group: string; ms: number }>;
  longTasks: Array<{ url: string; start: number; ms: number }>;
  requests: number;
}

// Lighthouse's result is loosely typed here: only the fields read below.
interface Details {
  items?: Array<Record<string, unknown>>;
}

async function lighthouseRun(port: number, url: string, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no result for ${url}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (id: string) => (lhr.audits[id]?.details as Details | undefined)?.items ?? [];
  const short = (u: unknown) => String(u).replace(/^https?:\/\/[^/]+/, '');
  const lcpItems = items('largest-contentful-paint-element');
  const lcpNode = (lcpItems[0]?.items as Array<Record<string, unknown>> | undefined)?.[0]?.node as
    { snippet?: string } | undefined;
  const phases = (lcpItems[1]?.items as Array<Record<string, unknown>> | undefined) ?? [];
  return {
    score: lhr.categories.performance?.score ?? NaN,
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    lcpElement: `${lcpNode?.snippet ?? '?'} ${phases.map((p) => `${String(p.phase)}=${Math.round(Number(p.timing))}`).join(' ')}`,
    bootup: items('bootup-time').map((i) => ({
      url: short(i.url),
      total: Math.round(Number(i.total)),
      scripting: Math.round(Number(i.scripting)),
    })),
    mainthread: items('mainthread-work-breakdown').map((i) => ({
      group: String(i.groupLabel ?? i.group),
      ms: Math.round(Number(i.duration)),
    })),
    longTasks: items('long-tasks').map((i) => ({
      url: short(i.url),
      start: Math.round(Number(i.startTime)),
      ms: Math.round(Number(i.duration)),
    })),
    requests: items('network-requests').length,
  };
}

/** The median of the runs that measured it (a run may end without an LCP). */
const measuredMedian = (xs: number[]) => median(xs.filter((x) => !Number.isNaN(x)));

const servers: Server[] = [];

async function main() {
  const sizes = scaledSizes(0.01);
  const databases = [];
  try {
    for (const root of roots) {
      const db = await createBenchDatabase();
      databases.push(db);
      const database = await db.open();
      await seedUniversity(database.db, sizes, salt);
      await database.close();
      servers.push(await startServer(root, db.env));
      console.log(`${root}: ${servers.at(-1)!.url}`);
    }
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
    });
    const results = new Map<string, Run[]>();
    try {
      for (let i = 0; i < runs; i++) {
        for (const page of pages) {
          for (const server of servers) {
            const cookie = page === PAGES.auth ? undefined : cookieOf(salt, 2);
            const run = await lighthouseRun(chrome.port, server.url + page, cookie);
            const key = `${server.root} ${page}`;
            results.set(key, [...(results.get(key) ?? []), run]);
            console.log(
              `run ${i + 1} ${key}: score ${run.score} LCP ${Math.round(run.lcp)} TBT ${Math.round(run.tbt)} CLS ${run.cls.toFixed(3)} FCP ${Math.round(run.fcp)}`,
            );
          }
        }
      }
    } finally {
      chrome.kill();
    }
    for (const [key, list] of results) {
      const m = (f: (r: Run) => number) => measuredMedian(list.map(f));
      console.log(`\n== ${key} (median of ${list.length})`);
      console.log(
        `score ${m((r) => r.score)} FCP ${Math.round(m((r) => r.fcp))} LCP ${Math.round(m((r) => r.lcp))} TBT ${Math.round(m((r) => r.tbt))} CLS ${m((r) => r.cls).toFixed(3)} SI ${Math.round(m((r) => r.si))} requests ${m((r) => r.requests)}`,
      );
      const measured = list.filter((r) => !Number.isNaN(r.score));
      const mid = measured.sort((a, b) => a.score - b.score)[Math.floor(measured.length / 2)];
      if (!mid) continue;
      console.log(`LCP element (median run): ${mid.lcpElement}`);
      console.log(
        `bootup: ${mid.bootup.map((b) => `${b.url} ${b.total}/${b.scripting}`).join('; ')}`,
      );
      console.log(`main thread: ${mid.mainthread.map((b) => `${b.group} ${b.ms}`).join('; ')}`);
      console.log(
        `long tasks: ${mid.longTasks.map((t) => `${t.url}@${t.start} ${t.ms}`).join('; ')}`,
      );
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const db of databases) await db.destroy();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
