import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { teamMembers, teams, users } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  createLeader,
  createSignedInUser,
  createTeam,
  createUser,
  insertTeam,
  invite,
  join,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// The team size every idea answer carries is stored on the team and kept by the database
// (docs/decisions/0060-team-size-enforced-by-the-database.md): after every kind of change, made
// by the app or straight in SQL, it equals the team's membership rows, and nothing else may
// write it.
const t = useTestApp();

let admin: Awaited<ReturnType<typeof createSignedInUser>>;
beforeAll(async () => {
  admin = await createSignedInUser(t, { isAdmin: true });
});

/** Teams whose stored size is not their count of members: always none. */
async function drifted() {
  return queryRows<{ id: string; stored: number; counted: number }>(
    t.db,
    sql`select t.id, t.member_count as stored,
        (select count(*)::int from team_members m where m.team_id = t.id) as counted
      from teams t
      where t.member_count <> (select count(*) from team_members m where m.team_id = t.id)`,
  );
}

async function storedSize(teamId: string) {
  const [row] = await t.db.select({ n: teams.memberCount }).from(teams).where(eq(teams.id, teamId));
  return row?.n;
}

/** The size the owner's idea shows them. */
async function shownSize(owner: HttpClient) {
  const res = await owner.get('/api/ideas/my');
  expect(res.status).toBe(200);
  return (res.body as Array<{ memberCount: number }>)[0]?.memberCount;
}

/** The constraint a rejected statement names (drizzle wraps the driver's error). */
async function constraintOf(statement: Promise<unknown>) {
  const error = await statement.then(
    () => null,
    (e: unknown) => e as { constraint?: string; cause?: { constraint?: string } },
  );
  return error?.cause?.constraint ?? error?.constraint ?? null;
}

