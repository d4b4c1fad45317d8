import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createIdea,
  createSignedInUser,
  decide,
  ideaInput,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { createCourse, enrol } from './course-setup.ts';

// The student rows of a course are its roster's (docs/rules/courses.md): anyone else is told the
// course is not found, and an idea of a course one is not on is not found either.

const ROWS = [
  // First, in no team of the course: the team calls' own answers, once the course let them in.
  { method: 'POST', path: '/teams/leave', status: 404 },
  { method: 'POST', path: '/teams/remove-member', status: 404, body: 'member' },
  { method: 'POST', path: '/teams/transfer-leadership', status: 404, body: 'member' },
  { method: 'POST', path: '/teams/invitations', status: 403, body: 'student' },
  { method: 'GET', path: '/ideas', status: 200 },
  { method: 'GET', path: '/ideas/my', status: 200 },
  { method: 'POST', path: '/ideas', status: 201 },
  { method: 'GET', path: '/students', status: 200 },
  { method: 'GET', path: '/teams/my', status: 200 },
  { method: 'GET', path: '/ideas/team-id', status: 200 },
  { method: 'GET', path: '/dashboard/stats', status: 200 },
] as const;

const call = (client: HttpClient, row: (typeof ROWS)[number], courseId: string) => {
  const url = `/api/courses/${courseId}${row.path}`;
  if (row.method === 'GET') return client.get(url);
  if (!('body' in row)) return client.post(url, row.path === '/ideas' ? ideaInput() : undefined);
  const someone = randomUUID();
  return client.post(url, row.body === 'member' ? { memberId: someone } : { studentId: someone });
};

describe('who may use the student rows of a course', () => {
  const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });
  let courseId: string;
  let actors: Record<'otherCourse' | 'coordinator' | 'otherCoordinator' | 'admin', HttpClient>;
  let maleIdeaId: string;
  let female: HttpClient;
  let maleEmail: string;

  beforeAll(async () => {
    const { course, admin, coordinator } = await createCourse(t);
    const other = await createCourse(t);
    courseId = course.id;
    const male = await createSignedInUser(t, { gender: 'male', appearInList: true });
    const otherCourse = await createSignedInUser(t, { gender: 'male' });
    const woman = await createSignedInUser(t, { gender: 'female', appearInList: true });
    female = woman.client;
    maleEmail = male.user.email;
    await enrol(coordinator.client, course.id, male.user, woman.user);
    await enrol(other.coordinator.client, other.course.id, otherCourse.user);
    const res = await male.client.post(`/api/courses/${course.id}/ideas`, ideaInput());
    maleIdeaId = res.body.id;
    actors = {
      otherCourse: otherCourse.client,
      coordinator: coordinator.client,
      otherCoordinator: other.coordinator.client,
      admin: admin.client,
    };
  });

  for (const row of ROWS) {
    it(`${row.method} ${row.path}: 404 course.notFound to everyone off the roster`, async () => {
      for (const [who, client] of Object.entries(actors)) {
        const res = await call(client, row, courseId);
        expect([who, res.status, res.body.code]).toEqual([who, 404, 'course.notFound']);
      }
      const unknown = await call(actors.admin, row, randomUUID());
      expect([unknown.status, unknown.body.code]).toEqual([404, 'course.notFound']);
      expect((await call(t.client(), row, courseId)).status).toBe(401);
      const malformed = await call(actors.otherCourse, row, 'not-a-course');
      expect(malformed.status).toBe(400);
    });

    it(`${row.method} ${row.path}: ${row.status} to the other gender on the roster, none of the other's rows`, async () => {
      const res = await call(female, row, courseId);
      expect(res.status, res.text).toBe(row.status);
      expect(res.text).not.toContain(maleIdeaId);
      // The roster's only other student, listed, is a man: the directory lists no one.
      if (row.path === '/students') expect(res.body).toEqual([]);
      expect(res.text).not.toContain(maleEmail);
    });
  }
});

describe('an idea of a course one is not on', () => {
  const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

  it('is not found to read, to apply to, or to confirm into once taken off the roster', async () => {
    const { course, coordinator } = await createCourse(t);
    const leader = await createSignedInUser(t, { gender: 'male' });
    const student = await createSignedInUser(t, { gender: 'male' });
    const outsider = await createSignedInUser(t, { gender: 'male' });
    await enrol(coordinator.client, course.id, leader.user, student.user);
    const idea = (await leader.client.post(`/api/courses/${course.id}/ideas`, ideaInput())).body;

    for (const res of [
      await outsider.client.get(`/api/ideas/${idea.id}`),
      await outsider.client.post('/api/applications', { ideaId: idea.id }),
    ]) {
      expect([res.status, res.body.code]).toEqual([404, 'ideas.notFound']);
    }

    const application = await apply(student.client, idea.id);
    await decide(leader.client, application.id, 'accepted');
    const removed = await coordinator.client.delete(
      `/api/courses/${course.id}/roster/${student.user.id}`,
    );
    expect(removed.status, removed.text).toBe(200);
    const confirmed = await student.client.post(`/api/applications/${application.id}/confirm`);
    expect(confirmed.status).toBe(404);
    expect((await student.client.get(`/api/courses/${course.id}/teams/my`)).status).toBe(404);
    // Their default course is untouched: they may still lead there.
    await createIdea(student.client);

    // The leader taken off the roster no longer reaches their idea either.
    await coordinator.client.delete(`/api/courses/${course.id}/roster/${leader.user.id}`);
    const edit = await leader.client.put(`/api/ideas/${idea.id}`, { title: 'Renamed' });
    expect([edit.status, edit.body.code]).toEqual([404, 'ideas.notFound']);
  });

  it('cannot be invited to: a leader invites only a student on the roster of their course', async () => {
    const { admin } = await createCourse(t);
    const leader = await createSignedInUser(t, { gender: 'male' });
    await createIdea(leader.client);
    const student = await createSignedInUser(t, { gender: 'male', appearInList: true });
    const defaultId = (await leader.client.get('/api/courses')).body[0].id as string;
    // Appointed a coordinator of the default course: off its roster.
    const appointed = await admin.client.post(`/api/admin/courses/${defaultId}/coordinators`, {
      email: student.user.email,
    });
    expect(appointed.status, appointed.text).toBe(200);
    const invited = await leader.client.post('/api/teams/invitations', {
      studentId: student.user.id,
    });
    expect([invited.status, invited.body.code]).toEqual([404, 'invitations.studentNotFound']);
    // Nor does the coordinator lead an idea there, or get listed among its students, on the
    // plain paths either.
    const own = await student.client.post('/api/ideas', ideaInput());
    expect([own.status, own.body.code]).toEqual([404, 'course.notFound']);
    for (const path of ['/api/students', `/api/courses/${defaultId}/students`]) {
      const listed = await leader.client.get(`${path}?limit=50`);
      expect(listed.status, listed.text).toBe(200);
      expect(listed.body.map((s: { id: string }) => s.id)).not.toContain(student.user.id);
    }
  });
});
