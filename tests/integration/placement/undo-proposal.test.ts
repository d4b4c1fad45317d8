import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { courses } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  createLeader,
  createSignedInUser,
  createUser,
  insertTeam,
  invite,
  notificationsOf,
  signIn,
} from '../../support/factories.ts';
import {
  applyProposal,
  createCoordinator,
  freshUniversity,
  propose,
  teamsOf,
} from '../../support/placement.ts';

// An applied proposal taken back once (docs/rules/placement.md).
const t = useTestApp();

beforeEach(() => freshUniversity(t));

const undo = (admin: Awaited<ReturnType<typeof createCoordinator>>, id: string) =>
  admin.client.post(`/api/admin/formation/proposals/${id}/undo`);

const ideaExists = async (id: string) =>
  (await queryRows(t.db, sql`select 1 from ideas where id = ${id}::uuid`)).length === 1;

describe('POST /api/admin/formation/proposals/{id}/undo', () => {
  it('takes every student back to no team, removes the new teams, tells them; once only', async () => {
    const admin = await createCoordinator(t);
    const leader = await createUser(t);
    const team = await insertTeam(t, leader);
    const students = [];
    for (let i = 0; i < 7; i++) students.push(await createUser(t));
    // Four places, seven students: four in the team, three in a new team.
    const proposal = await propose(admin.client, { min: 3, max: 5 });
    const applied = await applyProposal(admin.client, proposal.id);
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toHaveLength(7);
    const newIdeaId = applied.body.applied.find((a: { newTeam: string | null }) => a.newTeam)
      .ideaId as string;

    const res = await undo(admin, proposal.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ students: 7, newTeams: 1 });
    for (const s of students) expect(await teamsOf(t, s.id)).toEqual([]);
    expect(await teamsOf(t, leader.id)).toEqual([team.idea.id]);
    expect(await ideaExists(newIdeaId)).toBe(false);

    const inTeam = applied.body.applied.find((a: { ideaId: string }) => a.ideaId === team.idea.id);
    const news = await notificationsOf(
      await signIn(
        t,
        students.find((s) => s.id === inTeam.studentId)!,
      ),
    );
    expect(news[0]!.message).toBe(
      `A coordinator undid a placement: you are no longer in the team for '${team.idea.title}'.`,
    );
    const leaderNews = await notificationsOf(await signIn(t, leader));
    expect(leaderNews[0]!.message).toMatch(/^A coordinator undid a placement: .* left your team/);

    const again = await undo(admin, proposal.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('placement.undone');
    const audit = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where target_id = ${proposal.id} order by created_at`,
    );
    expect(audit.map((a) => a.action)).toContain('undo_placement');
  });

  it('takes a student out of the team it placed them in only, never their team in another course', async () => {
    const admin = await createCoordinator(t);
    const team = await insertTeam(t, await createUser(t));
    const student = await createUser(t);
    const proposal = await propose(admin.client, { min: 2, max: 5 });
    expect((await applyProposal(admin.client, proposal.id)).status).toBe(200);
    expect(await teamsOf(t, student.id)).toEqual([team.idea.id]);
    // Meanwhile the student leads a team in a course of their own.
    const [course] = await t.db
      .insert(courses)
      .values({ code: `CS ${Date.now()}`, name: 'Senior Project' })
      .returning();
    const elsewhere = await insertTeam(t, student, [], { courseId: course!.id });

    expect((await undo(admin, proposal.id)).status).toBe(200);
    expect(await teamsOf(t, student.id)).toEqual([elsewhere.idea.id]);
  });

  it('leaves a student who moved since, and keeps a new team its leader changed', async () => {
    const admin = await createCoordinator(t);
    const team = await insertTeam(t, await createUser(t));
    const students = [];
    for (let i = 0; i < 7; i++) students.push(await createUser(t));
    const proposal = await propose(admin.client, { min: 3, max: 5 });
    const applied = (await applyProposal(admin.client, proposal.id)).body;
    const newIdeaId = applied.applied.find((a: { newTeam: string | null }) => a.newTeam)
      .ideaId as string;
    // The leader of the new team writes their idea; a student of the team leaves and joins another.
    await t.db.execute(sql`update ideas set title = 'Robots' where id = ${newIdeaId}::uuid`);
    const moved = applied.applied.find((a: { ideaId: string }) => a.ideaId === team.idea.id);
    await t.db.execute(sql`delete from team_members where user_id = ${moved.studentId}::uuid`);
    const other = await insertTeam(t, await createUser(t), [{ id: moved.studentId }]);

    const res = await undo(admin, proposal.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ students: 3, newTeams: 0 });
    expect(await teamsOf(t, moved.studentId)).toEqual([other.idea.id]);
    expect(await ideaExists(newIdeaId)).toBe(true);
  });

  it('answers 409 for a proposal not applied, 404 for none, 403 to a student', async () => {
    const admin = await createCoordinator(t);
    await createUser(t);
    const proposal = await propose(admin.client);
    expect((await undo(admin, proposal.id)).status).toBe(409);
    const missing = await undo(admin, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const student = await createSignedInUser(t);
    const refused = await student.client.post(`/api/admin/formation/proposals/${proposal.id}/undo`);
    expect(refused.status).toBe(403);
  });
});

describe('a new team under concurrent student actions', () => {
  it('a student confirming an invitation while a new team is formed with them ends in one team', async () => {
    const admin = await createCoordinator(t);
    for (let round = 0; round < 4; round++) {
      await freshUniversity(t);
      const inviting = await createLeader(t, {}, { requiredMajors: 'CS' });
      const student = await createSignedInUser(t, { major: 'CS' });
      const application = await invite(student.client, inviting.client, inviting.idea.id);
      // The leader then asks for ME only: the student holds no seat there, and forms a new team.
      const narrowed = await inviting.client.put(`/api/ideas/${inviting.idea.id}`, {
        requiredMajors: 'ME',
      });
      expect(narrowed.status).toBe(200);
      await createUser(t);
      await createUser(t);
      const proposal = await propose(admin.client, { min: 3, max: 3 });
      expect(proposal.assignments).toContainEqual(
        expect.objectContaining({ studentId: student.user.id, newTeam: expect.any(String) }),
      );

      const [confirmed, applied] = await Promise.all([
        student.client.post(`/api/applications/${application.id}/confirm`),
        applyProposal(admin.client, proposal.id),
      ]);
      expect(applied.status).toBe(200);
      const teams = await teamsOf(t, student.user.id);
      expect(teams).toHaveLength(1);
      if (confirmed.status === 200) {
        expect(teams).toEqual([inviting.idea.id]);
        expect(applied.body.skipped).toEqual([
          expect.objectContaining({ studentId: student.user.id, reason: 'in-a-team' }),
        ]);
      } else {
        expect(confirmed.status).toBe(409);
        expect(applied.body.applied).toContainEqual(
          expect.objectContaining({ studentId: student.user.id }),
        );
      }
    }
  });
});
