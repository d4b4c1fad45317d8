import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ideas, teamMembers, teams } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  createIdea,
  createLeader,
  createSignedInUser,
  createTeam,
  ideaInput,
  nextTeamId,
  notificationsOf,
} from '../../support/factories.ts';

const t = useTestApp();

describe('POST /api/ideas', () => {
  it('creates the idea and its team with the creator as leader', async () => {
    const { user, client } = await createSignedInUser(t, { name: 'Huda', major: 'SWE' });
    const input = ideaInput({ requiredMajors: 'CS, SWE,CS', isHidden: true });
    const res = await client.post('/api/ideas', input);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      creatorId: user.id,
      title: input.title,
      description: input.description,
      teamId: input.teamId,
      tags: 'IoT,Mobile',
      requiredMajors: 'CS,SWE',
      requiredSkills: 'React,Python',
      allowCrossMajor: false,
      kickedMemberIds: '',
      isActive: true,
      isHidden: true,
      createdAt: expect.any(String),
      maxMembers: null,
      memberCount: 1,
      creator: { name: 'Huda', major: 'SWE' },
      applyBlockedReason: null,
    });
    const [team] = await t.db.select().from(teams).where(eq(teams.ideaId, res.body.id));
    expect(team?.leaderId).toBe(user.id);
    const members = await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team!.id));
    expect(members).toEqual([expect.objectContaining({ userId: user.id, role: 'creator' })]);
    const team2 = await client.get('/api/teams/my');
    expect(team2.body.members).toHaveLength(1);
  });

  it('refuses a second idea with the dashboard tooltip', async () => {
    const { client } = await createLeader(t);
    const res = await client.post('/api/ideas', ideaInput());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('You can only create one idea');
  });

  it('refuses a team member', async () => {
    const { member } = await createTeam(t);
    const res = await member.client.post('/api/ideas', ideaInput());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Leave your current team to create a new idea');
  });

  it('refuses a team ID already taken by an idea of the same gender, hidden or not', async () => {
    for (const isHidden of [false, true]) {
      const { idea } = await createLeader(t, { gender: 'female' }, { isHidden });
      const { client } = await createSignedInUser(t, { gender: 'female' });
      const res = await client.post('/api/ideas', ideaInput({ teamId: idea.teamId }));
      expect(res.status).toBe(409);
      // The form shows it under the Team ID field.
      expect(res.body).toEqual({
        code: 'ideas.teamIdTaken',
        message: 'Team ID is already taken',
        errors: { teamId: { code: 'ideas.teamIdTaken', message: 'Team ID is already taken' } },
      });
    }
  });

  it('lets a male and a female idea hold the same team ID', async () => {
    const teamId = nextTeamId();
    const female = await createLeader(t, { gender: 'female' }, { teamId });
    const male = await createSignedInUser(t, { gender: 'male' });
    const res = await male.client.post('/api/ideas', ideaInput({ teamId }));
    expect(res.status).toBe(201);
    expect(res.body.teamId).toBe(teamId);
    const rows = await t.db.select().from(ideas).where(eq(ideas.teamId, teamId));
    expect(rows.map((r) => [r.creatorId, r.gender]).sort()).toEqual(
      [
        [female.user.id, 'female'],
        [male.user.id, 'male'],
      ].sort(),
    );
  });

  it("answers the spec's validation messages", async () => {
    const { client } = await createSignedInUser(t);
    const res = await client.post('/api/ideas', {
      title: ' ',
      description: '',
      teamId: 'X12',
      requiredMajors: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      title: { code: 'validation.title', message: 'Title is required' },
      description: { code: 'validation.description', message: 'Description is required' },
      teamId: {
        code: 'validation.teamIdFormat',
        message: 'Team ID must be in format M001, M002, etc.',
      },
      requiredMajors: {
        code: 'validation.majorsRequired',
        message: 'At least one major is required',
      },
    });
    const unknown = await client.post('/api/ideas', ideaInput({ requiredMajors: 'CS,ART' }));
    expect(unknown.status).toBe(400);
    const longId = await client.post('/api/ideas', ideaInput({ teamId: 'M0012' }));
    expect(longId.body.errors.teamId.message).toBe('Team ID must be in format M001, M002, etc.');
    expect(await t.db.select().from(ideas).where(eq(ideas.title, ' '))).toHaveLength(0);
  });

  it("takes 'm123' as 'M123', and then as taken", async () => {
    const { client } = await createSignedInUser(t, { gender: 'female' });
    const res = await client.post('/api/ideas', ideaInput({ teamId: ' m123 ' }));
    expect(res.status).toBe(201);
    expect(res.body.teamId).toBe('M123');
    const other = await createSignedInUser(t, { gender: 'female' });
    const again = await other.client.post('/api/ideas', ideaInput({ teamId: 'M123' }));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ideas.teamIdTaken');
    // Other letters are still refused.
    const wrong = await other.client.post('/api/ideas', ideaInput({ teamId: 'x123' }));
    expect(wrong.body.errors.teamId.message).toBe('Team ID must be in format M001, M002, etc.');
  });

  it('answers 401 without a session', async () => {
    const res = await t.client().post('/api/ideas', ideaInput());
    expect(res.status).toBe(401);
  });
});

