import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  decide,
  invite,
  join,
  notificationsOf,
} from '../../support/factories.ts';

// An application's motivation, the student's own applications, and withdrawing one
// (docs/rules/ideas-and-teams.md).
const t = useTestApp();

describe('a motivation with the application', () => {
  it('is kept and shown to the owner in the applicant list', async () => {
    const leader = await createLeader(t, {}, { title: 'Solar car' });
    const student = await createSignedInUser(t, { name: 'Omar' });
    const said = '  I built two solar chargers\nand want to learn more.  ';
    const res = await student.client.post('/api/applications', {
      ideaId: leader.idea.id,
      message: said,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(said.trim());
    const list = await leader.client.get(`/api/applications/idea/${leader.idea.id}`);
    expect(list.body).toEqual([expect.objectContaining({ id: res.body.id, message: said.trim() })]);
  });

  it('is optional: none is an empty message', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const res = await student.client.post('/api/applications', { ideaId: leader.idea.id });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('');
  });

  it('takes 500 characters and refuses 501 with the field message', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const long = await student.client.post('/api/applications', {
      ideaId: leader.idea.id,
      message: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({
      message: {
        code: 'validation.tooLong',
        params: { field: 'Message', max: 500 },
        message: 'Message must be at most 500 characters',
      },
    });
    expect((await apply(student.client, leader.idea.id)).status).toBe('pending');
    const other = await createLeader(t);
    const exact = await student.client.post('/api/applications', {
      ideaId: other.idea.id,
      message: 'y'.repeat(500),
    });
    expect(exact.status).toBe(201);
  });
});

describe('GET /api/applications/my', () => {
  it("lists the student's applications with status, date, idea title and team ID", async () => {
    const a = await createLeader(t, {}, { title: 'Drone mapping' });
    const b = await createLeader(t, {}, { title: 'Water sensors' });
    const student = await createSignedInUser(t);
    const first = await apply(student.client, a.idea.id);
    const second = await apply(student.client, b.idea.id);
    await decide(b.client, second.id, 'rejected');
    const res = await student.client.get('/api/applications/my');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: second.id,
        status: 'rejected',
        createdAt: expect.any(String),
        idea: { id: b.idea.id, title: 'Water sensors', teamId: b.idea.teamId },
      }),
      expect.objectContaining({
        id: first.id,
        status: 'pending',
        idea: { id: a.idea.id, title: 'Drone mapping', teamId: a.idea.teamId },
      }),
    ]);
    const other = await createSignedInUser(t);
    expect((await other.client.get('/api/applications/my')).body).toEqual([]);
  });
});

