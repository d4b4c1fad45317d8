import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isInvitation } from '@contract/invitations.ts';
import { applications, teamMembers, users } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  createTeam,
  decide,
  notificationsOf,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// POST /api/teams/invitations: a leader invites a student from the directory; the student gets
// the invitation an accepted applicant gets and answers it with the same calls.
const t = useTestApp();

const listed = { appearInList: true, major: 'EE' } as const;
const inviteOf = (leader: HttpClient, studentId: string) =>
  leader.post('/api/teams/invitations', { studentId });
const invitationsOf = async (client: HttpClient) =>
  (await notificationsOf(client)).filter(isInvitation);
const listInDirectory = (userId: string) =>
  t.db.update(users).set({ appearInList: true }).where(eq(users.id, userId));

describe('POST /api/teams/invitations', () => {
  it('sends the invitation an accepted applicant gets, and the student joins with confirm', async () => {
    const leader = await createLeader(t, { name: 'Lina Leader' }, { title: 'Solar kiosk' });
    const student = await createSignedInUser(t, { ...listed, name: 'Sami' });

    const res = await inviteOf(leader.client, student.user.id);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      code: 'invitations.sent',
      params: { name: 'Sami' },
      message: 'Invitation sent to Sami',
    });

    const [invitation, ...more] = await invitationsOf(student.client);
    expect(more).toEqual([]);
    expect(invitation!.message).toBe(
      "Lina Leader invited you to join the team for 'Solar kiosk'. Click to confirm and join the team.",
    );
    const [app] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, invitation!.applicationId!));
    expect(app).toMatchObject({ ideaId: leader.idea.id, status: 'accepted' });

    const joined = await student.client.post(
      `/api/applications/${invitation!.applicationId}/confirm`,
    );
    expect(joined.status).toBe(200);
    const team = (await student.client.get('/api/teams/my')).body;
    expect(team.ideaId).toBe(leader.idea.id);
    expect(await invitationsOf(student.client)).toEqual([]);
  });

  it('is declined with the existing reject call, and that student is not invited again', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t, listed);
    expect((await inviteOf(leader.client, student.user.id)).status).toBe(201);
    const [invitation] = await invitationsOf(student.client);
    const declined = await student.client.post(
      `/api/applications/${invitation!.applicationId}/reject`,
    );
    expect(declined.status).toBe(200);
    const again = await inviteOf(leader.client, student.user.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invitations.answeredBefore');
    expect(await invitationsOf(student.client)).toEqual([]);
  });

  it('answers a second invitation with 409 and sends nothing more', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t, listed);
    expect((await inviteOf(leader.client, student.user.id)).status).toBe(201);
    const again = await inviteOf(leader.client, student.user.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invitations.alreadyInvited');
    expect(await invitationsOf(student.client)).toHaveLength(1);
  });

  it('points the leader to the application a student already sent', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t, { ...listed, major: 'CS' });
    await apply(student.client, leader.idea.id);
    const res = await inviteOf(leader.client, student.user.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('invitations.hasApplied');
  });

  it('answers 404 for a student of the other gender, as for one who does not exist', async () => {
    const leader = await createLeader(t, { gender: 'male' });
    const other = await createSignedInUser(t, { ...listed, gender: 'female' });
    const res = await inviteOf(leader.client, other.user.id);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('invitations.studentNotFound');
    const nobody = await inviteOf(leader.client, '00000000-0000-4000-8000-000000000000');
    expect(nobody.body).toEqual(res.body);
    expect(await invitationsOf(other.client)).toEqual([]);
  });

  it('answers 404 for a student the directory does not list or lists without a name', async () => {
    const leader = await createLeader(t);
    const unlisted = await createSignedInUser(t, { appearInList: false });
    const nameless = await createSignedInUser(t, { appearInList: true, showName: false });
    for (const student of [unlisted, nameless]) {
      const res = await inviteOf(leader.client, student.user.id);
      expect(res.status).toBe(404);
      expect(await invitationsOf(student.client)).toEqual([]);
    }
  });

  it('refuses a student already in a team (a leader alone in theirs too) with 409', async () => {
    const leader = await createLeader(t);
    const { member } = await createTeam(t);
    const soloLeader = await createLeader(t, listed);
    await listInDirectory(member.user.id);
    for (const student of [member, soloLeader]) {
      const res = await inviteOf(leader.client, student.user.id);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('invitations.inTeam');
    }
  });

  it('refuses when the team is full', async () => {
    const leader = await createLeader(t, {}, { maxMembers: 2 });
    const first = await createSignedInUser(t, listed);
    const second = await createSignedInUser(t, listed);
    expect((await inviteOf(leader.client, first.user.id)).status).toBe(201);
    const [invitation] = await invitationsOf(first.client);
    await first.client.post(`/api/applications/${invitation!.applicationId}/confirm`);
    const res = await inviteOf(leader.client, second.user.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('teams.full');
  });

  it('refuses a student the leader removed from the team', async () => {
    const { leader, member } = await createTeam(t);
    await listInDirectory(member.user.id);
    const removed = await leader.client.post('/api/teams/remove-member', {
      memberId: member.user.id,
    });
    expect(removed.status).toBe(200);
    const res = await inviteOf(leader.client, member.user.id);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('invitations.removed');
  });

  it('is for team leaders only: a member or a student without a team gets 403', async () => {
    const { member } = await createTeam(t);
    const loner = await createSignedInUser(t);
    const student = await createSignedInUser(t, listed);
    for (const client of [member.client, loner.client]) {
      const res = await inviteOf(client, student.user.id);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('invitations.notLeader');
    }
  });

  it('answers 400 for a missing or malformed student id', async () => {
    const leader = await createLeader(t);
    expect((await leader.client.post('/api/teams/invitations', {})).status).toBe(400);
    expect((await inviteOf(leader.client, 'not-an-id')).status).toBe(400);
  });

  it('two leaders invite one student who confirms both at once: one team', async () => {
    const [a, b] = await Promise.all([createLeader(t), createLeader(t)]);
    const student = await createSignedInUser(t, listed);
    expect((await inviteOf(a.client, student.user.id)).status).toBe(201);
    expect((await inviteOf(b.client, student.user.id)).status).toBe(201);
    const invitations = await invitationsOf(student.client);
    expect(invitations).toHaveLength(2);
    const answers = await Promise.all(
      invitations.map((n) => student.client.post(`/api/applications/${n.applicationId}/confirm`)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await t.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, student.user.id));
    expect(rows).toHaveLength(1);
    expect([a.idea.id, b.idea.id]).toContain(
      (await student.client.get('/api/teams/my')).body.ideaId,
    );
    expect(await invitationsOf(student.client)).toEqual([]);
  });

  it('an accepted applicant and an invited student hold the same kind of invitation', async () => {
    const leader = await createLeader(t);
    const applicant = await createSignedInUser(t, { major: 'CS' });
    const invited = await createSignedInUser(t, listed);
    const app = await apply(applicant.client, leader.idea.id);
    await decide(leader.client, app.id, 'accepted');
    await inviteOf(leader.client, invited.user.id);
    const [fromApplying] = await invitationsOf(applicant.client);
    const [fromInvite] = await invitationsOf(invited.client);
    expect(fromInvite!.type).toBe(fromApplying!.type);
    expect(fromInvite!.message).toContain('Click to confirm');
  });
});
