import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { ideas, teamMembers } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createIdea,
  createLeader,
  createSignedInUser,
  createUser,
  insertTeam,
  invite,
  join,
  notificationsOf,
} from '../../support/factories.ts';

// Team size (docs/rules/ideas-and-teams.md, docs/decisions/0060-team-size-enforced-by-the-database.md):
// the limit counts the leader; a full team takes no application, no acceptance and no joining,
// and the database keeps it so when joinings race.
const t = useTestApp();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Res = { status: number; body: any };
const FULL = { code: 'teams.full', message: 'This team is full' };

async function sizeOf(ideaId: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from team_members m join teams t on t.id = m.team_id
      where t.idea_id = ${ideaId}`,
  );
  return row?.n ?? 0;
}

describe('maxMembers on ideas', () => {
  it('is set on create and edit, and every idea answer carries it with memberCount', async () => {
    const leader = await createLeader(t, {}, { maxMembers: 3 });
    expect(leader.idea).toMatchObject({ maxMembers: 3, memberCount: 1 });
    const member = await createSignedInUser(t);
    await join(member.client, leader.client, leader.idea.id);

    const list = await member.client.get('/api/ideas');
    expect(list.body.find((i: { id: string }) => i.id === leader.idea.id)).toMatchObject({
      maxMembers: 3,
      memberCount: 2,
    });
    const mine = await leader.client.get('/api/ideas/my');
    expect(mine.body[0]).toMatchObject({ maxMembers: 3, memberCount: 2 });

    const edited = await leader.client.put(`/api/ideas/${leader.idea.id}`, { maxMembers: 5 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ maxMembers: 5, memberCount: 2 });
    const cleared = await leader.client.put(`/api/ideas/${leader.idea.id}`, { maxMembers: null });
    expect(cleared.body).toMatchObject({ maxMembers: null, memberCount: 2 });

    const admin = await createSignedInUser(t, { isAdmin: true });
    const adminList = await admin.client.get('/api/admin/ideas');
    expect(adminList.body.find((i: { id: string }) => i.id === leader.idea.id)).toMatchObject({
      maxMembers: null,
      memberCount: 2,
    });

    const plain = await createLeader(t);
    expect(plain.idea).toMatchObject({ maxMembers: null, memberCount: 1 });
  });

  it('takes 2 to 20 only, with the field message', async () => {
    const { client } = await createSignedInUser(t);
    for (const bad of [1, 21, 2.5, '4', 0]) {
      const res = await client.post('/api/ideas', {
        title: 'Sized',
        description: 'd',
        teamId: 'M990',
        requiredMajors: 'CS',
        maxMembers: bad,
      });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.errors).toEqual({
        maxMembers: {
          code: 'validation.teamSize',
          message: 'Team size must be a whole number from 2 to 20',
        },
      });
    }
    for (const good of [2, 20]) {
      const leader = await createLeader(t, {}, { maxMembers: good });
      expect(leader.idea.maxMembers).toBe(good);
    }
  });

  it('refuses lowering the limit below the current size, and allows it down to the size', async () => {
    const leader = await createLeader(t);
    for (let i = 0; i < 2; i++) {
      const m = await createSignedInUser(t);
      await join(m.client, leader.client, leader.idea.id);
    }
    const below = await leader.client.put(`/api/ideas/${leader.idea.id}`, { maxMembers: 2 });
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({
      code: 'teams.sizeBelowMembers',
      message: 'The team already has more members than this limit',
      errors: {
        maxMembers: {
          code: 'teams.sizeBelowMembers',
          message: 'The team already has more members than this limit',
        },
      },
    });
    const [row] = await t.db.select().from(ideas).where(eq(ideas.id, leader.idea.id));
    expect(row?.maxMembers).toBeNull();
    const exact = await leader.client.put(`/api/ideas/${leader.idea.id}`, { maxMembers: 3 });
    expect(exact.body).toMatchObject({ maxMembers: 3, memberCount: 3 });
  });
});

describe('a full team', () => {
  it('refuses applications, acceptances and confirmations with 409 This team is full', async () => {
    const leader = await createLeader(t, {}, { maxMembers: 2 });
    const invited = await createSignedInUser(t);
    const invitation = await invite(invited.client, leader.client, leader.idea.id);
    const first = await createSignedInUser(t);
    await join(first.client, leader.client, leader.idea.id);
    expect(await sizeOf(leader.idea.id)).toBe(2);

    const late = await createSignedInUser(t);
    const applied = await late.client.post('/api/applications', { ideaId: leader.idea.id });
    expect(applied).toMatchObject({ status: 409, body: FULL });
    const confirmed = await invited.client.post(`/api/applications/${invitation.id}/confirm`);
    expect(confirmed).toMatchObject({ status: 409, body: FULL });
    expect(await sizeOf(leader.idea.id)).toBe(2);

    // A place frees up when a member leaves: the invitation can be confirmed again.
    expect((await first.client.post('/api/teams/leave')).status).toBe(200);
    expect((await invited.client.post(`/api/applications/${invitation.id}/confirm`)).status).toBe(
      200,
    );
    expect(await sizeOf(leader.idea.id)).toBe(2);
  });

  it('closes the pending applications when the leader lowers the limit to the size, and tells their students', async () => {
    const leader = await createLeader(t, {}, { title: 'Sail loft' });
    const member = await createSignedInUser(t);
    await join(member.client, leader.client, leader.idea.id);
    const waiting = [await createSignedInUser(t), await createSignedInUser(t)];
    const pending = [];
    for (const w of waiting) pending.push(await apply(w.client, leader.idea.id));
    const edited = await leader.client.put(`/api/ideas/${leader.idea.id}`, { maxMembers: 2 });
    expect(edited.body).toMatchObject({ maxMembers: 2, memberCount: 2 });
    for (const [i, w] of waiting.entries()) {
      expect((await w.client.get('/api/applications/my')).body).toEqual([
        expect.objectContaining({ id: pending[i]!.id, status: 'filled' }),
      ]);
      expect(await notificationsOf(w.client)).toEqual([
        expect.objectContaining({
          type: 'application_closed',
          applicationId: pending[i]!.id,
          message:
            "The team for 'Sail loft' is now full, so your application to join it was closed.",
        }),
      ]);
    }
    // Nobody is left waiting on the leader's decision, and a closed one cannot be accepted.
    expect((await leader.client.get(`/api/applications/idea/${leader.idea.id}`)).body).toEqual([]);
    const accepted = await leader.client.put(`/api/applications/${pending[0]!.id}/status`, {
      status: 'accepted',
    });
    expect(accepted.status).toBe(409);
  });

  it('leaves pending applications open when the limit is lowered but leaves room', async () => {
    const leader = await createLeader(t);
    const waiting = await createSignedInUser(t);
    const pending = await apply(waiting.client, leader.idea.id);
    expect(
      (await leader.client.put(`/api/ideas/${leader.idea.id}`, { maxMembers: 2 })).status,
    ).toBe(200);
    expect((await waiting.client.get('/api/applications/my')).body[0]).toMatchObject({
      id: pending.id,
      status: 'pending',
    });
    expect(await notificationsOf(waiting.client)).toEqual([]);
  });

  it('closes the pending applications when a joining fills it, and tells their students', async () => {
    const leader = await createLeader(t, {}, { maxMembers: 2, title: 'Wind tunnel' });
    const waiting = await createSignedInUser(t);
    const pending = await apply(waiting.client, leader.idea.id);
    const invited = await createSignedInUser(t);
    const invitation = await invite(invited.client, leader.client, leader.idea.id);
    const elsewhere = await createLeader(t);
    const stillOpen = await apply(waiting.client, elsewhere.idea.id);
    const first = await createSignedInUser(t);
    await join(first.client, leader.client, leader.idea.id);

    // Shown as closed, never as declined; their application elsewhere is untouched.
    const mine = (await waiting.client.get('/api/applications/my')).body as Res['body'][];
    expect(mine.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
      [stillOpen.id, 'pending'],
      [pending.id, 'filled'],
    ]);
    const [note] = await notificationsOf(waiting.client);
    expect(note).toMatchObject({
      type: 'application_closed',
      applicationId: pending.id,
      message: "The team for 'Wind tunnel' is now full, so your application to join it was closed.",
    });
    // The leader has nobody left waiting on a decision: only the open invitation is listed.
    const listed = (await leader.client.get(`/api/applications/idea/${leader.idea.id}`)).body;
    expect(listed.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
      [invitation.id, 'accepted'],
    ]);
    const unreadApplied = (await notificationsOf(leader.client)).filter(
      (n) => n.type === 'application' && !n.isRead,
    );
    expect(unreadApplied).toEqual([]);
    // An open invitation stays open: a place may free up.
    expect((await invited.client.get('/api/applications/my')).body[0]).toMatchObject({
      id: invitation.id,
      status: 'accepted',
    });
  });

  it('leaves pending applications open while the team still has room', async () => {
    const leader = await createLeader(t, {}, { maxMembers: 3 });
    const waiting = await createSignedInUser(t);
    const pending = await apply(waiting.client, leader.idea.id);
    const first = await createSignedInUser(t);
    await join(first.client, leader.client, leader.idea.id);
    expect((await waiting.client.get('/api/applications/my')).body[0]).toMatchObject({
      id: pending.id,
      status: 'pending',
    });
    expect(await notificationsOf(waiting.client)).toEqual([]);
  });

  it('shows as full to browsing students (memberCount reaches maxMembers)', async () => {
    const leader = await createLeader(t, {}, { maxMembers: 2 });
    const member = await createSignedInUser(t);
    await join(member.client, leader.client, leader.idea.id);
    const viewer = await createSignedInUser(t);
    const list = await viewer.client.get('/api/ideas');
    expect(list.body.find((i: { id: string }) => i.id === leader.idea.id)).toMatchObject({
      maxMembers: 2,
      memberCount: 2,
    });
  });
});

describe('the race for the last places', () => {
  it('8 invitees confirming at once with 1 place left: exactly one joins, the rest 409', async () => {
    const leader = await createLeader(t, {}, { maxMembers: 3 });
    const member = await createSignedInUser(t);
    await join(member.client, leader.client, leader.idea.id);
    const invitees = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const s = await createSignedInUser(t);
        const app = await invite(s.client, leader.client, leader.idea.id);
        return { ...s, app };
      }),
    );
    const all: Res[] = await Promise.all(
      invitees.map((s) => s.client.post(`/api/applications/${s.app.id}/confirm`)),
    );
    expect(all.filter((r) => r.status >= 500)).toEqual([]);
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = all.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r).toMatchObject({ status: 409, body: FULL });
    expect(await sizeOf(leader.idea.id)).toBe(3);
  });

  it('2 places left and 6 confirming at once: exactly two join', async () => {
    const leader = await createLeader(t, {}, { maxMembers: 3 });
    const invitees = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const s = await createSignedInUser(t);
        const app = await invite(s.client, leader.client, leader.idea.id);
        return { ...s, app };
      }),
    );
    const all: Res[] = await Promise.all(
      invitees.map((s) => s.client.post(`/api/applications/${s.app.id}/confirm`)),
    );
    expect(all.filter((r) => r.status >= 500)).toEqual([]);
    expect(all.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of all.filter((x) => x.status !== 200)) expect(r.body).toMatchObject(FULL);
    expect(await sizeOf(leader.idea.id)).toBe(3);
  });

  it('the database itself refuses members past the limit, even written at once around the code', async () => {
    const leader = await createUser(t);
    const { team } = await insertTeam(t, leader, [], { maxMembers: 2 });
    const students = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
    // Straight inserts, each in its own transaction, bypass every check of the services.
    const results = await Promise.allSettled(
      students.map((s) =>
        t.db.transaction((tx) =>
          tx
            .insert(teamMembers)
            .values({ teamId: team.id, courseId: team.courseId, userId: s.id, role: 'member' }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      const reason = (r as PromiseRejectedResult).reason as { cause?: { constraint?: string } };
      expect(reason.cause?.constraint ?? (reason as { constraint?: string }).constraint).toBe(
        'team_members_team_full',
      );
    }
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from team_members where team_id = ${team.id}`,
    );
    expect(row?.n).toBe(2);
  });

  it('the database refuses a limit below the team even when the code is bypassed', async () => {
    const leader = await createUser(t);
    const members = [await createUser(t), await createUser(t)];
    const { idea } = await insertTeam(t, leader, members);
    const error = await t.db
      .update(ideas)
      .set({ maxMembers: 2 })
      .where(eq(ideas.id, idea.id))
      .then(() => null)
      .catch((e: unknown) => e as { cause?: { constraint?: string } });
    expect(error?.cause?.constraint).toBe('ideas_max_members_below_size');
    await t.db.update(ideas).set({ maxMembers: 3 }).where(eq(ideas.id, idea.id));
    const [row] = await t.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(row?.maxMembers).toBe(3);
  });

  it('a solo leader can still set a limit and create with one; an idea creation is not refused', async () => {
    const { client } = await createSignedInUser(t);
    const idea = await createIdea(client, { maxMembers: 2 });
    expect(idea).toMatchObject({ maxMembers: 2, memberCount: 1 });
  });
});
