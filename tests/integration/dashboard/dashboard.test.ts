import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEAM_STATUS } from '@contract/dashboard.ts';
import { ideas, teamMembers } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, insertTeam } from '../../support/factories.ts';

const t = useTestApp();

describe('GET /api/dashboard/stats', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.client().get('/api/dashboard/stats');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'http.notSignedIn', message: 'Not signed in' });
  });

  it('answers teamStatus null for a student in no team', async () => {
    const { client } = await createSignedInUser(t, { gender: 'female' });
    const res = await client.get('/api/dashboard/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ teamStatus: null });
  });

  it("answers 'Team Leader' for the idea's creator and 'Team Member' for a member", async () => {
    const leader = await createSignedInUser(t, { gender: 'male' });
    const member = await createSignedInUser(t, { gender: 'male' });
    const { team } = await insertTeam(t, leader.user);
    await t.db
      .insert(teamMembers)
      .values({ teamId: team.id, courseId: team.courseId, userId: member.user.id, role: 'member' });

    const asLeader = await leader.client.get('/api/dashboard/stats');
    expect(asLeader.status).toBe(200);
    expect(asLeader.body).toEqual({ teamStatus: TEAM_STATUS.leader });
    expect(asLeader.body.teamStatus).toBe('Team Leader');

    const asMember = await member.client.get('/api/dashboard/stats');
    expect(asMember.status).toBe(200);
    expect(asMember.body).toEqual({ teamStatus: 'Team Member' });
  });

  it('goes back to null once the member leaves or the team is dissolved', async () => {
    const leader = await createSignedInUser(t, { gender: 'female' });
    const member = await createSignedInUser(t, { gender: 'female' });
    const { idea, team } = await insertTeam(t, leader.user);
    await t.db
      .insert(teamMembers)
      .values({ teamId: team.id, courseId: team.courseId, userId: member.user.id, role: 'member' });

    await t.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, member.user.id)));
    expect((await member.client.get('/api/dashboard/stats')).body).toEqual({ teamStatus: null });
    expect((await leader.client.get('/api/dashboard/stats')).body).toEqual({
      teamStatus: 'Team Leader',
    });

    await t.db.delete(ideas).where(eq(ideas.id, idea.id));
    expect((await leader.client.get('/api/dashboard/stats')).body).toEqual({ teamStatus: null });
  });
});
