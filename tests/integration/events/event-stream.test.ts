import { afterEach, describe, expect, it } from 'vitest';
import { openEventStreams } from '../../../src/server/domain/live-streams.ts';
import { startTestApp, useTestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  decide,
  invite,
  PASSWORD,
  signIn,
} from '../../support/factories.ts';
import {
  isChange,
  listsOf,
  openEventStream,
  type EventStream,
} from '../../support/event-stream.ts';

// GET /api/events: each signed-in user hears, within a second, which of their lists changed,
// and only theirs; the stream ends with the session
// (docs/decisions/0075-live-updates-by-server-sent-events.md).

const t = useTestApp();

const opened: EventStream[] = [];
async function streamOf(client: Parameters<typeof openEventStream>[0]) {
  const stream = await openEventStream(client);
  opened.push(stream);
  return stream;
}
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

describe('GET /api/events', () => {
  it('refuses a visitor without a session, as every signed-in call', async () => {
    const stream = await streamOf(t.client());
    expect(stream.status).toBe(401);
    expect(JSON.parse(await stream.text())).toMatchObject({ code: expect.any(String) });
  });

  it('opens an event stream with a reconnect hint, unbuffered and never cached', async () => {
    const { client } = await createSignedInUser(t);
    const stream = await streamOf(client);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const first = await stream.next(() => true);
    expect(first.retry).toBeGreaterThan(0);
  });

  it("tells the idea's owner within a second that their applicants changed, and no one else", async () => {
    const leader = await createLeader(t, { gender: 'female' });
    const student = await createSignedInUser(t, { gender: 'female', major: 'CS' });
    const bystander = await createSignedInUser(t, { gender: 'female' });
    const owners = await streamOf(leader.client);
    const students = await streamOf(student.client);
    const bystanders = await streamOf(bystander.client);
    await owners.next(() => true);

    const started = performance.now();
    await apply(student.client, leader.idea.id);
    const event = await owners.next(isChange, 1000);
    const latency = performance.now() - started;
    console.info(`event latency (${t.engine}): ${latency.toFixed(1)} ms after the call was sent`);
    expect(listsOf(event).sort()).toEqual(['applicants', 'notifications']);

    // The student's own change reloads their own tab; no one else hears anything.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(students.blocks.filter(isChange)).toEqual([]);
    expect(bystanders.blocks.filter(isChange)).toEqual([]);
  });

  it('tells an applicant of the invitation, in every tab of theirs', async () => {
    const leader = await createLeader(t, { gender: 'male' });
    const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
    // The owner's stream is open before the application, and hears it first: on PostgreSQL that
    // event travels through NOTIFY and could otherwise arrive after a later stream opened.
    const owners = await streamOf(leader.client);
    await owners.next(() => true);
    const application = await apply(student.client, leader.idea.id);
    expect(listsOf(await owners.next(isChange))).toContain('applicants');
    const tabs = [await streamOf(student.client), await streamOf(student.client)];
    const heardBefore = owners.blocks.length;

    await decide(leader.client, application.id, 'accepted');
    for (const tab of tabs) {
      expect(listsOf(await tab.next()).sort()).toEqual(['my-applications', 'notifications']);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(owners.blocks.slice(heardBefore).filter(isChange)).toEqual([]);
  });

  it("tells an invitee the invitation is gone when the idea's owner deletes it", async () => {
    const leader = await createLeader(t, { gender: 'male' });
    const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
    const students = await streamOf(student.client);
    await students.next(() => true);
    await invite(student.client, leader.client, leader.idea.id);
    // The invitation's own event first, so the next one is the deletion's.
    expect(listsOf(await students.next(isChange))).toContain('my-applications');
    expect((await leader.client.delete(`/api/ideas/${leader.idea.id}`)).status).toBe(200);
    expect(listsOf(await students.next())).toEqual(
      expect.arrayContaining(['my-applications', 'notifications']),
    );
  });

  it('reaches a stream held by another server than the one that made the change', async () => {
    const other = await startTestApp({ shared: { database: t.database, smtp: t.smtp } });
    try {
      const leader = await createLeader(t, { gender: 'male' });
      const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
      const ownerClient = other.client();
      ownerClient.cookies.clear();
      for (const [name, value] of leader.client.cookies) ownerClient.cookies.set(name, value);
      const owners = await streamOf(ownerClient);
      await owners.next(() => true);
      await apply(student.client, leader.idea.id);
      expect(listsOf(await owners.next())).toContain('applicants');
    } finally {
      await other.close();
    }
  });

  it('ends at sign-out, and only the stream of the session that signed out', async () => {
    const { user, client } = await createSignedInUser(t);
    const elsewhere = await signIn(t, { email: user.email, password: PASSWORD });
    const stream = await streamOf(client);
    const other = await streamOf(elsewhere);
    await stream.next(() => true);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    await stream.ended(1000);
    expect((await streamOf(client)).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(other.ended(10)).rejects.toThrow();
  });

  it('ends when an admin deletes the account', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true });
    const { user, client } = await createSignedInUser(t);
    const stream = await streamOf(client);
    await stream.next(() => true);
    expect((await admin.client.delete(`/api/admin/users/${user.id}`)).status).toBe(200);
    await stream.ended(1000);
    expect((await streamOf(client)).status).toBe(401);
  });

  it('ends when an admin revokes their admin flag, and the reconnect is let in', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true });
    const demoted = await createSignedInUser(t, { isAdmin: true });
    const tabs = [await streamOf(demoted.client), await streamOf(demoted.client)];
    for (const tab of tabs) await tab.next(() => true);
    const revoke = await admin.client.put(`/api/admin/users/${demoted.user.id}`, {
      isAdmin: false,
    });
    expect(revoke.status).toBe(200);
    for (const tab of tabs) await tab.ended(1000);
    expect((await streamOf(demoted.client)).status).toBe(200);
  });

  it('keeps the newest streams of a session up to its cap, ending the oldest', async () => {
    const leader = await createLeader(t, { gender: 'female' });
    const student = await createSignedInUser(t, { gender: 'female', major: 'CS' });
    const streams: EventStream[] = [];
    for (let i = 0; i < 12; i++) {
      const stream = await streamOf(leader.client);
      expect(stream.status).toBe(200);
      await stream.next(() => true);
      streams.push(stream);
    }
    // At most 5 per session (docs/rules/ideas-and-teams.md): the first 7 ended.
    const kept = streams.slice(7);
    for (const stream of streams.slice(0, 7)) {
      await stream.ended(1000);
      // The ended tab waits before it reconnects, so tabs past the cap do not take turns at once.
      expect(stream.blocks.at(-1)?.retry).toBe(30_000);
    }
    await apply(student.client, leader.idea.id);
    for (const stream of kept) expect(listsOf(await stream.next())).toContain('applicants');
  });

  it("keeps a user's newest streams up to the cap across their sessions", async () => {
    const leader = await createLeader(t, { gender: 'male' });
    const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
    const login = { email: leader.user.email, password: PASSWORD };
    const sessions = [leader.client, await signIn(t, login), await signIn(t, login)];
    const streams: EventStream[] = [];
    // Five and five: the user's cap of 10 is full without either session passing its own 5.
    for (const client of sessions.slice(0, 2)) {
      for (let i = 0; i < 5; i++) {
        const stream = await streamOf(client);
        await stream.next(() => true);
        streams.push(stream);
      }
    }
    const newest = await streamOf(sessions[2]!);
    await newest.next(() => true);
    await streams[0]!.ended(1000);
    await apply(student.client, leader.idea.id);
    for (const stream of [...streams.slice(1), newest]) {
      expect(listsOf(await stream.next())).toContain('applicants');
    }
  });

  it('ends a stream whose session expired, at the next heartbeat', async () => {
    const app = await startTestApp({
      shared: { database: t.database, smtp: t.smtp },
      timeouts: {
        headersMs: 10_000,
        requestMs: 30_000,
        keepAliveMs: 5_000,
        idleSocketMs: 400,
        checkEveryMs: 100,
      },
    });
    try {
      const { client } = await createSignedInUser(app);
      const stream = await streamOf(client);
      // Heartbeats keep a quiet stream open past the idle-socket limit.
      await stream.next((b) => b.comment === '', 1000);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(stream.blocks.filter((b) => b.comment === '').length).toBeGreaterThanOrEqual(2);
      app.clock.advance(31 * 24 * 60 * 60 * 1000);
      await stream.ended(1000);
      expect((await streamOf(client)).status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('reconnects after a close, and the new stream hears what changes next', async () => {
    const leader = await createLeader(t, { gender: 'female' });
    const student = await createSignedInUser(t, { gender: 'female', major: 'CS' });
    const first = await streamOf(leader.client);
    await first.next(() => true);
    first.close();
    const again = await streamOf(leader.client);
    expect(again.status).toBe(200);
    await apply(student.client, leader.idea.id);
    expect(listsOf(await again.next())).toContain('applicants');
  });

  it('ends every stream with a reconnect hint when its server closes, without delaying it', async () => {
    const app = await startTestApp({ shared: { database: t.database, smtp: t.smtp } });
    const { client } = await createSignedInUser(app);
    const stream = await streamOf(client);
    await stream.next(() => true);
    const before = openEventStreams();
    expect(before).toBeGreaterThan(0);
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(1000);
    await stream.ended(1000);
    expect(stream.blocks.at(-1)?.retry).toBeGreaterThan(0);
    expect(openEventStreams()).toBe(before - 1);
  });
});
