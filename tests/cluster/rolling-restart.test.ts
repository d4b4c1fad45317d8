import http from 'node:http';
import { inArray, sql, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';
import { useCluster } from '../support/cluster.ts';
import { openEventStream } from '../support/event-stream.ts';
import { HttpClient } from '../support/http.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { ideaInput, PASSWORD } from '../support/factories.ts';

// A rolling restart behind nginx (docs/operations.md, "Restarts"): under reads as fast as ten
// connections get answers, steady writes and open event streams, restart one server, wait until it
// is ready, restart the other; nobody sees a failed request, no acknowledged write is lost, every
// event stream reconnects.

const FAIL_TIMEOUT_S = 2;
const WRITERS = 6;
const CREATORS = 40;
/** Readers in closed loops: each sends its next read as soon as the last one is answered. */
const READERS = 10;
/** A read not answered in this time counts as a timeout. */
const READ_TIMEOUT_MS = 5_000;
/** Bounds the flood whatever the machine's speed. */
const MAX_READS = 300_000;
const TABS = 4;
/** Writes stay steady, not a flood. */
const PAUSE_MS = 100;

const cluster = useCluster({
  // Every request of this test comes from one address through nginx.
  env: { RATE_LIMIT_API_PER_MINUTE: '100000' },
  failTimeoutS: FAIL_TIMEOUT_S,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signedIn(count: number, prefix: string) {
  const hash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${i}@uni.test`);
  await cluster.db.db.insert(s.users).values(
    emails.map((email) => ({
      email,
      passwordHash: hash,
      name: email,
      major: 'CS',
      phone: '0551234567',
      gender: 'male' as const,
      isVerified: true,
    })),
  );
  // Verified accounts are on the default course's roster, as verifying an e-mail puts them.
  await cluster.db.db.execute(sql`insert into course_students (course_id, user_id)
    select (select id from courses where is_default), id from users
    where email in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`);
  const clients: HttpClient[] = [];
  for (const email of emails) {
    const client = new HttpClient(cluster.nginx.url, { origin: cluster.nginx.url });
    const res = await client.post('/api/auth/login', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    clients.push(client);
  }
  return { emails, clients };
}

describe('a rolling restart of both servers behind nginx', () => {
  it('fails no request, loses no write and reconnects every event stream', async () => {
    const writers = await signedIn(WRITERS, 'writer');
    const creators = await signedIn(CREATORS, 'creator');
    const readers = await signedIn(READERS, 'reader');

    let running = true;
    const failures: string[] = [];
    const counts = { writes: 0, ideas: 0, streamEnds: 0, reconnects: 0 };
    const upstreams: string[] = [];
    const check = (what: string, res: { status: number; headers: Headers }, expected = 200) => {
      upstreams.push(res.headers.get('x-upstream-addr') ?? '');
      if (res.status !== expected) failures.push(`${what}: ${res.status}`);
      return res.status === expected;
    };
    const guarded = async (what: string, call: () => Promise<unknown>) => {
      try {
        await call();
      } catch (error) {
        failures.push(`${what}: ${String(error)}`);
      }
    };

    // Writes: each writer's last acknowledged bio must be the one stored (PUT), and each idea
    // acknowledged must exist exactly once (POST, which nginx never passes on to another server).
    const acknowledged = new Map<string, string>();
    const writing = writers.clients.map(async (client, i) => {
      for (let n = 0; running; n++) {
        const bio = `write ${n}`;
        await guarded('write', async () => {
          if (check('PUT /api/profile', await client.put('/api/profile', { bio })))
            acknowledged.set(writers.emails[i]!, bio);
          counts.writes++;
        });
        await sleep(PAUSE_MS);
      }
    });
    const createdTitles: string[] = [];
    const creating = (async () => {
      for (let i = 0; running && i < CREATORS; i++) {
        const title = `Rolling restart idea ${i}`;
        await guarded('create', async () => {
          const res = await creators.clients[i]!.post('/api/ideas', ideaInput({ title }));
          if (check('POST /api/ideas', res, 201)) createdTitles.push(title);
          counts.ideas++;
        });
        await sleep(500);
      }
    })();
    const reads = { answered: 0, errors: 0, timeouts: 0, samples: [] as string[] };
    const reading = readers.clients.map(async (client) => {
      const headers = {
        origin: cluster.nginx.url,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      };
      while (running && reads.answered + reads.errors + reads.timeouts < MAX_READS) {
        try {
          const res = await fetch(`${cluster.nginx.url}/api/profile`, {
            headers,
            signal: AbortSignal.timeout(READ_TIMEOUT_MS),
          });
          await res.arrayBuffer();
          upstreams.push(res.headers.get('x-upstream-addr') ?? '');
          reads.answered++;
          if (res.status !== 200) failures.push(`GET /api/profile: ${res.status}`);
        } catch (error) {
          const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
          if (timedOut) reads.timeouts++;
          else reads.errors++;
          if (reads.samples.length < 10)
            reads.samples.push(String((error as Error).cause ?? error));
        }
      }
    });
    // Open tabs: a stream the server ends carries a retry hint; the tab reconnects after it.
    const endsWithoutHint: number[] = [];
    const tabs = writers.clients.slice(0, TABS).map(async (client) => {
      while (running) {
        const stream = await openEventStream(client);
        if (!check('GET /api/events', stream)) return;
        while (running) {
          try {
            await stream.ended(250);
            break;
          } catch {
            // still open
          }
        }
        if (!running) return stream.close();
        counts.streamEnds++;
        const retry = stream.blocks.at(-1)?.retry;
        if (!retry) endsWithoutHint.push(stream.blocks.length);
        await sleep(retry ?? 1000);
        counts.reconnects++;
      }
    });

    const startedReading = Date.now();
    const seenSince = (from: number, server: ServerProcess) =>
      upstreams.slice(from).includes(`127.0.0.1:${server.port}`);
    await sleep(1000);
    const exitCodes: Array<number | null> = [];
    try {
      for (const index of [0, 1]) {
        const old = cluster.servers[index]!;
        exitCodes.push(await old.stop());
        cluster.servers[index] = await startServerProcess(cluster.env, old.port);
        // The procedure: ready, then nginx's fail_timeout over and the server back in the
        // rotation (it answers requests through nginx again) before the next one stops.
        const from = upstreams.length;
        await sleep(FAIL_TIMEOUT_S * 1000);
        const deadline = Date.now() + 20_000;
        while (!seenSince(from, cluster.servers[index]!) && Date.now() < deadline) await sleep(100);
        expect(seenSince(from, cluster.servers[index]!)).toBe(true);
      }
    } finally {
      running = false;
      await Promise.all([...writing, creating, ...reading, ...tabs]);
    }
    const readSeconds = (Date.now() - startedReading) / 1000;

    const rows = await cluster.db.db
      .select({ email: s.users.email, bio: s.users.bio })
      .from(s.users)
      .where(inArray(s.users.email, writers.emails));
    for (const row of rows) expect(row.bio).toBe(acknowledged.get(row.email));
    const ideas = await cluster.db.db
      .select({ title: s.ideas.title })
      .from(s.ideas)
      .where(like(s.ideas.title, 'Rolling restart idea %'));
    expect(ideas.map((idea) => idea.title).sort()).toEqual([...createdTitles].sort());

    // Requests a stopping server reset after nginx sent them: nginx passed each GET or PUT on to
    // the other server (a POST would show above as a 502). What is left after the drain's fix are
    // connections still in the kernel's accept queue as the listener closes (docs/operations.md).
    const dropped = cluster.nginx
      .errorLog()
      .split('\n')
      .filter(
        (line) =>
          line.includes('upstream') &&
          !/\(111: Connection refused\)|temporarily disabled/.test(line),
      );
    console.log(
      `rolling restart: ${reads.answered} reads answered in ${readSeconds.toFixed(1)} s ` +
        `(${Math.round(reads.answered / readSeconds)}/s over ${READERS} connections), ` +
        `${reads.errors} read errors, ${reads.timeouts} read timeouts, ` +
        `${dropped.length} reset by a stopping server and retried by nginx; ` +
        `${counts.writes} profile writes, ` +
        `${counts.ideas} ideas created, ${failures.length} failed; ` +
        `${counts.streamEnds} streams ended by a stopping server, ${counts.reconnects} reconnected, ` +
        `${endsWithoutHint.length} without a retry hint; exit codes ${exitCodes.join(', ')}`,
    );
    expect(reads.samples).toEqual([]);
    expect(reads.errors).toBe(0);
    expect(reads.timeouts).toBe(0);
    expect(failures).toEqual([]);
    expect(exitCodes).toEqual([0, 0]);
    expect(endsWithoutHint).toEqual([]);
    // Each restart ended the streams it held; every tab came back.
    expect(counts.streamEnds).toBeGreaterThanOrEqual(TABS);
    expect(counts.reconnects).toBe(counts.streamEnds);
  });

  it('answers a request nginx sends on a kept-alive connection mid-drain, then closes it', async () => {
    const server = await startServerProcess(cluster.env);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status?: number; connection?: string; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${server.url}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              connection: res.headers.connection,
              reused: req.reusedSocket,
            }),
          );
        });
        req.on('error', reject);
      });
    try {
      expect(await get()).toEqual({ status: 200, connection: 'keep-alive', reused: false });
      const exited = server.stop();
      // Well into the drain, and below nginx's upstream keepalive_timeout (4 s).
      await sleep(1500);
      expect(await get()).toEqual({ status: 200, connection: 'close', reused: true });
      expect(await exited).toBe(0);
    } finally {
      agent.destroy();
      await server.stop();
    }
  });
});
