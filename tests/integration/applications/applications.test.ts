import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, ideas } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  confirm,
  createLeader,
  createSignedInUser,
  createTeam,
  decide,
  invite,
  join,
  notificationsOf,
} from '../../support/factories.ts';

const t = useTestApp();

const post = (client: { post: (p: string, b: unknown) => Promise<unknown> }, ideaId: string) =>
  client.post('/api/applications', { ideaId }) as Promise<{
    status: number;
    body: { message: string };
  }>;

describe('POST /api/applications', () => {
  it('creates a pending application and notifies the owner', async () => {
    const leader = await createLeader(t, { gender: 'female' }, { title: 'Solar car' });
    const student = await createSignedInUser(t, { gender: 'female', major: 'SWE', name: 'Noor' });
    const res = await student.client.post('/api/applications', { ideaId: leader.idea.id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      ideaId: leader.idea.id,
      applicantId: student.user.id,
      status: 'pending',
      message: '',
      createdAt: expect.any(String),
    });
    const [note] = await notificationsOf(leader.client);
    expect(note).toMatchObject({ type: 'application', applicationId: res.body.id });
    expect(note?.message).toBe("Noor applied to join 'Solar car'.");
  });

  it('refuses the own idea, twice the same idea, and the other gender', async () => {
    const leader = await createLeader(t);
    expect(await post(leader.client, leader.idea.id)).toMatchObject({
      status: 409,
      body: { code: 'applications.ownIdea', message: 'You cannot apply to your own idea' },
    });
    const student = await createSignedInUser(t);
    await apply(student.client, leader.idea.id);
    expect(await post(student.client, leader.idea.id)).toMatchObject({
      status: 409,
      body: {
        code: 'applications.alreadyApplied',
        message: 'You have already applied to this idea',
      },
    });
    const other = await createSignedInUser(t, { gender: 'female' });
    expect(await post(other.client, leader.idea.id)).toMatchObject({
      status: 404,
      body: { code: 'ideas.notFound', message: 'Idea not found' },
    });
    const admin = await createSignedInUser(t, { gender: 'female', isAdmin: true });
    expect((await post(admin.client, leader.idea.id)).status).toBe(404);
    expect((await post(other.client, crypto.randomUUID())).status).toBe(404);
  });

  it('refuses hidden and inactive ideas with 404', async () => {
    const hidden = await createLeader(t, {}, { isHidden: true });
    const inactive = await createLeader(t);
    await t.db.update(ideas).set({ isActive: false }).where(eq(ideas.id, inactive.idea.id));
    const student = await createSignedInUser(t);
    expect((await post(student.client, hidden.idea.id)).status).toBe(404);
    expect((await post(student.client, inactive.idea.id)).status).toBe(404);
    expect(
      await t.db.select().from(applications).where(eq(applications.applicantId, student.user.id)),
    ).toEqual([]);
  });

  it('refuses a major that is not required unless cross-major is allowed', async () => {
    const strict = await createLeader(t, {}, { requiredMajors: 'EE' });
    const open = await createLeader(t, {}, { requiredMajors: 'EE', allowCrossMajor: true });
    const student = await createSignedInUser(t, { major: 'FIN' });
    expect(await post(student.client, strict.idea.id)).toMatchObject({
      status: 403,
      body: { message: "Your major is not among this idea's required majors" },
    });
    expect((await post(student.client, open.idea.id)).status).toBe(201);
  });

  it('refuses a member of a team, and a leader whose team has members', async () => {
    const { leader, member } = await createTeam(t);
    const target = await createLeader(t);
    expect(await post(member.client, target.idea.id)).toMatchObject({
      status: 409,
      body: { code: 'applications.inTeam', message: 'You are already in a team' },
    });
    expect((await post(leader.client, target.idea.id)).status).toBe(409);
  });

  it('lets a leader alone in their team apply elsewhere', async () => {
    const solo = await createLeader(t);
    const target = await createLeader(t);
    expect((await post(solo.client, target.idea.id)).status).toBe(201);
  });

  it('refuses a student removed from that team before', async () => {
    const { leader, member, idea } = await createTeam(t);
    await leader.client.post('/api/teams/remove-member', { memberId: member.user.id });
    expect(await post(member.client, idea.id)).toMatchObject({
      status: 403,
      body: {
        code: 'applications.kicked',
        message: 'You were removed from this team and cannot join it again',
      },
    });
  });

  it('accepts a new application after a rejection', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const first = await apply(student.client, leader.idea.id);
    await decide(leader.client, first.id, 'rejected');
    expect((await post(student.client, leader.idea.id)).status).toBe(201);
  });

  it('validates the body', async () => {
    const student = await createSignedInUser(t);
    expect((await student.client.post('/api/applications', { ideaId: 'x' })).status).toBe(400);
    expect((await student.client.post('/api/applications', {})).status).toBe(400);
    expect(
      (await t.client().post('/api/applications', { ideaId: crypto.randomUUID() })).status,
    ).toBe(401);
  });
});

