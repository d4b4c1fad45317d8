import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { useTestApp } from '../../support/app.ts';
import { createUser, insertTeam, notificationsOf, signIn } from '../../support/factories.ts';
import {
  applyProposal,
  createCoordinator,
  freshUniversity,
  propose,
  teamsOf,
} from '../../support/placement.ts';

// Students the teams with room cannot take form new teams, which the apply turns into ideas
// (docs/rules/placement.md).
const t = useTestApp();

beforeEach(() => freshUniversity(t));

interface NewIdea {
  id: string;
  creator_id: string;
  title: string;
  team_id: string;
  formed_by_coordinator: boolean;
  member_count: number;
}

const newIdeas = (ideaIds: string[]) =>
  queryRows<NewIdea>(
    t.db,
    sql`select i.id, i.creator_id, i.title, i.team_id, i.formed_by_coordinator, tm.member_count
      from ideas i join teams tm on tm.idea_id = i.id
      where i.id in (${sql.join(
        ideaIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );

describe('new teams', () => {
  it('places all of 20 students when the teams with room take 9: three new teams of 4, 4 and 3', async () => {
    const admin = await createCoordinator(t);
    for (let i = 0; i < 3; i++) await insertTeam(t, await createUser(t), [await createUser(t)]);
    const students = [];
    for (let i = 0; i < 20; i++) students.push(await createUser(t));

    const proposal = await propose(admin.client, { min: 3, max: 5 });
    expect(proposal.unplaced).toEqual([]);
    expect(proposal.assignments.filter((a) => a.ideaId !== null)).toHaveLength(9);
    const sizes = new Map<string, number>();
    for (const a of proposal.assignments) {
      if (a.newTeam) sizes.set(a.newTeam, (sizes.get(a.newTeam) ?? 0) + 1);
    }
    expect([...sizes.values()].toSorted()).toEqual([3, 4, 4]);

    const res = await applyProposal(admin.client, proposal.id);
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([]);
    expect(res.body.applied).toHaveLength(20);
    for (const s of students) expect(await teamsOf(t, s.id)).toHaveLength(1);

    const formed = res.body.applied.filter((a: { newTeam: string | null }) => a.newTeam !== null);
    const ideaIds = [...new Set(formed.map((a: { ideaId: string }) => a.ideaId))] as string[];
    const ideas = await newIdeas(ideaIds);
    expect(ideas.map((i) => i.member_count).toSorted()).toEqual([3, 4, 4]);
    for (const idea of ideas) {
      expect(idea.formed_by_coordinator).toBe(true);
      expect(idea.title).toBe(`New team ${idea.team_id}`);
      expect(idea.team_id).toMatch(/^M\d{3}$/);
      // Led by one of its own students.
      const members = formed.filter((a: { ideaId: string }) => a.ideaId === idea.id);
      expect(members.map((m: { studentId: string }) => m.studentId)).toContain(idea.creator_id);
    }
    expect(new Set(ideas.map((i) => i.team_id)).size).toBe(3);

    // The leader is told to write the idea; the others who leads them.
    const idea = ideas[0]!;
    const leader = students.find((s) => s.id === idea.creator_id)!;
    const leaderNews = await notificationsOf(await signIn(t, leader));
    expect(leaderNews[0]!.message).toMatch(
      /^A coordinator formed a new team with you as its leader/,
    );
    const member = formed.find(
      (a: { ideaId: string; studentId: string }) =>
        a.ideaId === idea.id && a.studentId !== leader.id,
    );
    const memberNews = await notificationsOf(
      await signIn(
        t,
        students.find((s) => s.id === member.studentId)!,
      ),
    );
    expect(memberNews[0]!.message).toBe(
      `A coordinator placed you in a new team led by ${leader.name}.`,
    );
  });

  it('applies new teams as the coordinator names them, one gender and the target maximum each', async () => {
    const admin = await createCoordinator(t);
    const men = [];
    for (let i = 0; i < 4; i++) men.push(await createUser(t));
    const woman = await createUser(t, { gender: 'female' });
    const proposal = await propose(admin.client, { min: 2, max: 3 });

    const res = await applyProposal(admin.client, proposal.id, {
      assignments: [
        ...men.map((m) => ({ studentId: m.id, newTeam: 'Robots' })),
        { studentId: woman.id, newTeam: 'Robots' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.applied.map((a: { studentId: string }) => a.studentId)).toEqual(
      men.slice(0, 3).map((m) => m.id),
    );
    expect(
      res.body.skipped.map((s: { studentId: string; reason: string }) => [s.studentId, s.reason]),
    ).toEqual([
      [men[3]!.id, 'team-full'],
      [woman.id, 'other-gender'],
    ]);
    const [idea] = await newIdeas([res.body.applied[0].ideaId]);
    // The first student sent leads it.
    expect(idea!.creator_id).toBe(men[0]!.id);
    expect(idea!.member_count).toBe(3);
  });

  it('skips a new team student who joined a team meanwhile', async () => {
    const admin = await createCoordinator(t);
    const students = [];
    for (let i = 0; i < 3; i++) students.push(await createUser(t));
    const proposal = await propose(admin.client, { min: 3, max: 3 });
    expect(proposal.assignments.filter((a) => a.newTeam !== null)).toHaveLength(3);
    await insertTeam(t, await createUser(t), [students[1]!]);

    const res = await applyProposal(admin.client, proposal.id);
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([
      expect.objectContaining({ studentId: students[1]!.id, reason: 'in-a-team' }),
    ]);
    expect(res.body.applied).toHaveLength(2);
  });
});
