import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  createTeam,
  join,
  notificationsOf,
} from '../../support/factories.ts';

// Leader handover (docs/rules/ideas-and-teams.md): the leader hands the team to a member, who
// becomes leader and the idea's owner; the former leader stays as a member; the team is told.
const t = useTestApp();

const transfer = (client: { post: (p: string, b?: unknown) => Promise<unknown> }, id: string) =>
  client.post('/api/teams/transfer-leadership', { memberId: id }) as Promise<{
    status: number;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: any;
  }>;

describe('POST /api/teams/transfer-leadership', () => {
  it('makes the member leader and owner, keeps the former leader, and tells the team', async () => {
    const { leader, member, idea } = await createTeam(t, { idea: { title: 'Bike share' } });
    const third = await createSignedInUser(t);
    await join(third.client, leader.client, idea.id);
    const waiting = await createSignedInUser(t);
    const pending = await apply(waiting.client, idea.id);
    const [memberName, leaderName] = [member.user.name, leader.user.name];

    const res = await transfer(leader.client, member.user.id);
    expect(res).toMatchObject({
      status: 200,
      body: {
        code: 'teams.transferred',
        message: `You handed the team over to ${memberName}`,
        params: { name: memberName },
      },
    });

    const team = (await member.client.get('/api/teams/my')).body;
    expect(team.leaderId).toBe(member.user.id);
    const roles = Object.fromEntries(
      team.members.map((m: { id: string; role: string }) => [m.id, m.role]),
    );
    expect(roles).toEqual({
      [member.user.id]: 'creator',
      [leader.user.id]: 'member',
      [third.user.id]: 'member',
    });
    // The idea is the new leader's now: their own idea, editable by them only.
    const mine = (await member.client.get('/api/ideas/my')).body;
    expect(mine).toEqual([expect.objectContaining({ id: idea.id, memberCount: 3 })]);
    expect((await leader.client.get('/api/ideas/my')).body).toEqual([]);
    expect(
      (await member.client.put(`/api/ideas/${idea.id}`, { title: 'Bike share 2' })).status,
    ).toBe(200);
    expect((await leader.client.put(`/api/ideas/${idea.id}`, { title: 'Mine' })).status).toBe(403);
    // Applicants go with the idea.
    expect((await member.client.get(`/api/applications/idea/${idea.id}`)).body).toEqual([
      expect.objectContaining({ id: pending.id }),
    ]);
    // The new leader's own application was used up by joining.
    expect((await member.client.get('/api/applications/my')).body).toEqual([]);

    const [toNew] = await notificationsOf(member.client);
    expect(toNew).toMatchObject({
      type: 'leadership',
      message: `${leaderName} handed the team for 'Bike share' over to you: you are now its leader and the idea's owner.`,
    });
    const [toThird] = await notificationsOf(third.client);
    expect(toThird).toMatchObject({
      type: 'leadership',
      message: `${memberName} is now the leader of your team for 'Bike share'.`,
    });
    expect((await notificationsOf(leader.client)).some((n) => n.type === 'leadership')).toBe(false);

    // The former leader is a plain member: may leave without dissolving the team.
    expect((await leader.client.post('/api/teams/leave')).status).toBe(200);
    const after = (await member.client.get('/api/teams/my')).body;
    expect(after.members).toHaveLength(2);
  });

  it('is the leader’s only: a member gets 403 and nothing changes', async () => {
    const { leader, member } = await createTeam(t);
    const res = await transfer(member.client, leader.user.id);
    expect(res).toMatchObject({
      status: 403,
      body: {
        code: 'teams.notLeaderTransfer',
        message: 'Only the team leader can hand over the team',
      },
    });
    expect((await leader.client.get('/api/teams/my')).body.leaderId).toBe(leader.user.id);
  });

  it('hands over only to a member of the own team', async () => {
    const { leader } = await createTeam(t);
    const other = await createTeam(t);
    const stranger = await createSignedInUser(t);
    for (const id of [other.member.user.id, other.leader.user.id, stranger.user.id]) {
      const res = await transfer(leader.client, id);
      expect(res).toMatchObject({ status: 404, body: { code: 'teams.notMember' } });
    }
    const self = await transfer(leader.client, leader.user.id);
    expect(self).toMatchObject({
      status: 400,
      body: { code: 'teams.transferSelf', message: 'You already lead this team' },
    });
    const loner = await createSignedInUser(t);
    expect(await transfer(loner.client, leader.user.id)).toMatchObject({
      status: 404,
      body: { code: 'teams.noTeam' },
    });
    // Naming oneself without a team is the no-team answer, not 'You already lead this team'.
    expect(await transfer(loner.client, loner.user.id)).toMatchObject({
      status: 404,
      body: { code: 'teams.noTeam', message: 'You are not in a team' },
    });
    const plainMember = (await createTeam(t)).member;
    expect(await transfer(plainMember.client, plainMember.user.id)).toMatchObject({
      status: 403,
      body: { code: 'teams.notLeaderTransfer' },
    });
    const solo = await createLeader(t);
    expect((await transfer(solo.client, stranger.user.id)).status).toBe(404);
  });

  it('two handovers at once to two members: one wins, the other is refused, no 5xx', async () => {
    const { leader, member, idea } = await createTeam(t);
    const third = await createSignedInUser(t);
    await join(third.client, leader.client, idea.id);
    const all = await Promise.all([
      transfer(leader.client, member.user.id),
      transfer(leader.client, third.user.id),
    ]);
    expect(all.filter((r) => r.status >= 500)).toEqual([]);
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status !== 200).map((r) => r.status)).toEqual([403]);
    const team = (await leader.client.get('/api/teams/my')).body;
    expect(team.members.filter((m: { role: string }) => m.role === 'creator')).toHaveLength(1);
    expect([member.user.id, third.user.id]).toContain(team.leaderId);
  });

  it('the leader leaving without a handover still dissolves the team', async () => {
    const { leader, member } = await createTeam(t);
    expect((await leader.client.post('/api/teams/leave')).status).toBe(200);
    expect((await member.client.get('/api/teams/my')).body).toBeNull();
  });

  it('a leave chosen as a member on a screen from before the handover changes nothing', async () => {
    const { leader, member, idea } = await createTeam(t);
    const third = await createSignedInUser(t);
    await join(third.client, leader.client, idea.id);
    expect((await transfer(leader.client, member.user.id)).status).toBe(200);
    // The new leader's screen still shows 'Leave Team' as a member.
    const stale = await member.client.post('/api/teams/leave', { asRole: 'member' });
    expect(stale).toMatchObject({
      status: 409,
      body: { code: 'teams.changed', message: 'Your team changed meanwhile; please try again' },
    });
    const team = (await third.client.get('/api/teams/my')).body;
    expect(team).toMatchObject({ ideaId: idea.id, leaderId: member.user.id });
    expect(team.members).toHaveLength(3);
    // The former leader's screen still offers to dissolve: refused as well.
    const dissolve = await leader.client.post('/api/teams/leave', { asRole: 'creator' });
    expect(dissolve).toMatchObject({ status: 409, body: { code: 'teams.changed' } });
    expect((await third.client.get('/api/teams/my')).body.members).toHaveLength(3);
    // Chosen as the role each has now, each leave does what its dialog said.
    expect((await leader.client.post('/api/teams/leave', { asRole: 'member' })).status).toBe(200);
    expect((await third.client.get('/api/teams/my')).body.members).toHaveLength(2);
    expect((await member.client.post('/api/teams/leave', { asRole: 'creator' })).status).toBe(200);
    expect((await third.client.get('/api/teams/my')).body).toBeNull();
  });

  it('refuses a leave body other than an optional role', async () => {
    const { member } = await createTeam(t);
    for (const body of [{ asRole: 'admin' }, { asRole: 'member', dissolve: true }, []]) {
      expect((await member.client.post('/api/teams/leave', body)).status).toBe(400);
    }
    expect((await member.client.post('/api/teams/leave', {})).status).toBe(200);
  });

  it('the old leader editing the idea or removing a member during a handover never gets 404', async () => {
    for (let round = 0; round < 8; round++) {
      const { leader, member, idea } = await createTeam(t);
      const third = await createSignedInUser(t);
      await join(third.client, leader.client, idea.id);
      const [handed, edited, removed] = await Promise.all([
        transfer(leader.client, member.user.id),
        leader.client.put(`/api/ideas/${idea.id}`, { description: `Round ${round} plan.` }),
        leader.client.post('/api/teams/remove-member', { memberId: third.user.id }),
      ]);
      expect(handed.status).toBe(200);
      // Before the handover: done; after it: not the owner (403), never a missing idea.
      expect([200, 403]).toContain(edited.status);
      expect([200, 403]).toContain(removed.status);
      const team = (await member.client.get('/api/teams/my')).body;
      expect(team.leaderId).toBe(member.user.id);
      expect(team.members).toHaveLength(removed.status === 200 ? 2 : 3);
    }
  });
});
