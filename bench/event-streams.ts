import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { LIVE_CHANNEL } from '../src/server/domain/live-changes.ts';
import { openEventStreams } from '../src/server/domain/live-streams.ts';
import { createBenchDatabase } from './lib/database.ts';
import { median } from './lib/floor.ts';
import { cookieOf } from './plan.ts';
import { scaledSizes, seedUniversity, userId } from './seed.ts';

// 2,000 open event streams on one server: memory per stream and the latency of a change's event
// at that count (docs/decisions/0075-live-updates-by-server-sent-events.md).
// `node --expose-gc --import tsx bench/event-streams.ts` (PGlite), with DATABASE_URL for
// PostgreSQL. The server runs here; the streams are held by a child process (stream-client.ts)
// so that only the server's side of each is measured. A change is the NOTIFY every change makes
// at commit (domain/live-changes.ts), sent on its own; latency runs from sending it to the child
// reporting the event, one change at a time, each to a random one of the 2,000 users.

const STREAMS = Number(process.env.BENCH_STREAMS ?? 2000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const settle = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await sleep(200);
  }
  return process.memoryUsage();
};
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const benchDb = await createBenchDatabase(process.env.DATABASE_URL || undefined);
const database = await benchDb.open();
const salt = 'streams';
const sizes = scaledSizes(STREAMS / 20_000);
await seedUniversity(database.db, sizes, salt);
const config = loadConfig({
  LOG_LEVEL: 'silent',
  PORT: '0',
  HOST: '127.0.0.1',
  SMTP_URL: '',
  REDIS_URL: '',
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  RATE_LIMIT_API_PER_MINUTE_PER_IP: '100000000',
});
const { app } = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const child = fork(resolve(import.meta.dirname, 'stream-client.ts'), {
  execArgv: ['--import', 'tsx'],
});
// A client that fails (a refused stream) ends the bench rather than leaving it waiting.
child.on('exit', (code) => {
  if (code) process.exit(1);
});
const waiters = new Map<number, () => void>();
let opened: () => void = () => {};
child.on('message', (m: { opened?: number; event?: number }) => {
  if (m.opened !== undefined) opened();
  if (m.event !== undefined) waiters.get(m.event)?.();
});

const before = await settle();
const start = performance.now();
await new Promise<void>((done) => {
  opened = done;
  child.send({
    url,
    streams: Array.from({ length: STREAMS }, (_, i) => ({
      user: i + 1,
      cookie: cookieOf(salt, i + 1),
    })),
  });
});
while (openEventStreams() < STREAMS) await sleep(50);
const openSeconds = (performance.now() - start) / 1000;
const after = await settle();

const latencies: number[] = [];
for (let i = 0; i < CHANGES; i++) {
  const user = 1 + Math.floor(Math.random() * STREAMS);
  const heard = new Promise<void>((done) => waiters.set(user, done));
  const t0 = performance.now();
  await database.db.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, ${`${userId(user)} notifications`})`,
  );
  await heard;
  latencies.push(performance.now() - t0);
  waiters.delete(user);
}
latencies.sort((a, b) => a - b);

const perStream = (key: 'rss' | 'heapUsed') => (after[key] - before[key]) / STREAMS;
console.log(
  JSON.stringify(
    {
      engine: database.engine,
      streams: openEventStreams(),
      openSeconds: Math.round(openSeconds * 10) / 10,
      rssMb: { before: mb(before.rss), after: mb(after.rss) },
      heapUsedMb: { before: mb(before.heapUsed), after: mb(after.heapUsed) },
      perStreamKb: { rss: kb(perStream('rss')), heapUsed: kb(perStream('heapUsed')) },
      latencyMs: {
        changes: CHANGES,
        median: Math.round(median(latencies) * 100) / 100,
        p99: Math.round(percentile(latencies, 99) * 100) / 100,
        max: Math.round(latencies.at(-1)! * 100) / 100,
      },
    },
    null,
    2,
  ),
);

child.kill();
await app.close();
await database.close();
await benchDb.destroy();