describe('GET /api/applications/idea/{ideaId}', () => {
  it('lists pending applications and unconfirmed invitations with the applicant fields, owner only', async () => {
    const leader = await createLeader(t, { gender: 'female' });
    const a = await createSignedInUser(t, {
      gender: 'female',
      name: 'Reem',
      major: 'SWE',
      phone: '0501112222',
      skills: 'Go',
      bio: 'Hi',
    });
    const b = await createSignedInUser(t, { gender: 'female' });
    const c = await createSignedInUser(t, { gender: 'female', name: 'Sara' });
    const appA = await apply(a.client, leader.idea.id);
    const appB = await apply(b.client, leader.idea.id);
    await decide(leader.client, appB.id, 'rejected');
    const appC = await invite(c.client, leader.client, leader.idea.id);
    const res = await leader.client.get(`/api/applications/idea/${leader.idea.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        ...appC,
        status: 'accepted',
        acceptedAt: expect.any(String),
        applicant: expect.objectContaining({ name: 'Sara' }),
      },
      {
        ...appA,
        acceptedAt: null,
        applicant: {
          name: 'Reem',
          email: a.user.email,
          major: 'SWE',
          phone: '0501112222',
          skills: 'Go',
          bio: 'Hi',
        },
      },
    ]);
    expect((await a.client.get(`/api/applications/idea/${leader.idea.id}`)).status).toBe(403);
    const male = await createSignedInUser(t, { gender: 'male' });
    expect((await male.client.get(`/api/applications/idea/${leader.idea.id}`)).status).toBe(404);
    const missing = await leader.client.get(`/api/applications/idea/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
  });

  it('lists open invitations with when they were accepted, until their student joins', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const application = await apply(student.client, leader.idea.id);
    t.clock.advance(60_000);
    const acceptedAt = t.clock.now().getTime();
    await decide(leader.client, application.id, 'accepted');
    const url = `/api/applications/idea/${leader.idea.id}`;
    const [item] = (await leader.client.get(url)).body;
    expect(item).toMatchObject({ id: application.id, status: 'accepted' });
    // Within the request's time on the test clock, and after the application itself.
    expect(Date.parse(item.acceptedAt)).toBeGreaterThanOrEqual(acceptedAt);
    expect(Date.parse(item.acceptedAt)).toBeLessThan(acceptedAt + 30_000);
    expect(Date.parse(item.acceptedAt)).toBeGreaterThan(Date.parse(item.createdAt));
    await confirm(student.client, application.id);
    expect((await leader.client.get(url)).body).toEqual([]);
  });

  it('lists an open invitation of a leader alone in their own team, who has joined nothing yet', async () => {
    const leader = await createLeader(t);
    const solo = await createLeader(t);
    const application = await invite(solo.client, leader.client, leader.idea.id);
    const url = `/api/applications/idea/${leader.idea.id}`;
    expect((await leader.client.get(url)).body).toEqual([
      expect.objectContaining({ id: application.id, status: 'accepted' }),
    ]);
    // Once the solo leader has a member, they are tied to their own team: no longer listed.
    const member = await createSignedInUser(t);
    await join(member.client, solo.client, solo.idea.id);
    expect((await leader.client.get(url)).body).toEqual([]);
  });
});

describe('PUT /api/applications/{id}/status', () => {
  it('accepting sends an invitation carrying the application id', async () => {
    const leader = await createLeader(t, {}, { title: 'Drone' });
    const student = await createSignedInUser(t);
    const application = await apply(student.client, leader.idea.id);
    const res = await leader.client.put(`/api/applications/${application.id}/status`, {
      status: 'accepted',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...application, status: 'accepted' });
    const [note] = await notificationsOf(student.client);
    expect(note).toMatchObject({ type: 'accepted', applicationId: application.id, isRead: false });
    expect(note?.message).toContain('Click to confirm');
    expect(note?.message).toContain("'Drone'");
    const again = await leader.client.put(`/api/applications/${application.id}/status`, {
      status: 'rejected',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This application has already been decided');
  });

  it('rejecting notifies the applicant without an invitation', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const application = await apply(student.client, leader.idea.id);
    await decide(leader.client, application.id, 'rejected');
    const [note] = await notificationsOf(student.client);
    expect(note?.type).toBe('rejected');
    expect(note?.message).not.toContain('Click to confirm');
  });

  it('is for the owner only and validates the status', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const application = await apply(student.client, leader.idea.id);
    const url = `/api/applications/${application.id}/status`;
    expect((await student.client.put(url, { status: 'accepted' })).status).toBe(403);
    const female = await createSignedInUser(t, { gender: 'female' });
    expect((await female.client.put(url, { status: 'accepted' })).status).toBe(404);
    const bad = await leader.client.put(url, { status: 'pending' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status must be accepted or rejected');
    const missing = `/api/applications/${crypto.randomUUID()}/status`;
    expect((await leader.client.put(missing, { status: 'accepted' })).status).toBe(404);
    const [row] = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.id, application.id)));
    expect(row?.status).toBe('pending');
  });
});

describe('GET /api/applications/my', () => {
  it("answers the user's applications with status and idea {id, title, teamId}", async () => {
    const a = await createLeader(t, {}, { title: 'First' });
    const b = await createLeader(t, {}, { title: 'Second' });
    const student = await createSignedInUser(t);
    const appA = await invite(student.client, a.client, a.idea.id);
    const appB = await apply(student.client, b.idea.id);
    const res = await student.client.get('/api/applications/my');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        ...appB,
        acceptedAt: null,
        idea: { id: b.idea.id, title: 'Second', teamId: b.idea.teamId },
      },
      {
        ...appA,
        status: 'accepted',
        acceptedAt: expect.any(String),
        idea: { id: a.idea.id, title: 'First', teamId: a.idea.teamId },
      },
    ]);
    const page = await student.client.get('/api/applications/my?limit=1');
    expect(page.body).toHaveLength(1);
    expect(page.headers.get('x-next-cursor')).toBeTruthy();
  });
});
