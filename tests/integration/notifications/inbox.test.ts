import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { isChange, listsOf, openEventStream } from '../../support/event-stream.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  decide,
  join,
  notificationsOf,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// The inbox: the unread count, mark all as read, and notices settled by the change that settles
// them (docs/decisions/0040-notifications-by-code.md).

const t = useTestApp();

async function unreadOf(client: HttpClient): Promise<number> {
  const res = await client.get('/api/notifications/unread-count');
  expect(res.status).toBe(200);
  return res.body.unread as number;
}

/** The owner's "applied" notice of this application. */
async function appliedNotice(owner: HttpClient, applicationId: string) {
  const all = await notificationsOf(owner);
  return all.find((n) => n.type === 'application' && n.applicationId === applicationId);
}

/** A female leader with an idea, and a CS student who applied to it. */
async function ownerWithApplicant() {
  const owner = await createLeader(t, { gender: 'female' }, { requiredMajors: 'CS' });
  const student = await createSignedInUser(t, { gender: 'female', major: 'CS' });
  const application = await apply(student.client, owner.idea.id);
  return { owner, student, application };
}

describe('GET /api/notifications/unread-count', () => {
  it("counts the caller's unread notifications, as the list's header does", async () => {
    const { owner, application } = await ownerWithApplicant();
    const second = await createSignedInUser(t, { gender: 'female', major: 'CS' });
    await apply(second.client, owner.idea.id);
    expect(await unreadOf(owner.client)).toBe(2);
    const list = await owner.client.get('/api/notifications');
    expect(list.headers.get('x-unread-count')).toBe('2');
    const notice = await appliedNotice(owner.client, application.id);
    await owner.client.put(`/api/notifications/${notice!.id}/read`);
    expect(await unreadOf(owner.client)).toBe(1);
  });

  it('refuses a visitor without a session', async () => {
    const res = await t.client().get('/api/notifications/unread-count');
    expect(res.status).toBe(401);
    expect(res.body.code).toBeTypeOf('string');
  });
});

describe('PUT /api/notifications/read-all', () => {
  it("marks every one of the caller's read, and nobody else's", async () => {
    const { owner, student, application } = await ownerWithApplicant();
    await decide(owner.client, application.id, 'rejected');
    const other = await createSignedInUser(t, { gender: 'female', major: 'CS' });
    await apply(other.client, owner.idea.id);
    // The student was told of the decline; the owner has the second applicant's notice.
    expect(await unreadOf(student.client)).toBe(1);
    expect(await unreadOf(owner.client)).toBe(1);

    const res = await owner.client.put('/api/notifications/read-all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ marked: 1, unread: 0 });
    expect(await unreadOf(owner.client)).toBe(0);
    expect((await notificationsOf(owner.client)).every((n) => n.isRead)).toBe(true);
    // The student's notification is untouched.
    expect(await unreadOf(student.client)).toBe(1);
    expect((await notificationsOf(student.client))[0]!.isRead).toBe(false);
  });

  it('marks nothing when nothing is unread, and says so', async () => {
    const me = await createSignedInUser(t);
    const res = await me.client.put('/api/notifications/read-all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ marked: 0, unread: 0 });
  });

  it('refuses a body with any key, as every write refuses keys it does not know', async () => {
    const { owner } = await ownerWithApplicant();
    const res = await owner.client.put('/api/notifications/read-all', { ids: ['x'] });
    expect(res.status).toBe(400);
    const strict = { memberId: owner.user.id, ids: ['x'] };
    const known = await owner.client.post('/api/teams/remove-member', strict);
    expect(known.status).toBe(400);
    expect(res.body).toEqual(known.body);
    expect(await unreadOf(owner.client)).toBe(1);
    // An empty object is no key at all.
    expect((await owner.client.put('/api/notifications/read-all', {})).status).toBe(200);
  });

  it('refuses a visitor without a session', async () => {
    const res = await t.client().put('/api/notifications/read-all');
    expect(res.status).toBe(401);
    expect(res.body.code).toBeTypeOf('string');
  });
});

describe("an owner's 'applied' notice is read once the application is settled", () => {
  it('stays unread while the application is pending', async () => {
    const { owner, application } = await ownerWithApplicant();
    expect((await appliedNotice(owner.client, application.id))?.isRead).toBe(false);
    expect(await unreadOf(owner.client)).toBe(1);
  });

  it.each(['accepted', 'rejected'])('is read once the owner has %s it', async (status) => {
    const { owner, application } = await ownerWithApplicant();
    await decide(owner.client, application.id, status);
    expect((await appliedNotice(owner.client, application.id))?.isRead).toBe(true);
    expect(await unreadOf(owner.client)).toBe(0);
  });

  it('is read once the student withdraws; the withdrawal itself is news', async () => {
    const { owner, student, application } = await ownerWithApplicant();
    expect((await student.client.delete(`/api/applications/${application.id}`)).status).toBe(200);
    expect((await appliedNotice(owner.client, application.id))?.isRead).toBe(true);
    const [withdrawn] = await notificationsOf(owner.client);
    expect(withdrawn).toMatchObject({ type: 'application_withdrawn', isRead: false });
    expect(await unreadOf(owner.client)).toBe(1);
  });

  it('is read once the student joins another team, and the owner hears it live', async () => {
    const { owner, student, application } = await ownerWithApplicant();
    const elsewhere = await createLeader(t, { gender: 'female' }, { requiredMajors: 'CS' });
    // Opened before the change, and its own first block consumed.
    const owners = await openEventStream(owner.client);
    try {
      await owners.next(() => true);
      await join(student.client, elsewhere.client, elsewhere.idea.id);
      expect(listsOf(await owners.next(isChange)).sort()).toEqual(['applicants', 'notifications']);
      expect((await appliedNotice(owner.client, application.id))?.isRead).toBe(true);
      expect(await unreadOf(owner.client)).toBe(0);
    } finally {
      owners.close();
    }
  });

  it('is read once the owner deletes the idea', async () => {
    const { owner, application } = await ownerWithApplicant();
    const notice = await appliedNotice(owner.client, application.id);
    expect((await owner.client.delete(`/api/ideas/${owner.idea.id}`)).status).toBe(200);
    const after = (await notificationsOf(owner.client)).find((n) => n.id === notice!.id);
    expect(after?.isRead).toBe(true);
    expect(await unreadOf(owner.client)).toBe(0);
  });

  it("is read once an admin deletes the student's account", async () => {
    const { owner, student, application } = await ownerWithApplicant();
    const admin = await createSignedInUser(t, { gender: 'female', isAdmin: true });
    const notice = await appliedNotice(owner.client, application.id);
    expect((await admin.client.delete(`/api/admin/users/${student.user.id}`)).status).toBe(200);
    const after = (await notificationsOf(owner.client)).find((n) => n.id === notice!.id);
    expect(after?.isRead).toBe(true);
    expect(await unreadOf(owner.client)).toBe(0);
  });

  it("leaves the owner's other notices and the student's own as they were", async () => {
    const { owner, student, application } = await ownerWithApplicant();
    const second = await createSignedInUser(t, { gender: 'female', major: 'CS' });
    const pending = await apply(second.client, owner.idea.id);
    await decide(owner.client, application.id, 'accepted');
    expect((await appliedNotice(owner.client, pending.id))?.isRead).toBe(false);
    // The student's invitation still waits for them.
    expect(await unreadOf(student.client)).toBe(1);
  });
});
