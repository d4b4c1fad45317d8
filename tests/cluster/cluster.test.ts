import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';
import { useCluster } from '../support/cluster.ts';
import { isChange, listsOf, openEventStream } from '../support/event-stream.ts';
import { HttpClient } from '../support/http.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { PASSWORD, WRONG_PASSWORD } from '../support/factories.ts';

// Two app servers on one PostgreSQL database behind nginx round-robin behave as one.

const cluster = useCluster();
const upstreamsSeen: string[] = [];

/** A browser talking to nginx; remembers which app server answered each request. */
function browser() {
  const client = new HttpClient(cluster.nginx.url, { origin: cluster.nginx.url });
  const request = client.request.bind(client);
  client.request = async (...args) => {
    const res = await request(...args);
    upstreamsSeen.push(res.headers.get('x-upstream-addr') ?? '');
    return res;
  };
  return client;
}

async function registerAndVerify(email: string, gender: 'male' | 'female', major = 'CS') {
  const client = browser();
  const reg = await client.post('/api/auth/register', {
    email,
    password: PASSWORD,
    name: email.split('@')[0],
    gender,
    phone: '0551234567',
    major,
    bio: '',
    skills: 'TypeScript',
  });
  expect(reg.status).toBe(200);
  expect(reg.body.requiresVerification).toBe(true);
  const code = (await cluster.smtp.nextMail(email, 0)).code!;
  const verify = await client.post('/api/auth/verify-otp', { email, code });
  expect(verify.status).toBe(200);
  return client;
}

const ok = (status: number) => status >= 200 && status < 300;

describe('a whole journey through nginx', () => {
  it('register, verify, create an idea, apply, accept, confirm and leave', async () => {
    const from = upstreamsSeen.length;
    const leader = await registerAndVerify('leader@uni.test', 'female');
    const joiner = await registerAndVerify('joiner@uni.test', 'female', 'SWE');

    const idea = await leader.post('/api/ideas', {
      title: 'Campus shuttle tracker',
      description: 'Live shuttle map',
      teamId: 'M101',
      tags: 'mobile',
      requiredMajors: 'CS,SWE',
      requiredSkills: 'React',
      allowCrossMajor: false,
      isHidden: false,
    });
    expect(ok(idea.status)).toBe(true);
    // The leader's open tab, on whichever server nginx picked, hears the application at once:
    // nginx passes the event on unbuffered.
    const stream = await openEventStream(leader);
    expect(stream.status).toBe(200);

    const list = await joiner.get('/api/ideas');
    const found = list.body.find((i: { title: string }) => i.title === 'Campus shuttle tracker');
    expect(found).toBeTruthy();
    expect(ok((await joiner.post('/api/applications', { ideaId: found.id })).status)).toBe(true);

    expect(listsOf(await stream.next(isChange, 1000))).toContain('applicants');
    stream.close();

    const applicants = await leader.get(`/api/applications/idea/${found.id}`);
    expect(applicants.body).toHaveLength(1);
    const applicationId = applicants.body[0].id;
    const accept = await leader.put(`/api/applications/${applicationId}/status`, {
      status: 'accepted',
    });
    expect(ok(accept.status)).toBe(true);

    const notes = await joiner.get('/api/notifications');
    expect(
      notes.body.some((n: { applicationId: string | null }) => n.applicationId === applicationId),
    ).toBe(true);
    expect(ok((await joiner.post(`/api/applications/${applicationId}/confirm`)).status)).toBe(true);

    const team = await joiner.get('/api/teams/my');
    expect(team.body.members).toHaveLength(2);
    expect(ok((await joiner.post('/api/teams/leave')).status)).toBe(true);
    expect((await joiner.get('/api/teams/my')).body).toBeNull();
    expect((await leader.get('/api/teams/my')).body.members).toHaveLength(1);

    // Consecutive requests landed on both servers, and sessions held across them.
    const used = new Set(upstreamsSeen.slice(from).filter(Boolean));
    expect(used.size).toBe(2);
  });
});

