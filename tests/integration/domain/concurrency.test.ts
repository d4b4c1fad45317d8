import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { applications, ideas, notifications, teamMembers } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  ideaInput,
  invite,
} from '../../support/factories.ts';

// Integrity (docs/decisions/0009-one-transaction-ordered-locks-and-constraints.md): identical
// requests fired at once; the database ends consistent and every answer is a success or a client
// error, never a 5xx.
const t = useTestApp();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Res = { status: number; body: any };
const times = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
const statuses = (all: Res[]) => all.map((r) => r.status);
const ok = (all: Res[]) => all.filter((r) => r.status < 300).length;

function expectNo5xx(all: Res[]) {
  expect(statuses(all).filter((s) => s >= 500 || s < 200)).toEqual([]);
}

/** Nobody in two teams; every team keeps its leader as its one creator; every idea has a team. */
async function expectConsistent() {
  expect(
    await queryRows(
      t.db,
      sql`select user_id from team_members group by user_id having count(*) > 1`,
    ),
  ).toEqual([]);
  expect(
    await queryRows(
      t.db,
      sql`select t.id from teams t where (select count(*) from team_members m
        where m.team_id = t.id and m.role = 'creator' and m.user_id = t.leader_id) <> 1
        or (select count(*) from team_members m where m.team_id = t.id and m.role = 'creator') <> 1`,
    ),
  ).toEqual([]);
  expect(
    await queryRows(
      t.db,
      sql`select i.id from ideas i left join teams t on t.idea_id = i.id where t.id is null`,
    ),
  ).toEqual([]);
}

