import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  createTeam,
  decide,
  invite,
  notificationsOf,
} from '../../support/factories.ts';
import { teamsOf } from '../../support/placement.ts';

// A coordinator adds a student to a team or takes one out (docs/rules/placement.md).
const t = useTestApp();

const coordinator = () => createSignedInUser(t, { isAdmin: true, gender: 'female' });
const membersPath = (ideaId: string) => `/api/admin/teams/${ideaId}/members`;

/** The newest audit row about this student. */
async function auditOf(studentId: string, action: string) {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, studentId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.createdAt));
  return row;
}

describe('POST /api/admin/teams/{ideaId}/members', () => {
  it('adds the student, tells them and the leader, and records who did it', async () => {
    const admin = await coordinator();
    const leader = await createLeader(t, { gender: 'male' }, { title: 'Kiln' });
    const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
    const res = await admin.client.post(membersPath(leader.idea.id), {
      studentId: student.user.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'admin.memberAdded' });
    expect(res.body.message).toBe(`${student.user.name} was added to the team`);
    const team = (await student.client.get('/api/teams/my')).body;
    expect(team.members.map((m: { id: string }) => m.id)).toContain(student.user.id);
    expect((await notificationsOf(student.client))[0]?.message).toBe(
      "A coordinator added you to the team for 'Kiln'.",
    );
    expect((await notificationsOf(leader.client))[0]?.message).toBe(
      `A coordinator added ${student.user.name} to your team for 'Kiln'.`,
    );
    const row = await auditOf(student.user.id, 'add_member');
    expect(row).toMatchObject({
      actorId: admin.user.id,
      details: { ideaId: leader.idea.id, majorOverridden: false },
    });
  });

  it('may override the major rule, and the audit row says so', async () => {
    const admin = await coordinator();
    const leader = await createLeader(t, {}, { requiredMajors: 'CS', allowCrossMajor: false });
    const student = await createSignedInUser(t, { major: 'Math' });
    const res = await admin.client.post(membersPath(leader.idea.id), {
      studentId: student.user.id,
    });
    expect(res.status).toBe(200);
    expect(await teamsOf(t, student.user.id)).toEqual([leader.idea.id]);
    const row = await auditOf(student.user.id, 'add_member');
    expect(row?.details).toMatchObject({ majorOverridden: true });
  });

  it('never mixes genders, never overfills, never puts a student in two teams', async () => {
    const admin = await coordinator();
    const leader = await createLeader(t, { gender: 'male' }, { maxMembers: 2 });
    const female = await createSignedInUser(t, { gender: 'female' });
    const other = await admin.client.post(membersPath(leader.idea.id), {
      studentId: female.user.id,
    });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      code: 'admin.otherGender',
      message: "This student is not of the team's gender",
    });

    const { member } = await createTeam(t);
    const inTeam = await admin.client.post(membersPath(leader.idea.id), {
      studentId: member.user.id,
    });
    expect(inTeam.status).toBe(409);
    expect(inTeam.body.message).toBe('This student is already in a team');

    const first = await createSignedInUser(t);
    const second = await createSignedInUser(t);
    expect(
      (await admin.client.post(membersPath(leader.idea.id), { studentId: first.user.id })).status,
    ).toBe(200);
    const full = await admin.client.post(membersPath(leader.idea.id), {
      studentId: second.user.id,
    });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This team is full');
    expect(await teamsOf(t, second.user.id)).toEqual([]);
    expect(await teamsOf(t, female.user.id)).toEqual([]);
  });

  it('answers 404 for an unknown team or student and 400 for a malformed id', async () => {
    const admin = await coordinator();
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const noTeam = await admin.client.post(membersPath(crypto.randomUUID()), {
      studentId: student.user.id,
    });
    expect(noTeam.status).toBe(404);
    expect(noTeam.body.message).toBe('Team not found');
    const noStudent = await admin.client.post(membersPath(leader.idea.id), {
      studentId: crypto.randomUUID(),
    });
    expect(noStudent.status).toBe(404);
    expect(noStudent.body.message).toBe('Student not found');
    const anAdmin = await admin.client.post(membersPath(leader.idea.id), {
      studentId: admin.user.id,
    });
    expect(anAdmin.status).toBe(404);
    const malformed = await admin.client.post(membersPath(leader.idea.id), { studentId: 'x' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors.studentId).toBeDefined();
  });

  it('closes the student’s open applications as joining does', async () => {
    const admin = await coordinator();
    const target = await createLeader(t);
    const elsewhere = await createLeader(t, {}, { title: 'Loom' });
    const student = await createSignedInUser(t);
    await invite(student.client, elsewhere.client, elsewhere.idea.id);
    const res = await admin.client.post(membersPath(target.idea.id), {
      studentId: student.user.id,
    });
    expect(res.status).toBe(200);
    const mine = (await student.client.get('/api/applications/my')).body;
    expect(mine.map((a: { status: string }) => a.status)).toEqual(['closed']);
    expect((await notificationsOf(elsewhere.client))[0]?.message).toBe(
      `${student.user.name} joined another team and will not join 'Loom'.`,
    );
  });

  it('closes the pending applications to a team the add fills, and tells their students', async () => {
    const admin = await coordinator();
    const leader = await createLeader(t, {}, { maxMembers: 2, title: 'Forge' });
    const waiting = [await createSignedInUser(t), await createSignedInUser(t)];
    const pending = [];
    for (const w of waiting) pending.push(await apply(w.client, leader.idea.id));
    const student = await createSignedInUser(t);
    const res = await admin.client.post(membersPath(leader.idea.id), {
      studentId: student.user.id,
    });
    expect(res.status).toBe(200);
    for (const [i, w] of waiting.entries()) {
      expect((await w.client.get('/api/applications/my')).body).toEqual([
        expect.objectContaining({ id: pending[i]!.id, status: 'filled' }),
      ]);
      expect(await notificationsOf(w.client)).toEqual([
        expect.objectContaining({
          type: 'application_closed',
          applicationId: pending[i]!.id,
          message: "The team for 'Forge' is now full, so your application to join it was closed.",
        }),
      ]);
    }
    // The leader has nobody left waiting on a decision.
    expect((await leader.client.get(`/api/applications/idea/${leader.idea.id}`)).body).toEqual([]);
    const unread = (await notificationsOf(leader.client)).filter(
      (n) => n.type === 'application' && !n.isRead,
    );
    expect(unread).toEqual([]);
  });

  it('ends with exactly one team when the student confirms an invitation at the same moment', async () => {
    const admin = await coordinator();
    for (let round = 0; round < 4; round++) {
      const target = await createLeader(t);
      const elsewhere = await createLeader(t);
      const student = await createSignedInUser(t);
      const application = await apply(student.client, elsewhere.idea.id);
      await decide(elsewhere.client, application.id, 'accepted');
      const [added, confirmed] = await Promise.all([
        admin.client.post(membersPath(target.idea.id), { studentId: student.user.id }),
        student.client.post(`/api/applications/${application.id}/confirm`),
      ]);
      expect([added.status, confirmed.status].sort()).toEqual([200, 409]);
      expect(await teamsOf(t, student.user.id)).toHaveLength(1);
    }
  });
});