describe('DELETE /api/applications/{id}', () => {
  it('withdraws a pending application: the owner list drops it and the owner is told', async () => {
    const leader = await createLeader(t, {}, { title: 'Robot arm' });
    const student = await createSignedInUser(t, { name: 'Hadi' });
    const application = await apply(student.client, leader.idea.id);
    const res = await student.client.delete(`/api/applications/${application.id}`);
    expect(res).toMatchObject({
      status: 200,
      body: { code: 'applications.withdrawn', message: 'Application withdrawn' },
    });
    expect((await leader.client.get(`/api/applications/idea/${leader.idea.id}`)).body).toEqual([]);
    // The student's own history keeps it, saying what happened (docs/decisions/0078).
    expect((await student.client.get('/api/applications/my')).body).toEqual([
      expect.objectContaining({ id: application.id, status: 'withdrawn' }),
    ]);
    const [note] = await notificationsOf(leader.client);
    expect(note).toMatchObject({
      type: 'application_withdrawn',
      message: "Hadi withdrew their application to join 'Robot arm'.",
    });
    // The owner cannot act on it any more.
    const decided = await leader.client.put(`/api/applications/${application.id}/status`, {
      status: 'accepted',
    });
    expect(decided.status).toBe(404);
  });

  it('may be followed by applying again, until the third withdrawal from that idea', async () => {
    const leader = await createLeader(t, {}, { title: 'Rain gauge' });
    const student = await createSignedInUser(t);
    const first = await apply(student.client, leader.idea.id);
    expect((await student.client.delete(`/api/applications/${first.id}`)).status).toBe(200);
    // A change of mind: the new application is the owner's to decide; the old one stays history.
    const second = await apply(student.client, leader.idea.id);
    expect(second.status).toBe('pending');
    expect((await leader.client.get(`/api/applications/idea/${leader.idea.id}`)).body).toEqual([
      expect.objectContaining({ id: second.id, status: 'pending' }),
    ]);
    expect((await student.client.get('/api/applications/my')).body).toEqual([
      expect.objectContaining({ id: second.id, status: 'pending' }),
      expect.objectContaining({ id: first.id, status: 'withdrawn' }),
    ]);
    expect((await student.client.delete(`/api/applications/${second.id}`)).status).toBe(200);
    const third = await apply(student.client, leader.idea.id);
    expect((await student.client.delete(`/api/applications/${third.id}`)).status).toBe(200);
    // Three withdrawals: an apply/withdraw loop stops here.
    const again = await student.client.post('/api/applications', { ideaId: leader.idea.id });
    expect(again).toMatchObject({
      status: 409,
      body: {
        code: 'applications.withdrawnTooOften',
        message: 'You have withdrawn from this idea too many times to apply to it again',
      },
    });
    const notes = await notificationsOf(leader.client);
    expect(notes.filter((n) => n.type === 'application_withdrawn')).toHaveLength(3);
    expect(notes).toHaveLength(6); // three applications and their withdrawals
    expect((await leader.client.get(`/api/applications/idea/${leader.idea.id}`)).body).toEqual([]);
    // Other ideas stay open to them, and other students may still apply to this one.
    const other = await createLeader(t);
    expect((await apply(student.client, other.idea.id)).status).toBe('pending');
    const peer = await createSignedInUser(t);
    expect((await apply(peer.client, leader.idea.id)).status).toBe('pending');
  });

  it('counts withdrawals made before joining the team and leaving it', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    for (let i = 0; i < 2; i++) {
      const application = await apply(student.client, leader.idea.id);
      expect((await student.client.delete(`/api/applications/${application.id}`)).status).toBe(200);
    }
    await join(student.client, leader.client, leader.idea.id);
    expect((await student.client.post('/api/teams/leave')).status).toBe(200);
    // Two withdrawals still stand: a third is allowed, and then applying is refused.
    const third = await apply(student.client, leader.idea.id);
    expect((await student.client.delete(`/api/applications/${third.id}`)).status).toBe(200);
    const again = await student.client.post('/api/applications', { ideaId: leader.idea.id });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'applications.withdrawnTooOften' },
    });
  });

  it('withdraws an open invitation: it can no longer be confirmed and stops inviting', async () => {
    const leader = await createLeader(t, {}, { title: 'Smart farm' });
    const student = await createSignedInUser(t);
    const invitation = await invite(student.client, leader.client, leader.idea.id);
    expect((await student.client.delete(`/api/applications/${invitation.id}`)).status).toBe(200);
    const notes = await notificationsOf(student.client);
    // The application is kept as withdrawn; its invitation is rewritten, no longer one.
    const invite_ = notes.filter((n) => n.applicationId === invitation.id);
    expect(invite_).toEqual([expect.objectContaining({ type: 'invitation_closed' })]);
    const closed = notes.find(
      (n) => n.message === "You withdrew your application to join 'Smart farm'.",
    );
    expect(closed).toMatchObject({ type: 'invitation_closed', isRead: true });
    expect(notes.some((n) => n.message.includes('Click to confirm'))).toBe(false);
    const confirmed = await student.client.post(`/api/applications/${invitation.id}/confirm`);
    expect(confirmed.status).toBe(404);
    expect((await student.client.get('/api/teams/my')).body).toBeNull();
  });

  it("is the caller's own only: anyone else's application is 404 and stays", async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const application = await apply(student.client, leader.idea.id);
    const stranger = await createSignedInUser(t);
    const female = await createSignedInUser(t, { gender: 'female' });
    for (const client of [leader.client, stranger.client, female.client]) {
      const res = await client.delete(`/api/applications/${application.id}`);
      expect(res).toMatchObject({ status: 404, body: { code: 'applications.notFound' } });
    }
    expect((await student.client.delete(`/api/applications/${crypto.randomUUID()}`)).status).toBe(
      404,
    );
    expect((await leader.client.get(`/api/applications/idea/${leader.idea.id}`)).body).toEqual([
      expect.objectContaining({ id: application.id }),
    ]);
  });

  it('refuses a declined application and a confirmed one (that is leaving the team)', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const application = await apply(student.client, leader.idea.id);
    await decide(leader.client, application.id, 'rejected');
    const declined = await student.client.delete(`/api/applications/${application.id}`);
    expect(declined).toMatchObject({
      status: 409,
      body: {
        code: 'applications.notWithdrawable',
        message: 'Only a pending application or an open invitation can be withdrawn',
      },
    });
    const member = await createSignedInUser(t);
    const joined = await join(member.client, leader.client, leader.idea.id);
    const res = await member.client.delete(`/api/applications/${joined.id}`);
    expect(res.status).toBe(409);
    expect((await member.client.get('/api/teams/my')).body).toMatchObject({
      ideaId: leader.idea.id,
    });
  });

  it('withdrawing the same application twice at once withdraws it once, no 5xx', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t);
    const application = await apply(student.client, leader.idea.id);
    const all = await Promise.all(
      Array.from({ length: 5 }, () => student.client.delete(`/api/applications/${application.id}`)),
    );
    expect(all.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404]);
    const notes = await notificationsOf(leader.client);
    expect(notes.filter((n) => n.type === 'application_withdrawn')).toHaveLength(1);
  });
});
