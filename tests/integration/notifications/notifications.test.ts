import { describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  createLeader,
  createSignedInUser,
  invite,
  notificationsOf,
} from '../../support/factories.ts';

const t = useTestApp();

/** `count` notifications one millisecond apart, 'Update 0' the oldest. */
async function seed(userId: string, count: number) {
  const base = Date.now() - 60_000;
  await t.db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      userId,
      type: 'team',
      message: `Update ${i}`,
      createdAt: new Date(base + i),
    })),
  );
}

describe('GET /api/notifications', () => {
  it("answers the user's own notifications, newest first, in the contract shape", async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t, { gender: 'female' });
    await seed(me.user.id, 3);
    await seed(other.user.id, 1);
    const res = await me.client.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body.map((n: { message: string }) => n.message)).toEqual([
      'Update 2',
      'Update 1',
      'Update 0',
    ]);
    expect(res.body[0]).toEqual({
      id: expect.any(String),
      userId: me.user.id,
      type: 'team',
      message: 'Update 2',
      code: null,
      params: {},
      applicationId: null,
      isRead: false,
      createdAt: expect.any(String),
    });
  });

  it('answers each notification with its code and parameters beside the English message', async () => {
    const title = "Ali's \u202eboat {name}";
    const leader = await createLeader(t, { gender: 'female' }, { title, requiredMajors: 'CS' });
    const student = await createSignedInUser(t, {
      gender: 'female',
      major: 'CS',
      name: 'سارة Ali',
    });
    const application = await invite(student.client, leader.client, leader.idea.id);

    const [applied] = await notificationsOf(leader.client);
    expect(applied).toMatchObject({
      type: 'application',
      code: 'notification.applied',
      params: { name: 'سارة Ali', ideaTitle: title },
      message: `سارة Ali applied to join '${title}'.`,
      applicationId: application.id,
    });
    const [accepted] = await notificationsOf(student.client);
    expect(accepted).toMatchObject({
      type: 'accepted',
      code: 'notification.accepted',
      params: { ideaTitle: title },
      message: `Your application to join '${title}' was accepted! Click to confirm and join the team.`,
      applicationId: application.id,
    });
    const invitations = await student.client.get('/api/notifications?kind=invitations');
    expect(invitations.body.map((n: { id: string }) => n.id)).toEqual([accepted!.id]);

    // Declining turns the invitation into an update that says so, code and English alike.
    expect((await student.client.post(`/api/applications/${application.id}/reject`)).status).toBe(
      200,
    );
    const [resolved] = await notificationsOf(student.client);
    expect(resolved).toEqual({
      ...accepted,
      type: 'invitation_closed',
      code: 'notification.youDeclined',
      params: { ideaTitle: title },
      message: `You declined the invitation to join '${title}'.`,
      isRead: true,
    });
    expect((await student.client.get('/api/notifications?kind=invitations')).body).toEqual([]);
    const [declined] = await notificationsOf(leader.client);
    expect(declined).toMatchObject({
      type: 'invitation_declined',
      code: 'notification.invitationDeclined',
      params: { name: 'سارة Ali', ideaTitle: title },
      message: `سارة Ali declined the invitation to join '${title}'.`,
    });
  });

  it('pages with limit and X-Next-Cursor', async () => {
    const me = await createSignedInUser(t);
    await seed(me.user.id, 5);
    const first = await me.client.get('/api/notifications?limit=2');
    const cursor = first.headers.get('x-next-cursor');
    const second = await me.client.get(`/api/notifications?limit=2&cursor=${cursor}`);
    const third = await me.client.get(
      `/api/notifications?limit=2&cursor=${second.headers.get('x-next-cursor')}`,
    );
    const all = [...first.body, ...second.body, ...third.body].map((n) => n.message);
    expect(all).toEqual(['Update 4', 'Update 3', 'Update 2', 'Update 1', 'Update 0']);
    expect(third.headers.get('x-next-cursor')).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await t.client().get('/api/notifications')).status).toBe(401);
  });
});

describe('PUT /api/notifications/{id}/read', () => {
  it('marks the own notification read', async () => {
    const me = await createSignedInUser(t);
    await seed(me.user.id, 1);
    const [note] = await notificationsOf(me.client);
    const res = await me.client.put(`/api/notifications/${note!.id}/read`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...note, isRead: true });
    expect((await notificationsOf(me.client))[0]?.isRead).toBe(true);
    expect((await me.client.put(`/api/notifications/${note!.id}/read`)).status).toBe(200);
  });

  it("answers 404 for someone else's or a missing notification and changes nothing", async () => {
    const me = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    await seed(other.user.id, 1);
    const [theirs] = await notificationsOf(other.client);
    const res = await me.client.put(`/api/notifications/${theirs!.id}/read`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Notification not found');
    expect((await notificationsOf(other.client))[0]?.isRead).toBe(false);
    const missing = await me.client.put(`/api/notifications/${crypto.randomUUID()}/read`);
    expect(missing.status).toBe(404);
    expect((await me.client.put('/api/notifications/nope/read')).status).toBe(400);
  });
});