describe('PUT /api/ideas/{id}', () => {
  it('lets the owner change any subset of fields', async () => {
    const { client, idea } = await createLeader(t);
    const res = await client.put(`/api/ideas/${idea.id}`, { title: 'New title', isHidden: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: idea.id, title: 'New title', isHidden: true });
    expect(res.body.description).toBe(idea.description);
    const empty = await client.put(`/api/ideas/${idea.id}`, {});
    expect(empty.status).toBe(200);
    const bad = await client.put(`/api/ideas/${idea.id}`, { requiredMajors: ' , ' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.requiredMajors.message).toBe('At least one major is required');
  });

  it('refuses a team ID taken by another idea but accepts its own', async () => {
    const a = await createLeader(t);
    const b = await createLeader(t);
    const taken = await a.client.put(`/api/ideas/${a.idea.id}`, { teamId: b.idea.teamId });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Team ID is already taken');
    const same = await a.client.put(`/api/ideas/${a.idea.id}`, { teamId: a.idea.teamId });
    expect(same.status).toBe(200);
  });

  it('answers the same for a team ID the other gender holds as for a free one', async () => {
    const held = await createLeader(t, { gender: 'female' }, { isHidden: true });
    const free = nextTeamId();
    const { client, idea } = await createLeader(t, { gender: 'male' });
    const onHeld = await client.put(`/api/ideas/${idea.id}`, { teamId: held.idea.teamId });
    const onFree = await client.put(`/api/ideas/${idea.id}`, { teamId: free });
    expect([onHeld.status, onFree.status]).toEqual([200, 200]);
    expect(onHeld.body).toEqual({ ...onFree.body, teamId: held.idea.teamId });
  });

  it('answers 403 to another student of the same gender, 404 to the other gender', async () => {
    const { idea } = await createLeader(t, { gender: 'female' });
    const sameGender = await createSignedInUser(t, { gender: 'female' });
    const otherGender = await createSignedInUser(t, { gender: 'male' });
    const admin = await createSignedInUser(t, { gender: 'male', isAdmin: true });
    const body = { title: 'Hijacked' };
    expect((await sameGender.client.put(`/api/ideas/${idea.id}`, body)).status).toBe(403);
    expect((await otherGender.client.put(`/api/ideas/${idea.id}`, body)).status).toBe(404);
    expect((await admin.client.put(`/api/ideas/${idea.id}`, body)).status).toBe(404);
    expect((await otherGender.client.delete(`/api/ideas/${idea.id}`)).status).toBe(404);
    expect((await sameGender.client.delete(`/api/ideas/${idea.id}`)).status).toBe(403);
    const missing = await sameGender.client.put(`/api/ideas/${crypto.randomUUID()}`, body);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Idea not found');
    const [row] = await t.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(row?.title).toBe(idea.title);
  });

  it('hides a hidden idea from other students: 404 instead of 403', async () => {
    const { idea } = await createLeader(t, { gender: 'female' }, { isHidden: true });
    const other = await createSignedInUser(t, { gender: 'female' });
    expect((await other.client.put(`/api/ideas/${idea.id}`, { title: 'x' })).status).toBe(404);
  });
});

describe('DELETE /api/ideas/{id}', () => {
  it('deletes idea, team and applications, frees and notifies every member', async () => {
    const { leader, member, idea } = await createTeam(t);
    const pending = await createSignedInUser(t, { major: 'SWE' });
    await pending.client.post('/api/applications', { ideaId: idea.id });
    const res = await leader.client.delete(`/api/ideas/${idea.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'ideas.deleted', message: 'Idea deleted successfully' });
    expect(await t.db.select().from(ideas).where(eq(ideas.id, idea.id))).toHaveLength(0);
    expect((await member.client.get('/api/teams/my')).body).toBeNull();
    expect((await leader.client.get('/api/teams/my')).body).toBeNull();
    expect((await pending.client.get('/api/applications/my')).body).toEqual([]);
    const [note] = await notificationsOf(member.client);
    expect(note).toMatchObject({ type: 'team_dissolved', isRead: false });
    expect(note?.message).toContain(idea.title as string);
    expect((await leader.client.get('/api/ideas/my')).body).toEqual([]);
    // Freed: both may publish again.
    expect((await member.client.post('/api/ideas', ideaInput())).status).toBe(201);
    expect((await leader.client.post('/api/ideas', ideaInput())).status).toBe(201);
  });

  it('answers 404 for a missing idea', async () => {
    const { client } = await createSignedInUser(t);
    expect((await client.delete(`/api/ideas/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await client.delete('/api/ideas/not-a-uuid')).status).toBe(400);
  });
});

describe('GET /api/ideas/my', () => {
  it("answers the user's ideas, zero or one, hidden included", async () => {
    const { client } = await createSignedInUser(t);
    expect((await client.get('/api/ideas/my')).body).toEqual([]);
    const idea = await createIdea(client, { isHidden: true });
    const res = await client.get('/api/ideas/my');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([idea]);
  });
});
