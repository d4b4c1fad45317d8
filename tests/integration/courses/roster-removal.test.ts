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
import { createCourse, csv, enrol, postRoster } from './course-setup.ts';

// Taken off a course's roster (docs/rules/courses.md, "The roster"): the student's open
// applications in that course close, so no leader waits on or holds a seat for someone who can no
// longer join; a team they joined keeps them; their other courses are untouched.

describe('a student taken off a roster', () => {
  const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

  it('has their pending application and open invitation there closed, and nothing else', async () => {
    const { course, coordinator } = await createCourse(t);
    const leader = await createSignedInUser(t, { gender: 'male' });
    const pending = await createSignedInUser(t, { gender: 'male' });
    const invited = await createSignedInUser(t, { gender: 'male', appearInList: true });
    const member = await createSignedInUser(t, { gender: 'male' });
    const elsewhere = await createSignedInUser(t, { gender: 'male' });
    await enrol(
      coordinator.client,
      course.id,
      leader.user,
      pending.user,
      invited.user,
      member.user,
    );
    const created = await leader.client.post(`/api/courses/${course.id}/ideas`, ideaInput());
    expect(created.status, created.text).toBe(201);
    const idea = created.body as { id: string };
    const waiting = await apply(pending.client, idea.id);
    const held = await apply(invited.client, idea.id);
    await decide(leader.client, held.id, 'accepted');
    const joined = await apply(member.client, idea.id);
    await decide(leader.client, joined.id, 'accepted');
    await confirm(member.client, joined.id);
    // The same student's application in the default course.
    const defaultIdea = await createIdea(elsewhere.client);
    const inDefault = await apply(pending.client, defaultIdea.id);

    for (const student of [pending, invited, member]) {
      const removed = await coordinator.client.delete(
        `/api/courses/${course.id}/roster/${student.user.id}`,
      );
      expect(removed.status, removed.text).toBe(200);
    }

    // The leader no longer sees them waiting, nor can take them in.
    const applicants = await leader.client.get(`/api/applications/idea/${idea.id}`);
    expect(applicants.status, applicants.text).toBe(200);
    expect(applicants.body.map((a: { id: string }) => a.id)).toEqual([]);
    const accept = await leader.client.put(`/api/applications/${waiting.id}/status`, {
      status: 'accepted',
    });
    expect([accept.status, accept.body.code]).toEqual([409, 'applications.alreadyDecided']);
    // The member stays in the team until the coordinator moves them.
    const team = await leader.client.get(`/api/courses/${course.id}/teams/my`);
    expect(team.body.members.map((m: { id: string }) => m.id)).toContain(member.user.id);
    // The default course's application is still open.
    const mine = await pending.client.get('/api/applications/my');
    const statusOf = (id: string) =>
      mine.body.find((a: { id: string; status: string }) => a.id === id)?.status;
    expect(statusOf(inDefault.id)).toBe('pending');
    expect(statusOf(waiting.id)).toBe('closed');
    // The leader's notice of that application is settled: nothing is left to act on.
    const notices = await leader.client.get('/api/notifications');
    const applied = (notices.body as Array<{ code: string; isRead: boolean }>).filter(
      (n) => n.code === 'notification.applied',
    );
    expect(applied.length).toBeGreaterThan(0);
    expect(applied.every((n) => n.isRead)).toBe(true);

    // Put back on the roster, nothing counts against them: they apply, and are invited, again.
    await enrol(coordinator.client, course.id, pending.user, invited.user);
    await apply(pending.client, idea.id);
    const again = await leader.client.post(`/api/courses/${course.id}/teams/invitations`, {
      studentId: invited.user.id,
    });
    expect(again.status, again.text).toBe(201);
  });

  it('is in the audit log with the imports, by whom, with counts and no personal data', async () => {
    const { course, admin, coordinator } = await createCourse(t);
    const student = await createSignedInUser(t, { gender: 'female' });
    const invitee = `new-${course.id.slice(0, 8)}@uni.edu`;
    const dry = await postRoster(coordinator.client, course.id, csv(`${invitee},Mona,female,CS`), {
      dryRun: true,
    });
    expect(dry.status, dry.text).toBe(200);
    await enrol(coordinator.client, course.id, student.user);
    expect(
      (await postRoster(coordinator.client, course.id, csv(`${invitee},Mona,female,CS`))).status,
    ).toBe(200);
    const roster = await coordinator.client.get(`/api/courses/${course.id}/roster`);
    const invitation = roster.body.invited[0] as { id: string };
    for (const id of [student.user.id, invitation.id]) {
      const removed = await coordinator.client.delete(`/api/courses/${course.id}/roster/${id}`);
      expect(removed.status, removed.text).toBe(200);
    }

    const log = await admin.client.get('/api/admin/audit');
    expect(log.status, log.text).toBe(200);
    const mine = (
      log.body as Array<{
        action: string;
        actor: { name: string } | null;
        user: { name: string } | null;
        details: Record<string, unknown>;
      }>
    ).filter((e) => e.actor?.name === coordinator.user.name);
    // Newest first; the dry run wrote nothing.
    expect(mine.map((e) => [e.action, e.user?.name ?? null, e.details])).toEqual([
      ['remove_from_roster', null, { courseId: course.id, invitation: true }],
      ['remove_from_roster', student.user.name, { courseId: course.id, invitation: false }],
      ['import_roster', null, { courseId: course.id, added: 0, invited: 1 }],
      ['import_roster', null, { courseId: course.id, added: 1, invited: 0 }],
    ]);
    expect(log.text).not.toContain(invitee);
  });
});