describe('teams.member_count', () => {
  it('follows every change the app makes: joinings, leaving, removal, handover, deletions', async () => {
    const leader = await createLeader(t);
    expect(await shownSize(leader.client)).toBe(1);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createSignedInUser(t)));
    for (const s of [a!, b!, c!]) await join(s.client, leader.client, leader.idea.id);
    expect(await shownSize(leader.client)).toBe(4);
    expect(await drifted()).toEqual([]);

    expect((await a!.client.post('/api/teams/leave', {})).status).toBe(200);
    expect(await shownSize(leader.client)).toBe(3);
    const removed = await leader.client.post('/api/teams/remove-member', { memberId: b!.user.id });
    expect(removed.status).toBe(200);
    expect(await shownSize(leader.client)).toBe(2);

    // A leader alone in their team gives up their idea to join this one.
    const solo = await createLeader(t);
    await join(solo.client, leader.client, leader.idea.id);
    expect(await shownSize(leader.client)).toBe(3);
    expect(await drifted()).toEqual([]);

    const handover = await leader.client.post('/api/teams/transfer-leadership', {
      memberId: c!.user.id,
    });
    expect(handover.status).toBe(200);
    expect(await shownSize(c!.client)).toBe(3);

    // An admin deletes a member, then the owner deletes the idea with its team.
    expect((await admin.client.delete(`/api/admin/users/${solo.user.id}`)).status).toBe(200);
    expect(await shownSize(c!.client)).toBe(2);
    expect((await c!.client.delete(`/api/ideas/${leader.idea.id}`)).status).toBe(200);
    expect(await shownSize(c!.client)).toBeUndefined();

    // An admin deletes a leader (their team goes) and an idea of another team.
    const other = await createTeam(t);
    expect((await admin.client.delete(`/api/admin/users/${other.leader.user.id}`)).status).toBe(
      200,
    );
    const third = await createTeam(t);
    expect((await admin.client.delete(`/api/admin/ideas/${third.idea.id}`)).status).toBe(200);
    expect(await drifted()).toEqual([]);
  });

  it('counts joinings that race, into one team and across teams', async () => {
    const leaders = await Promise.all([0, 1].map(() => createLeader(t)));
    const invitees = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const s = await createSignedInUser(t);
        const leader = leaders[i % 2]!;
        return { ...s, app: await invite(s.client, leader.client, leader.idea.id) };
      }),
    );
    const answers = await Promise.all(
      invitees.map((s) => s.client.post(`/api/applications/${s.app.id}/confirm`)),
    );
    expect(answers.map((r) => r.status)).toEqual(invitees.map(() => 200));
    for (const leader of leaders) expect(await shownSize(leader.client)).toBe(6);
    // And leavings racing each other.
    const leaves = await Promise.all(
      invitees.slice(0, 7).map((s) => s.client.post('/api/teams/leave', {})),
    );
    expect(leaves.map((r) => r.status)).toEqual(leaves.map(() => 200));
    expect((await Promise.all(leaders.map((l) => shownSize(l.client)))).sort()).toEqual([2, 3]);
    expect(await drifted()).toEqual([]);
  });

  it('follows statements written straight to the database, one row or many', async () => {
    const [leader, otherLeader, ...students] = await Promise.all(
      Array.from({ length: 8 }, () => createUser(t)),
    );
    const { team } = await insertTeam(t, leader!, [students[0]!]);
    const { team: otherTeam } = await insertTeam(t, otherLeader!);
    expect(await storedSize(team.id)).toBe(2);

    await t.db.insert(teamMembers).values(
      students.slice(1, 4).map((s) => ({
        teamId: team.id,
        courseId: team.courseId,
        userId: s.id,
        role: 'member' as const,
      })),
    );
    expect(await storedSize(team.id)).toBe(5);

    // Moved to another team: one less here, one more there; a role or an unchanged team
    // changes nothing.
    await t.db
      .update(teamMembers)
      .set({ teamId: otherTeam.id })
      .where(eq(teamMembers.userId, students[1]!.id));
    await t.db
      .update(teamMembers)
      .set({ teamId: team.id, role: 'member' })
      .where(eq(teamMembers.teamId, team.id));
    expect([await storedSize(team.id), await storedSize(otherTeam.id)]).toEqual([4, 2]);

    await t.db.execute(
      sql`delete from team_members where user_id in (${students[2]!.id}, ${students[3]!.id})`,
    );
    expect(await storedSize(team.id)).toBe(2);
    await t.db.insert(teamMembers).values({
      teamId: team.id,
      courseId: team.courseId,
      userId: students[4]!.id,
      role: 'member',
    });
    // A user's deletion takes their membership; a team's deletion takes its members with it.
    await t.db.delete(users).where(eq(users.id, students[4]!.id));
    expect(await storedSize(team.id)).toBe(2);
    await t.db.delete(teams).where(eq(teams.id, otherTeam.id));
    await t.db.delete(users).where(eq(users.id, leader!.id));
    expect(await storedSize(team.id)).toBeUndefined();
    expect(await drifted()).toEqual([]);

    // TRUNCATE fires no row trigger; its own trigger empties every team (rolled back here).
    const { team: kept } = await insertTeam(t, students[5]!);
    const undo = 'undo the truncation';
    const undone = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate team_members`);
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from teams where member_count <> 0`,
        );
        expect(row?.n).toBe(0);
        throw new Error(undo);
      })
      .catch((e: unknown) => (e as Error).message);
    expect(undone).toBe(undo);
    expect(await storedSize(kept.id)).toBe(1);
    expect(await drifted()).toEqual([]);
  });

  it('cannot be written by anything but the membership rows', async () => {
    const leader = await createUser(t);
    const { idea, team } = await insertTeam(t, leader);
    expect(
      await constraintOf(
        t.db.execute(sql`update teams set member_count = 5 where id = ${team.id}`),
      ),
    ).toBe('teams_member_count_counted');
    await t.db.delete(teams).where(eq(teams.id, team.id));
    expect(
      await constraintOf(
        t.db.insert(teams).values({
          ideaId: idea.id,
          courseId: idea.courseId,
          leaderId: leader.id,
          memberCount: 3,
        }),
      ),
    ).toBe('teams_member_count_counted');
    // Setting it to what it is already changes nothing and is let through.
    const [again] = await t.db
      .insert(teams)
      .values({ ideaId: idea.id, courseId: idea.courseId, leaderId: leader.id })
      .returning();
    await t.db.execute(sql`update teams set member_count = member_count where id = ${again!.id}`);
    expect(await storedSize(again!.id)).toBe(0);
    expect(await drifted()).toEqual([]);
  });

  it('leaves the limit to a count of the rows: one statement past it is refused', async () => {
    // Row triggers after a statement run once all its rows are in, so the stored size cannot
    // see a statement's earlier rows; the size trigger's count does.
    const leader = await createUser(t);
    const students = await Promise.all([0, 1, 2].map(() => createUser(t)));
    const { team } = await insertTeam(t, leader, [], { maxMembers: 3 });
    expect(
      await constraintOf(
        t.db.insert(teamMembers).values(
          students.map((s) => ({
            teamId: team.id,
            courseId: team.courseId,
            userId: s.id,
            role: 'member' as const,
          })),
        ),
      ),
    ).toBe('team_members_team_full');
    expect(await storedSize(team.id)).toBe(1);
    expect(await drifted()).toEqual([]);
  });
});