describe('DELETE /api/admin/teams/{ideaId}/members/{studentId}', () => {
  it('removes the member, tells them and the leader, and does not bar them', async () => {
    const admin = await coordinator();
    const { leader, member, idea } = await createTeam(t, { idea: { title: 'Raft' } });
    const res = await admin.client.delete(`${membersPath(idea.id)}/${member.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`${member.user.name} was removed from the team`);
    expect((await member.client.get('/api/teams/my')).body).toBeNull();
    expect((await notificationsOf(member.client))[0]).toMatchObject({
      type: 'removed_from_team',
      message: "A coordinator removed you from the team for 'Raft'.",
    });
    expect((await notificationsOf(leader.client))[0]?.message).toBe(
      `A coordinator removed ${member.user.name} from your team for 'Raft'.`,
    );
    const again = await member.client.post('/api/applications', { ideaId: idea.id });
    expect(again.status).toBe(201);
    expect(await auditOf(member.user.id, 'remove_member')).toMatchObject({
      actorId: admin.user.id,
      details: { ideaId: idea.id },
    });
  });

  it('never removes the leader, and answers 404 for someone not in that team', async () => {
    const admin = await coordinator();
    const { leader, idea } = await createTeam(t);
    const outsider = await createSignedInUser(t);
    const lead = await admin.client.delete(`${membersPath(idea.id)}/${leader.user.id}`);
    expect(lead.status).toBe(409);
    expect(lead.body).toMatchObject({
      code: 'admin.leaderStays',
      message: 'The team leader cannot be removed; the leader can hand the team over first',
    });
    const stranger = await admin.client.delete(`${membersPath(idea.id)}/${outsider.user.id}`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('This student is not a member of this team');
    expect((await leader.client.get('/api/teams/my')).body.members).toHaveLength(2);
  });
});
