import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isInvitation } from '@contract/notifications.ts';
import { applications, ideas, teamMembers } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  confirm,
  createLeader,
  createSignedInUser,
  createTeam,
  invite,
  join,
  notificationsOf,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// POST /api/applications/{id}/confirm and /reject: the handshake's third step.
const t = useTestApp();

const invitations = async (client: HttpClient) =>
  (await notificationsOf(client)).filter(isInvitation);
const statusOf = async (id: string) =>
  (await t.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;

describe('POST /api/applications/{id}/confirm', () => {
  it('joins the team, resolves the invitation and notifies the leader', async () => {
    const leader = await createLeader(t, {}, { title: 'Rover' });
    const student = await createSignedInUser(t, { name: 'Omar' });
    const application = await invite(student.client, leader.client, leader.idea.id);
    expect(await invitations(student.client)).toHaveLength(1);
    const res = await student.client.post(`/api/applications/${application.id}/confirm`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'applications.joined',
      message: 'Successfully joined the team!',
    });
    const team = (await student.client.get('/api/teams/my')).body;
    expect(team.members.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      [leader.user.id, 'creator'],
      [student.user.id, 'member'],
    ]);
    expect(await invitations(student.client)).toEqual([]);
    const [resolved] = await notificationsOf(student.client);
    expect(resolved).toMatchObject({
      type: 'invitation_closed',
      applicationId: application.id,
      message: "You joined the team for 'Rover'.",
      isRead: true,
    });
    const [note] = await notificationsOf(leader.client);
    expect(note).toMatchObject({
      type: 'member_joined',
      message: "Omar joined your team for 'Rover'.",
    });
    // A second tap on Join Team answers as the first did, and tells the leader nothing more.
    const leaderNotes = (await notificationsOf(leader.client)).length;
    const again = await student.client.post(`/api/applications/${application.id}/confirm`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await notificationsOf(leader.client)).toHaveLength(leaderNotes);
  });

  it('answers both of two confirms sent together, with one membership', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const application = await invite(student.client, leader.client, leader.idea.id);
    const url = `/api/applications/${application.id}/confirm`;
    const later = new Promise((resolve) => setTimeout(resolve, 60)).then(() =>
      student.client.post(url),
    );
    const answers = await Promise.all([student.client.post(url), student.client.post(url), later]);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [200, 'applications.joined'],
      [200, 'applications.joined'],
      [200, 'applications.joined'],
    ]);
    const members = await t.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.userId, student.user.id));
    expect(members).toHaveLength(1);
    const joinedNotes = (await notificationsOf(leader.client)).filter(
      (n) => n.type === 'member_joined',
    );
    expect(joinedNotes).toHaveLength(1);
  });

  it('still refuses another invitation, and declining the one joined, once in the team', async () => {
    const a = await createLeader(t);
    const b = await createLeader(t);
    const student = await createSignedInUser(t);
    const toA = await invite(student.client, a.client, a.idea.id);
    const toB = await invite(student.client, b.client, b.idea.id);
    await confirm(student.client, toA.id);
    const other = await student.client.post(`/api/applications/${toB.id}/confirm`);
    expect(other.status).toBe(409);
    expect((await student.client.get('/api/teams/my')).body.ideaId).toBe(a.idea.id);
    const declineJoined = await student.client.post(`/api/applications/${toA.id}/reject`);
    expect(declineJoined.status).toBe(409);
    expect(declineJoined.body.message).toBe('You are already a member of this team');
  });

  it('closes other pending applications and voids other invitations', async () => {
    const a = await createLeader(t, {}, { title: 'A' });
    const b = await createLeader(t, {}, { title: 'B' });
    const c = await createLeader(t, {}, { title: 'C' });
    const student = await createSignedInUser(t);
    const toA = await invite(student.client, a.client, a.idea.id);
    const toB = await invite(student.client, b.client, b.idea.id);
    const toC = await apply(student.client, c.idea.id);
    await confirm(student.client, toA.id);
    expect(await statusOf(toB.id)).toBe('closed');
    expect(await statusOf(toC.id)).toBe('closed');
    expect(await statusOf(toA.id)).toBe('accepted');
    expect(await invitations(student.client)).toEqual([]);
    const voided = (await notificationsOf(student.client)).find((n) => n.applicationId === toB.id);
    expect(voided?.message).toBe(
      "The invitation to join 'B' was withdrawn because you joined another team.",
    );
    const late = await student.client.post(`/api/applications/${toB.id}/confirm`);
    expect(late.status).toBe(409);
    expect((await notificationsOf(b.client))[0]?.type).toBe('invitation_declined');
    expect((await c.client.get(`/api/applications/idea/${c.idea.id}`)).body).toEqual([]);
  });

  it('dissolves the idea of a leader alone in their team', async () => {
    const solo = await createLeader(t);
    const target = await createLeader(t);
    const pending = await createSignedInUser(t);
    await apply(pending.client, solo.idea.id);
    const application = await invite(solo.client, target.client, target.idea.id);
    await confirm(solo.client, application.id);
    expect(await t.db.select().from(ideas).where(eq(ideas.id, solo.idea.id))).toEqual([]);
    expect((await solo.client.get('/api/teams/my')).body.ideaId).toBe(target.idea.id);
    expect((await pending.client.get('/api/applications/my')).body).toEqual([]);
  });

  it('refuses a leader whose team gained members meanwhile, and changes nothing', async () => {
    const leader = await createLeader(t);
    const target = await createLeader(t);
    // Invited while alone in their team; then a member joins the leader's team.
    const application = await invite(leader.client, target.client, target.idea.id);
    const member = await createSignedInUser(t);
    await join(member.client, leader.client, leader.idea.id);
    const before = await t.db.select().from(teamMembers);
    const res = await leader.client.post(`/api/applications/${application.id}/confirm`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Leave your current team before joining another one');
    expect(await t.db.select().from(teamMembers)).toEqual(before);
    expect(await statusOf(application.id)).toBe('accepted');
    expect(await invitations(leader.client)).toHaveLength(1);
  });

  it('refuses pending, rejected and foreign applications', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const application = await apply(student.client, leader.idea.id);
    const url = `/api/applications/${application.id}/confirm`;
    const pending = await student.client.post(url);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('This application has not been accepted yet');
    expect((await leader.client.post(url)).status).toBe(404);
    const stranger = await createSignedInUser(t);
    expect((await stranger.client.post(url)).status).toBe(404);
    expect(
      (await student.client.post(`/api/applications/${crypto.randomUUID()}/confirm`)).status,
    ).toBe(404);
  });

  it('answers 404 when the idea was deleted meanwhile', async () => {
    const leader = await createLeader(t, {}, { title: 'Gone' });
    const student = await createSignedInUser(t);
    const application = await invite(student.client, leader.client, leader.idea.id);
    await leader.client.delete(`/api/ideas/${leader.idea.id}`);
    const res = await student.client.post(`/api/applications/${application.id}/confirm`);
    expect(res.status).toBe(404);
    expect(await invitations(student.client)).toEqual([]);
    const [note] = await notificationsOf(student.client);
    expect(note).toMatchObject({ type: 'invitation_closed' });
    expect(note?.message).toBe(
      "The invitation to join 'Gone' is no longer available: the idea was removed.",
    );
  });

  it('refuses a student who was removed from the team', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const application = await invite(student.client, leader.client, leader.idea.id);
    await t.db
      .update(ideas)
      .set({ kickedMemberIds: student.user.id })
      .where(eq(ideas.id, leader.idea.id));
    const res = await student.client.post(`/api/applications/${application.id}/confirm`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You were removed from this team and cannot join it again');
  });
});

