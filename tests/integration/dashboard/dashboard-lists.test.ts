import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isInvitation } from '@contract/notifications.ts';
import { applications, notifications } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import { createLeader, createSignedInUser, createUser, invite } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// The dashboard's lists hold more than one page: every item must be reachable through the
// cursors and the unread count must count every page, not the first.

const t = useTestApp();

type Item = { id: string; type: string; message: string; applicationId: string | null };

/** Every page of a list call, following X-Next-Cursor; also the first page's headers. */
async function allPages(client: HttpClient, path: string) {
  const pages: Item[][] = [];
  let first: Headers | undefined;
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await client.get(cursor ? `${path}${sep}cursor=${cursor}` : path);
    expect(res.status, res.text).toBe(200);
    first ??= res.headers;
    pages.push(res.body as Item[]);
    cursor = res.headers.get('x-next-cursor');
  } while (cursor && pages.length < 10);
  return { pages, items: pages.flat(), first: first! };
}

describe('60 notifications, an invitation the 55th newest', () => {
  async function seedStudent() {
    const leader = await createLeader(t, { gender: 'female' }, { title: 'Campus drones' });
    const me = await createSignedInUser(t, { gender: 'female', major: 'CS' });
    const application = await invite(me.client, leader.client, leader.idea.id);
    const [invitation] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.user.id));
    const at = invitation!.createdAt.getTime();
    // 5 updates older than the invitation, 54 newer; 7 of the newer ones already read.
    await t.db.insert(notifications).values(
      Array.from({ length: 59 }, (_, i) => ({
        userId: me.user.id,
        type: 'team',
        message: `Update ${i}`,
        isRead: i >= 5 && i < 12,
        createdAt: new Date(i < 5 ? at - 10_000 + i : at + 1000 + i),
      })),
    );
    return { me, application, invitationId: invitation!.id };
  }

  it('reaches every notification through the cursors and counts every unread one', async () => {
    const { me, invitationId } = await seedStudent();
    const { pages, items, first } = await allPages(me.client, '/api/notifications');
    expect(pages.map((p) => p.length)).toEqual([50, 10]);
    expect(new Set(items.map((n) => n.id)).size).toBe(60);
    // The invitation is on the second page of the plain list: the first page alone misses it.
    expect(items.findIndex((n) => n.id === invitationId)).toBe(54);
    expect(first.get('x-unread-count')).toBe('53');
  });

  it('answers the invitation on the first page of kind=invitations, never among updates', async () => {
    const { me, application, invitationId } = await seedStudent();
    const invitations = await me.client.get('/api/notifications?kind=invitations');
    expect(invitations.status).toBe(200);
    expect(invitations.body).toEqual([
      expect.objectContaining({ id: invitationId, applicationId: application.id }),
    ]);
    expect(invitations.body.every(isInvitation)).toBe(true);
    expect(invitations.headers.get('x-unread-count')).toBe('53');

    const updates = await allPages(me.client, '/api/notifications?kind=updates');
    expect(updates.pages.map((p) => p.length)).toEqual([50, 9]);
    expect(new Set(updates.items.map((n) => n.id)).size).toBe(59);
    expect(updates.items.some(isInvitation)).toBe(false);
    expect(updates.first.get('x-unread-count')).toBe('53');
  });

  it('counts down when one is marked read, and an answered invitation becomes an update', async () => {
    const { me, application, invitationId } = await seedStudent();
    await me.client.put(`/api/notifications/${invitationId}/read`);
    const after = await me.client.get('/api/notifications?limit=1');
    expect(after.headers.get('x-unread-count')).toBe('52');
    expect((await me.client.post(`/api/applications/${application.id}/reject`)).status).toBe(200);
    expect((await me.client.get('/api/notifications?kind=invitations')).body).toEqual([]);
    const updates = await allPages(me.client, '/api/notifications?kind=updates');
    expect(updates.items.map((n) => n.id)).toContain(invitationId);
  });

  it('refuses an unknown kind with the field named', async () => {
    const me = await createSignedInUser(t);
    const res = await me.client.get('/api/notifications?kind=everything');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      kind: { code: 'validation.notificationKind', message: 'Kind must be invitations or updates' },
    });
  });
});

describe('60 applicants of one idea', () => {
  it('reaches every pending applicant through the cursors', async () => {
    const leader = await createLeader(t, { gender: 'male' }, { allowCrossMajor: true });
    const students = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        createUser(t, { gender: 'male', name: `Applicant ${i}` }),
      ),
    );
    const base = Date.now() - 60_000;
    await t.db.insert(applications).values(
      students.map((s, i) => ({
        ideaId: leader.idea.id,
        applicantId: s.id,
        createdAt: new Date(base + i),
      })),
    );
    const { pages, items } = await allPages(
      leader.client,
      `/api/applications/idea/${leader.idea.id}`,
    );
    expect(pages.map((p) => p.length)).toEqual([50, 10]);
    const names = items.map(
      (a) => (a as unknown as { applicant: { name: string } }).applicant.name,
    );
    expect(new Set(names)).toEqual(new Set(students.map((s) => s.name)));
    // Newest first: the oldest applicant, the one a first page alone would hide, comes last.
    expect(names.at(-1)).toBe('Applicant 0');
  });
});
