import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { users } from '../../../src/server/db/schema.ts';
import { hashPassword } from '../../../src/server/modules/auth/passwords.ts';
import { createCliDatabase } from '../../support/cli-database.ts';
import { createTestDatabase, testEngine } from '../../support/database.ts';
import { HttpClient } from '../../support/http.ts';
import { startServerProcess } from '../../support/server-process.ts';
import { startTcpProxy } from '../../support/tcp-proxy.ts';
import { PASSWORD } from '../../support/factories.ts';

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function addUser(db: Database, email: string) {
  await db.db.insert(users).values({
    email,
    passwordHash: await hashPassword(PASSWORD),
    name: 'Before Shutdown',
    major: 'CS',
    phone: '0551234567',
    gender: 'male',
    isVerified: true,
  });
}

async function signIn(url: string, email: string) {
  const client = new HttpClient(url);
  const res = await client.post('/api/auth/login', { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

// The database going away is a network fault: it only exists on the PostgreSQL lane.
describe.runIf(testEngine === 'postgres')('the database going away', () => {
  it('answers 503 quickly while it is gone and recovers by itself, losing nothing', async () => {
    const real = await createTestDatabase('postgres');
    cleanups.push(() => real.close());
    const proxy = await startTcpProxy('127.0.0.1', 5432);
    cleanups.push(() => proxy.close());
    const viaProxy = new URL(real.url!);
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ databaseUrl: viaProxy.toString(), dataDir: '' });
    const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), WEB_DIST_DIR: null };
    const { app } = await buildApp({ config, database });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

    await addUser(real, 'fault@uni.test');
    const client = await signIn(url, 'fault@uni.test');
    const saved = await client.put('/api/profile', { bio: 'committed before the outage' });
    expect(saved.status).toBe(200);

    await proxy.cut();
    const started = Date.now();
    for (const res of [
      await client.get('/api/profile'),
      await client.put('/api/profile', { bio: 'x' }),
    ]) {
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(
        'The service is temporarily unavailable. Please try again shortly.',
      );
    }
    expect(Date.now() - started).toBeLessThan(12_000);

    await proxy.restore();
    const back = await client.get('/api/profile');
    expect(back.status).toBe(200);
    expect(back.body.bio).toBe('committed before the outage');
  });
});

describe('SIGTERM', () => {
  // The database and its user are made in setup: creating a PGlite directory (initdb) is most of
  // its first open, and the test is about the drain, not about making a database.
  let env: Record<string, string>;
  beforeAll(async () => {
    const database = await createCliDatabase();
    cleanups.push(() => database.close());
    const db = await database.open();
    await addUser(db, 'term@uni.test');
    await db.close();
    env = database.env;
  });

  it('stops cleanly and keeps every acknowledged write after a restart', async () => {
    const first = await startServerProcess({ ...env, LOG_LEVEL: 'debug' });
    const client = await signIn(first.url, 'term@uni.test');
    const write = await client.put('/api/profile', { bio: 'acknowledged before SIGTERM' });
    expect(write.status).toBe(200);
    // Requests in flight when SIGTERM arrives are finished, not dropped.
    const inFlight = Array.from({ length: 5 }, () =>
      new HttpClient(first.url).post('/api/auth/login', {
        email: 'term@uni.test',
        password: PASSWORD,
      }),
    );
    // SIGTERM once the server has received all five (its debug log shows each arrival).
    const received = () =>
      first.output
        .split('\n')
        .filter((l) => l.includes('"request received"') && l.includes('"url":"/api/auth/login"'))
        .length;
    while (received() < 6) await new Promise((resolve) => setTimeout(resolve, 5));
    const stopped = first.stop();
    expect((await Promise.all(inFlight)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await stopped).toBe(0);

    const second = await startServerProcess(env);
    const again = await signIn(second.url, 'term@uni.test');
    const profile = await again.get('/api/profile');
    expect(profile.body.bio).toBe('acknowledged before SIGTERM');
    expect(await second.stop()).toBe(0);
  });
});