describe('POST /api/applications/{id}/reject', () => {
  it('declines: rejected, invitation resolved, leader notified', async () => {
    const leader = await createLeader(t, {}, { title: 'Kite' });
    const student = await createSignedInUser(t, { name: 'Sami' });
    const application = await invite(student.client, leader.client, leader.idea.id);
    const res = await student.client.post(`/api/applications/${application.id}/reject`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'applications.declined',
      message: 'You declined to join the team',
    });
    expect(await statusOf(application.id)).toBe('rejected');
    expect(await invitations(student.client)).toEqual([]);
    expect((await notificationsOf(student.client))[0]).toMatchObject({
      type: 'invitation_closed',
      message: "You declined the invitation to join 'Kite'.",
    });
    expect((await notificationsOf(leader.client))[0]).toMatchObject({
      type: 'invitation_declined',
      message: "Sami declined the invitation to join 'Kite'.",
    });
    expect((await student.client.get('/api/teams/my')).body).toBeNull();
    const again = await student.client.post(`/api/applications/${application.id}/reject`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This invitation is no longer open');
    const confirmLate = await student.client.post(`/api/applications/${application.id}/confirm`);
    expect(confirmLate.status).toBe(409);
  });

  it('refuses after joining, and for someone else', async () => {
    const { leader, member, application } = await createTeam(t);
    const url = `/api/applications/${application.id}/reject`;
    expect((await leader.client.post(url)).status).toBe(404);
    const res = await member.client.post(url);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You are already a member of this team');
  });
});
