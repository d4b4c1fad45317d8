import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ideas, teams } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  createTeam,
  join,
  notificationsOf,
} from '../../support/factories.ts';

const t = useTestApp();

describe('GET /api/teams/my', () => {
  it('answers null outside a team', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.get('/api/teams/my');
    expect(res.status).toBe(200);
    expect(res.body).toBeNull();
  });

  it('answers the team with idea and members with their role, to leader and member alike', async () => {
    const leader = await createLeader(
      t,
      { gender: 'female', name: 'Lina', major: 'SWE', phone: '0500000001', skills: 'UX' },
      { title: 'Library app', description: 'Find seats' },
    );
    const member = await createSignedInUser(t, { gender: 'female', name: 'Mona', skills: 'SQL' });
    await join(member.client, leader.client, leader.idea.id);
    const res = await member.client.get('/api/teams/my');
    expect(res.status).toBe(200);
    const [team] = await t.db.select().from(teams).where(eq(teams.ideaId, leader.idea.id));
    expect(res.body).toEqual({
      id: team!.id,
      ideaId: leader.idea.id,
      leaderId: leader.user.id,
      memberIds: `${leader.user.id},${member.user.id}`,
      createdAt: team!.createdAt.toISOString(),
      idea: { title: 'Library app', description: 'Find seats', maxMembers: null },
      members: [
        {
          id: leader.user.id,
          name: 'Lina',
          email: leader.user.email,
          phone: '0500000001',
          major: 'SWE',
          skills: 'UX',
          role: 'creator',
        },
        {
          id: member.user.id,
          name: 'Mona',
          email: member.user.email,
          phone: member.user.phone,
          major: 'CS',
          skills: 'SQL',
          role: 'member',
        },
      ],
    });
    expect((await leader.client.get('/api/teams/my')).body).toEqual(res.body);
  });

  it("answers the idea's size limit, so My Team reads its size as the idea's card does", async () => {
    const leader = await createLeader(t, {}, { maxMembers: 3 });
    const res = await leader.client.get('/api/teams/my');
    expect(res.body.idea.maxMembers).toBe(3);
    expect(res.body.members).toHaveLength(1);
  });
});

describe('POST /api/teams/leave', () => {
  it('lets a member leave and notifies the leader; the member may apply again', async () => {
    const { leader, member, idea } = await createTeam(t);
    const res = await member.client.post('/api/teams/leave');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'teams.left', message: 'Left team successfully' });
    expect((await member.client.get('/api/teams/my')).body).toBeNull();
    expect((await leader.client.get('/api/teams/my')).body.members).toHaveLength(1);
    const [note] = await notificationsOf(leader.client);
    expect(note?.type).toBe('member_left');
    expect(note?.message).toContain(member.user.name);
    expect((await member.client.post('/api/applications', { ideaId: idea.id })).status).toBe(201);
  });

  it('dissolves the team and deletes the idea when the leader leaves; members notified', async () => {
    const { leader, member, idea } = await createTeam(t);
    const second = await createSignedInUser(t);
    await join(second.client, leader.client, idea.id);
    const res = await leader.client.post('/api/teams/leave');
    expect(res.status).toBe(200);
    expect(await t.db.select().from(ideas).where(eq(ideas.id, idea.id))).toEqual([]);
    for (const client of [leader.client, member.client, second.client]) {
      expect((await client.get('/api/teams/my')).body).toBeNull();
    }
    for (const client of [member.client, second.client]) {
      expect((await notificationsOf(client))[0]?.type).toBe('team_dissolved');
    }
    expect((await notificationsOf(leader.client)).map((n) => n.type)).not.toContain(
      'team_dissolved',
    );
  });

  it('answers 404 outside a team', async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post('/api/teams/leave');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('You are not in a team');
  });
});

describe('POST /api/teams/remove-member', () => {
  it('removes the member, records the removal and notifies them', async () => {
    const { leader, member, idea } = await createTeam(t, { idea: { title: 'Boat' } });
    const res = await leader.client.post('/api/teams/remove-member', { memberId: member.user.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'teams.memberRemoved',
      message: 'Member removed successfully',
    });
    expect((await member.client.get('/api/teams/my')).body).toBeNull();
    const [row] = await t.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(row?.kickedMemberIds).toBe(member.user.id);
    const [note] = await notificationsOf(member.client);
    expect(note).toMatchObject({
      type: 'removed_from_team',
      message: "You were removed from the team for 'Boat'.",
    });
    const again = await member.client.post('/api/applications', { ideaId: idea.id });
    expect(again.status).toBe(403);
  });

  it('is for the leader only, never themself, and only for their members', async () => {
    const { leader, member } = await createTeam(t);
    const outsider = await createSignedInUser(t);
    const self = await leader.client.post('/api/teams/remove-member', { memberId: leader.user.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot remove yourself from your team');
    const byMember = await member.client.post('/api/teams/remove-member', {
      memberId: leader.user.id,
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body.message).toBe('Only the team leader can remove members');
    const notInTeam = await leader.client.post('/api/teams/remove-member', {
      memberId: outsider.user.id,
    });
    expect(notInTeam.status).toBe(404);
    const noTeam = await outsider.client.post('/api/teams/remove-member', {
      memberId: member.user.id,
    });
    expect(noTeam.status).toBe(404);
    const invalid = await leader.client.post('/api/teams/remove-member', { memberId: 'x' });
    expect(invalid.status).toBe(400);
    expect((await member.client.get('/api/teams/my')).body.members).toHaveLength(2);
  });

  it('keeps pending applicants of a removed member untouched', async () => {
    const { leader, member, idea } = await createTeam(t);
    const applicant = await createSignedInUser(t);
    await apply(applicant.client, idea.id);
    await leader.client.post('/api/teams/remove-member', { memberId: member.user.id });
    expect((await leader.client.get(`/api/applications/idea/${idea.id}`)).body).toHaveLength(1);
  });
});
