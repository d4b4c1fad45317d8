import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  confirm,
  createIdea,
  createSignedInUser,
  decide,
  ideaInput,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { createCourse, enrol } from './course-setup.ts';

// One student in two courses (docs/rules/courses.md): a leader in one, a member in the other,
// and each course's lists show that course only.

const ids = (body: Array<{ id: string }>) => body.map((i) => i.id).sort();
const emails = (body: Array<{ email: string }>) => body.map((s) => s.email);

async function createIdeaIn(client: HttpClient, courseId: string, overrides = {}) {
  const res = await client.post(`/api/courses/${courseId}/ideas`, ideaInput(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; teamId: string };
}

describe('a student in two courses', () => {
  const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

  it('leads in one and is a member in the other; each course lists its own only', async () => {
    const { course, coordinator } = await createCourse(t);
    const listed = { gender: 'male', appearInList: true } as const;
    const both = await createSignedInUser(t, listed);
    const leaderThere = await createSignedInUser(t, listed);
    const peerThere = await createSignedInUser(t, listed);
    const leaderHere = await createSignedInUser(t, listed);
    await enrol(coordinator.client, course.id, both.user, leaderThere.user, peerThere.user);

    // The same Team ID in two courses is two teams.
    const there = await createIdeaIn(leaderThere.client, course.id, { teamId: 'M001' });
    const here = await createIdea(leaderHere.client, { teamId: 'M001' });
    const mine = await createIdea(both.client);
    const taken = await peerThere.client.post(
      `/api/courses/${course.id}/ideas`,
      ideaInput({ teamId: 'M001' }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('ideas.teamIdTaken');

    // Leading in the default course does not tie the student in the other one.
    const application = await apply(both.client, there.id);
    await decide(leaderThere.client, application.id, 'accepted');
    await confirm(both.client, application.id);

    const inCourse = (path: string) => both.client.get(`/api/courses/${course.id}${path}`);
    expect(ids((await inCourse('/ideas')).body)).toEqual([there.id]);
    expect(ids((await both.client.get('/api/ideas')).body)).toEqual([here.id, mine.id].sort());
    expect((await inCourse('/ideas/my')).body).toEqual([]);
    expect(ids((await both.client.get('/api/ideas/my')).body)).toEqual([mine.id]);

    const teamThere = (await inCourse('/teams/my')).body;
    expect(teamThere.ideaId).toBe(there.id);
    expect(teamThere.members.map((m: { id: string }) => m.id).sort()).toEqual(
      [both.user.id, leaderThere.user.id].sort(),
    );
    expect((await both.client.get('/api/teams/my')).body).toMatchObject({
      ideaId: mine.id,
      leaderId: both.user.id,
    });

    const directoryThere = (await inCourse('/students')).body;
    expect(emails(directoryThere).sort()).toEqual(
      [leaderThere.user.email, peerThere.user.email].sort(),
    );
    const directoryHere = emails((await both.client.get('/api/students')).body);
    expect(directoryHere).toContain(leaderHere.user.email);
    // Without a team in the course: the member is in one there, the peer in none.
    const free = (
      await leaderThere.client.get(`/api/courses/${course.id}/students?withoutTeam=true`)
    ).body;
    expect(emails(free)).toEqual([peerThere.user.email]);
    const freeHere = emails((await leaderHere.client.get('/api/students?withoutTeam=true')).body);
    expect(freeHere).not.toContain(both.user.email);
    expect(freeHere).toContain(peerThere.user.email);
  });

  it("acts on the named course's team: invite, hand over, remove and leave there only", async () => {
    const { course, coordinator } = await createCourse(t);
    const leader = await createSignedInUser(t, { gender: 'male', appearInList: true });
    const peer = await createSignedInUser(t, { gender: 'male', appearInList: true });
    const other = await createSignedInUser(t, { gender: 'male', appearInList: true });
    await enrol(coordinator.client, course.id, leader.user, peer.user, other.user);
    const there = await createIdeaIn(leader.client, course.id);
    const here = await createIdea(leader.client);
    const inCourse = (c: HttpClient, path: string, body?: unknown) =>
      c.post(`/api/courses/${course.id}/teams${path}`, body);

    // The leader leads in both courses: the invitation is of the named course's idea.
    const invited = await inCourse(leader.client, '/invitations', { studentId: peer.user.id });
    expect(invited.status, invited.text).toBe(201);
    const invitations = (await peer.client.get('/api/applications/my')).body as Array<{
      ideaId: string;
      id: string;
    }>;
    expect(invitations.map((a) => a.ideaId)).toEqual([there.id]);
    await confirm(peer.client, invitations[0]!.id);
    const application = await apply(other.client, there.id);
    await decide(leader.client, application.id, 'accepted');
    await confirm(other.client, application.id);

    // Another course's student is no one here: the same 404 as any course one is not on.
    const stranger = await createSignedInUser(t, { gender: 'male' });
    const refused = await inCourse(stranger.client, '/leave');
    expect([refused.status, refused.body.code]).toEqual([404, 'course.notFound']);

    expect(
      (await inCourse(leader.client, '/remove-member', { memberId: other.user.id })).status,
    ).toBe(200);
    const handed = await inCourse(leader.client, '/transfer-leadership', {
      memberId: peer.user.id,
    });
    expect(handed.status, handed.text).toBe(200);
    expect((await inCourse(leader.client, '/leave')).status).toBe(200);

    const teamThere = (await peer.client.get(`/api/courses/${course.id}/teams/my`)).body;
    expect([teamThere.ideaId, teamThere.leaderId, teamThere.members.length]).toEqual([
      there.id,
      peer.user.id,
      1,
    ]);
    expect((await leader.client.get(`/api/courses/${course.id}/teams/my`)).body).toBeNull();
    const status = (c: HttpClient, path = `/api/courses/${course.id}`) =>
      c.get(`${path}/dashboard/stats`).then((r) => r.body.teamStatus);
    expect(await status(leader.client)).toBeNull();
    expect(await status(leader.client, '/api')).toBe('Team Leader');
    expect(await status(peer.client)).toBe('Team Leader');
    // Team IDs are counted in the course named: its first is held there, not in the default one.
    const check = (c: HttpClient, path: string) =>
      c.get(`${path}/ideas/team-id?value=${there.teamId}`).then((r) => r.body);
    expect(await check(peer.client, `/api/courses/${course.id}`)).toMatchObject({ taken: true });
    // The default course's team is untouched.
    expect((await leader.client.get('/api/teams/my')).body).toMatchObject({
      ideaId: here.id,
      leaderId: leader.user.id,
    });
  });

  it('names the default course by its id as the unscoped calls do', async () => {
    const leader = await createSignedInUser(t, { gender: 'female' });
    const idea = await createIdea(leader.client);
    const defaultId = (await leader.client.get('/api/courses')).body[0].id as string;
    const scoped = await leader.client.get(`/api/courses/${defaultId}/ideas/my`);
    expect(ids(scoped.body)).toEqual([idea.id]);
    expect((await leader.client.get(`/api/courses/${defaultId}/teams/my`)).body).toEqual(
      (await leader.client.get('/api/teams/my')).body,
    );
  });

  it('keeps one idea per student per course, and a new idea is of the course named', async () => {
    const { course, coordinator } = await createCourse(t);
    const student = await createSignedInUser(t, { gender: 'female' });
    const outsider = await createSignedInUser(t, { gender: 'female' });
    await enrol(coordinator.client, course.id, student.user);
    const there = await createIdeaIn(student.client, course.id);
    await createIdea(student.client);
    const second = await student.client.post(`/api/courses/${course.id}/ideas`, ideaInput());
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ideas.oneIdea');
    expect((await student.client.get(`/api/ideas/${there.id}`)).status).toBe(200);
    // Not on its course's roster: the same miss as an idea that does not exist.
    const unseen = await outsider.client.get(`/api/ideas/${there.id}`);
    expect(unseen.status).toBe(404);
    expect(unseen.body.code).toBe('ideas.notFound');
  });
});
