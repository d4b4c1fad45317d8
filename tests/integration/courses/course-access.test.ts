import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, createUser, newEmail } from '../../support/factories.ts';
import { createCourse, csv, postRoster } from './course-setup.ts';

// Who may do what with a course (docs/rules/courses.md): admins everything, a coordinator the
// console of their own courses, a student only their list of courses.

const codesAndRoles = (body: Array<{ code: string; role: string }>) =>
  body.map((c) => [c.code, c.role]);

describe('courses and who sees them', () => {
  const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

  it('lists the default course to a student, their courses to a coordinator, all to an admin', async () => {
    const { course, admin, coordinator } = await createCourse(t);
    const student = await createSignedInUser(t);
    expect(codesAndRoles((await student.client.get('/api/courses')).body)).toEqual([
      ['DEFAULT', 'student'],
    ]);
    expect(codesAndRoles((await coordinator.client.get('/api/courses')).body)).toEqual([
      ['DEFAULT', 'student'],
      [course.code, 'coordinator'],
    ]);
    const all = codesAndRoles((await admin.client.get('/api/courses')).body);
    expect(all[0]).toEqual(['DEFAULT', 'admin']);
    expect(all).toContainEqual([course.code, 'admin']);
    expect(all.every(([, role]) => role === 'admin')).toBe(true);
  });

  it('lists every course with its coordinators to an admin only', async () => {
    const { course, admin, coordinator } = await createCourse(t);
    const second = await createUser(t, { gender: 'male', name: 'Aaron Second' });
    await admin.client.post(`/api/admin/courses/${course.id}/coordinators`, {
      email: second.email,
    });
    const res = await admin.client.get('/api/admin/courses');
    expect(res.status, res.text).toBe(200);
    expect(res.body[0]).toMatchObject({ code: 'DEFAULT', coordinators: [] });
    const listed = res.body.find((c: { id: string }) => c.id === course.id);
    expect(listed).toEqual({
      id: course.id,
      code: course.code,
      name: course.name,
      // By name: 'Aaron …' before the factory's 'Student …'.
      coordinators: [
        { id: second.id, name: 'Aaron Second', email: second.email },
        { id: coordinator.user.id, name: coordinator.user.name, email: coordinator.user.email },
      ],
    });
    expect((await coordinator.client.get('/api/admin/courses')).status).toBe(403);
  });

  it('lets only admins create a course; a taken code is a 409 on the code field', async () => {
    const { course, admin } = await createCourse(t);
    const student = await createSignedInUser(t);
    const refused = await student.client.post('/api/admin/courses', { code: 'X 1', name: 'X' });
    expect(refused.status).toBe(403);
    const taken = await admin.client.post('/api/admin/courses', { code: course.code, name: 'Y' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'course.codeTaken',
      message: 'A course with this code already exists',
      errors: { code: { code: 'course.codeTaken' } },
    });
    const blank = await admin.client.post('/api/admin/courses', { code: ' ', name: 'Z' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.code.code).toBe('validation.courseCode');
  });

  it('appoints only a verified account, and a coordinator is no student of the course', async () => {
    const { course, admin } = await createCourse(t);
    const unknown = await admin.client.post(`/api/admin/courses/${course.id}/coordinators`, {
      email: newEmail(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('course.noAccount');

    const student = await createSignedInUser(t, { gender: 'male' });
    await postRoster(admin.client, course.id, csv(`${student.user.email},S,male,CS`));
    await admin.client.post(`/api/admin/courses/${course.id}/coordinators`, {
      email: student.user.email,
    });
    const roster = await admin.client.get(`/api/courses/${course.id}/roster`);
    expect(roster.body.members).toEqual([]);
    const again = await postRoster(admin.client, course.id, csv(`${student.user.email},S,male,CS`));
    expect(again.body.errors).toEqual([
      expect.objectContaining({ line: 2, code: 'roster.coordinator' }),
    ]);
  });

  it('keeps a course console to its coordinators and admins', async () => {
    const { course, admin, coordinator } = await createCourse(t);
    const elsewhere = await createCourse(t);
    const student = await createSignedInUser(t);
    const body = csv(`${newEmail()},New,female,CS`);

    const asStudent = await postRoster(student.client, course.id, body);
    expect(asStudent.status).toBe(404);
    expect(asStudent.body.code).toBe('course.notFound');
    expect((await student.client.get(`/api/courses/${course.id}/roster`)).status).toBe(404);
    const asOther = await postRoster(elsewhere.coordinator.client, course.id, body);
    expect(asOther.status).toBe(403);
    expect(
      (await elsewhere.coordinator.client.get(`/api/courses/${course.id}/roster`)).status,
    ).toBe(403);
    // A course that does not exist is not found, whoever asks.
    const invented = await coordinator.client.get(`/api/courses/${randomUUID()}/roster`);
    expect(invented.status).toBe(404);
    expect(invented.body.code).toBe('course.notFound');

    expect((await postRoster(coordinator.client, course.id, body)).body.invited).toBe(1);
    expect((await postRoster(admin.client, course.id, body)).body.invited).toBe(0);
    const roster = await admin.client.get(`/api/courses/${course.id}/roster`);
    expect(roster.body.invited).toHaveLength(1);
  });

  it('removes a member or a pending invitation from the roster', async () => {
    const { course, coordinator } = await createCourse(t);
    const member = await createSignedInUser(t, { gender: 'female' });
    await postRoster(
      coordinator.client,
      course.id,
      csv(`${member.user.email},M,female,CS`, `${newEmail()},I,male,EE`),
    );
    const before = (await coordinator.client.get(`/api/courses/${course.id}/roster`)).body;
    const invitationId = before.invited[0].id as string;

    const removed = await coordinator.client.delete(
      `/api/courses/${course.id}/roster/${member.user.id}`,
    );
    expect(removed.body.code).toBe('roster.removed');
    expect(
      (await coordinator.client.delete(`/api/courses/${course.id}/roster/${invitationId}`)).status,
    ).toBe(200);
    const after = (await coordinator.client.get(`/api/courses/${course.id}/roster`)).body;
    expect(after).toEqual({ members: [], invited: [] });
    const twice = await coordinator.client.delete(
      `/api/courses/${course.id}/roster/${member.user.id}`,
    );
    expect(twice.status).toBe(404);
    expect(twice.body.code).toBe('roster.notMember');
    expect(codesAndRoles((await member.client.get('/api/courses')).body)).toEqual([
      ['DEFAULT', 'student'],
    ]);
  });
});