describe('concurrent requests', () => {
  it('30 identical idea creations make one idea and one team', async () => {
    const { user, client } = await createSignedInUser(t);
    const input = ideaInput();
    const all = await times(30, () => client.post('/api/ideas', input));
    expectNo5xx(all);
    expect(ok(all)).toBe(1);
    expect(new Set(all.filter((r) => r.status !== 201).map((r) => r.status))).toEqual(
      new Set([409]),
    );
    expect(await t.db.select().from(ideas).where(eq(ideas.creatorId, user.id))).toHaveLength(1);
    await expectConsistent();
  });

  it('20 students racing for one team ID: one wins, the rest get 409', async () => {
    const students = await times(20, () => createSignedInUser(t));
    const input = ideaInput();
    const all = await times(20, (i) => students[i]!.client.post('/api/ideas', input));
    expectNo5xx(all);
    expect(ok(all)).toBe(1);
    const refused = all.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body.message).toBe('Team ID is already taken');
    await expectConsistent();
  });

  it('one team ID raced for by both genders: one idea of each gender wins it', async () => {
    const students = await times(16, (i) =>
      createSignedInUser(t, { gender: i % 2 === 0 ? 'male' : 'female' }),
    );
    const input = ideaInput();
    const all = await times(16, (i) => students[i]!.client.post('/api/ideas', input));
    expectNo5xx(all);
    const won = all.flatMap((r, i) => (r.status === 201 ? [students[i]!.user.gender] : []));
    expect(won.sort()).toEqual(['female', 'male']);
    const refused = all.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(14);
    for (const r of refused)
      expect(r.body).toEqual({
        code: 'ideas.teamIdTaken',
        message: 'Team ID is already taken',
        errors: { teamId: { code: 'ideas.teamIdTaken', message: 'Team ID is already taken' } },
      });
    await expectConsistent();
  });

  it('30 identical applications make one open application and one owner notification', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const all = await times(30, () =>
      student.client.post('/api/applications', { ideaId: leader.idea.id }),
    );
    expectNo5xx(all);
    expect(ok(all)).toBe(1);
    const rows = await t.db
      .select()
      .from(applications)
      .where(eq(applications.applicantId, student.user.id));
    expect(rows).toHaveLength(1);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, leader.user.id), eq(notifications.type, 'application')));
    expect(notes).toHaveLength(1);
  });

  it('30 accepts and rejects of one application decide it exactly once', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const application = await apply(student.client, leader.idea.id);
    const all = await times(30, (i) =>
      leader.client.put(`/api/applications/${application.id}/status`, {
        status: i % 3 === 0 ? 'rejected' : 'accepted',
      }),
    );
    expectNo5xx(all);
    expect(ok(all)).toBe(1);
    const decisions = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.applicationId, application.id));
    expect(decisions.filter((n) => n.userId === student.user.id)).toHaveLength(1);
  });

  it('confirms of 5 invitations fired 6 times each join exactly one team', async () => {
    const student = await createSignedInUser(t);
    const leaders = await times(5, () => createLeader(t));
    const invitations: Array<{ id: string }> = [];
    for (const l of leaders) invitations.push(await invite(student.client, l.client, l.idea.id));
    const all = await times(30, (i) =>
      student.client.post(`/api/applications/${invitations[i % 5]!.id}/confirm`),
    );
    expectNo5xx(all);
    // Every confirm of the invitation that joined answers its success (a repeat is a double tap).
    const joined = all.flatMap((r, i) => (r.status < 300 ? [invitations[i % 5]!.id] : []));
    expect(new Set(joined).size).toBe(1);
    expect(joined).toHaveLength(6);
    const memberships = await t.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, student.user.id));
    expect(memberships).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(applications)
      .where(eq(applications.applicantId, student.user.id));
    expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(1);
    // The others were closed by the joining, not declined (docs/decisions/0078).
    expect(rows.filter((r) => r.status === 'closed')).toHaveLength(4);
    await expectConsistent();
  });

  it('the leader leaving while 15 invitees confirm leaves no member behind', async () => {
    const leader = await createLeader(t);
    const invitees = await times(15, () => createSignedInUser(t));
    const invitations: Array<{ id: string }> = [];
    for (const s of invitees)
      invitations.push(await invite(s.client, leader.client, leader.idea.id));
    const all = await Promise.all([
      ...invitees.map((s, i) => s.client.post(`/api/applications/${invitations[i]!.id}/confirm`)),
      leader.client.post('/api/teams/leave'),
      ...invitees.map((s, i) => s.client.post(`/api/applications/${invitations[i]!.id}/confirm`)),
    ]);
    expectNo5xx(all);
    expect(await t.db.select().from(ideas).where(eq(ideas.id, leader.idea.id))).toEqual([]);
    for (const s of invitees) {
      expect(
        await t.db.select().from(teamMembers).where(eq(teamMembers.userId, s.user.id)),
      ).toEqual([]);
    }
    await expectConsistent();
  });

  it('solo leaders confirming into each other’s teams at once never deadlock into a 5xx', async () => {
    const pairs = await times(8, async () => {
      const a = await createLeader(t);
      const b = await createLeader(t);
      const aToB = await invite(a.client, b.client, b.idea.id);
      const bToA = await invite(b.client, a.client, a.idea.id);
      return { a, b, aToB, bToA };
    });
    const all = await Promise.all(
      pairs.flatMap(({ a, b, aToB, bToA }) => [
        a.client.post(`/api/applications/${aToB.id}/confirm`),
        b.client.post(`/api/applications/${bToA.id}/confirm`),
        a.client.post(`/api/applications/${aToB.id}/confirm`),
        b.client.post(`/api/applications/${bToA.id}/confirm`),
      ]),
    );
    expectNo5xx(all);
    // In each pair exactly one of the two joined the other (the joiner's idea was dissolved), and
    // both of the joiner's confirms answer its success.
    for (let p = 0; p < pairs.length; p++) {
      const [aFirst, bFirst, aAgain, bAgain] = all
        .slice(p * 4, p * 4 + 4)
        .map((r) => r.status < 300);
      expect([aFirst && aAgain, bFirst && bAgain].filter(Boolean)).toHaveLength(1);
      expect([aFirst, bFirst, aAgain, bAgain].filter(Boolean)).toHaveLength(2);
    }
    await expectConsistent();
  });

  it('members leaving while the leader removes them end with every member out once', async () => {
    const leader = await createLeader(t);
    const members = await times(10, () => createSignedInUser(t));
    for (const m of members) {
      const application = await invite(m.client, leader.client, leader.idea.id);
      await m.client.post(`/api/applications/${application.id}/confirm`);
    }
    const all = await Promise.all(
      members.flatMap((m) => [
        m.client.post('/api/teams/leave'),
        leader.client.post('/api/teams/remove-member', { memberId: m.user.id }),
      ]),
    );
    expectNo5xx(all);
    expect(ok(all)).toBe(10);
    const left = await t.db.select().from(teamMembers).where(eq(teamMembers.role, 'member'));
    expect(left.filter((r) => members.some((m) => m.user.id === r.userId))).toEqual([]);
    await expectConsistent();
  });
});