describe('rate limits hold across both servers', () => {
  it('locks an account after 10 failed sign-ins wherever they land', async () => {
    await registerAndVerify('target@uni.test', 'male');
    const attacker = browser();
    const from = upstreamsSeen.length;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (
          await attacker.post('/api/auth/login', {
            email: 'target@uni.test',
            password: WRONG_PASSWORD,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect(new Set(upstreamsSeen.slice(from)).size).toBe(2);
    // The right password is refused too while the lock lasts.
    const real = await browser().post('/api/auth/login', {
      email: 'target@uni.test',
      password: PASSWORD,
    });
    expect(real.status).toBe(429);
  });

  it('sends at most one code per minute per e-mail wherever the requests land', async () => {
    const client = browser();
    await client.post('/api/auth/register', {
      email: 'slow@uni.test',
      password: PASSWORD,
      name: 'Slow',
      gender: 'male',
      phone: '0551234567',
      major: 'CS',
      bio: '',
      skills: '',
    });
    await cluster.smtp.nextMail('slow@uni.test', 0);
    // Every resend is answered alike, on whichever server; the mailbox gets no second e-mail
    // within the minute (what was asked waits for the next one).
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.post('/api/auth/resend-otp', { email: 'slow@uni.test' })).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(cluster.smtp.mailsTo('slow@uni.test')).toHaveLength(1);
  });
});

/** The same browser (its cookies) talking to one server directly, not through nginx. */
function onServer(server: ServerProcess, from: HttpClient) {
  const client = new HttpClient(server.url, { origin: cluster.nginx.url });
  for (const [name, value] of from.cookies) client.cookies.set(name, value);
  return client;
}

// Each server keeps a session it has read for a few seconds; the database tells every server
// when one ends (docs/decisions/0015-session-cache-invalidated-by-the-database.md).
describe('revocation across both servers, each holding the session in its cache', () => {
  async function cachedOnBoth(email: string) {
    const viaNginx = await registerAndVerify(email, 'male');
    const [one, two] = cluster.servers.map((server) => onServer(server, viaNginx));
    for (const client of [one!, two!, one!, two!]) {
      expect((await client.get('/api/profile')).status).toBe(200);
    }
    return { one: one!, two: two! };
  }

  it('a sign-out on one server is refused by the other on the very next request', async () => {
    const { one, two } = await cachedOnBoth('signout@uni.test');
    expect((await one.post('/api/auth/logout')).status).toBe(200);
    expect((await two.get('/api/profile')).status).toBe(401);
  });

  it("an admin's deletion on one server ends the session on the other at once", async () => {
    const { two } = await cachedOnBoth('deleted@uni.test');
    const adminBrowser = await registerAndVerify('cluster-admin@uni.test', 'male');
    await cluster.db.db
      .update(s.users)
      .set({ isAdmin: true })
      .where(eq(s.users.email, 'cluster-admin@uni.test'));
    const admin = onServer(cluster.servers[0]!, adminBrowser);
    const [target] = await cluster.db.db
      .select()
      .from(s.users)
      .where(eq(s.users.email, 'deleted@uni.test'));
    // The grant above came straight from the database: the first server hears it within moments.
    let status = 0;
    for (let tries = 0; tries < 50 && status !== 200; tries++) {
      status = (await admin.get('/api/admin/stats')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
    expect((await admin.delete(`/api/admin/users/${target!.id}`)).status).toBe(200);
    expect((await two.get('/api/profile')).status).toBe(401);
  });
});

describe('stopping one server mid-run', () => {
  it('loses no acknowledged write', async () => {
    const hash = await hashPassword(PASSWORD);
    const emails = Array.from({ length: 8 }, (_, i) => `writer${i}@uni.test`);
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
    const clients = await Promise.all(
      emails.map(async (email) => {
        const c = browser();
        expect((await c.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
        return c;
      }),
    );

    const acknowledged = new Map<string, string>();
    let failures = 0;
    let writes = 0;
    const writers = clients.map(async (c, i) => {
      for (let n = 0; n < 25; n++) {
        const bio = `write ${n}`;
        const res = await c.put('/api/profile', { bio });
        writes++;
        if (res.status === 200) acknowledged.set(emails[i]!, bio);
        else failures++;
      }
    });
    // Open tabs on both servers: the stopping one ends its streams with a reconnect hint
    // instead of holding its exit.
    const streams = await Promise.all(clients.slice(0, 4).map((c) => openEventStream(c)));
    const onStopped = streams.filter(
      (st) => st.headers.get('x-upstream-addr') === `127.0.0.1:${cluster.servers[0]!.port}`,
    );
    expect(onStopped.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 150));
    const stopped = cluster.servers[0]!.stop();
    await Promise.all(writers);
    expect(await stopped).toBe(0);
    for (const st of onStopped) {
      await st.ended(2000);
      expect(st.blocks.at(-1)?.retry).toBeGreaterThan(0);
    }
    for (const st of streams) st.close();

    const rows = await cluster.db.db.select().from(s.users).where(inArray(s.users.email, emails));
    for (const row of rows) expect(row.bio).toBe(acknowledged.get(row.email));
    expect(failures).toBe(0);
    expect(writes).toBe(200);
    console.log(
      `cluster: ${writes} writes while stopping one of 2 servers, ${failures} failed, all acknowledged kept`,
    );

    // The surviving server still serves everyone.
    const [one] = await cluster.db.db.select().from(s.users).where(eq(s.users.email, emails[0]!));
    expect(one).toBeTruthy();
    expect((await clients[0]!.get('/api/profile')).status).toBe(200);

    // Back to two servers, so that the file's tests do not depend on running before this one:
    // restarted, and taken back by nginx (which leaves a failed server alone for a while).
    const port = cluster.servers[0]!.port;
    cluster.servers[0] = await startServerProcess(cluster.env, port);
    const probe = browser();
    const from = upstreamsSeen.length;
    const back = () => upstreamsSeen.slice(from).includes(`127.0.0.1:${port}`);
    const deadline = Date.now() + 30_000;
    while (!back() && Date.now() < deadline) {
      await probe.get('/readyz');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(back()).toBe(true);
  });
});
