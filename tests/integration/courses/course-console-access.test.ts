import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, insertTeam } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { createCourse, csv, postRoster } from './course-setup.ts';

// Who may call the console of a course (docs/rules/courses.md): its coordinators and the admins;
// a coordinator of another course 403; anyone else, its own students included, 404
// course.notFound; anonymous 401. The student row (its window) is its roster's.

type Response = { status: number; body: { code?: string }; text: string };

describe('access to the calls of one course', () => {
  const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

  it('answers every console row and the window by who asks', async () => {
    const { course, admin, coordinator } = await createCourse(t);
    const other = await createCourse(t);
    const student = await createSignedInUser(t, { gender: 'male' });
    const otherGender = await createSignedInUser(t, { gender: 'female' });
    const otherStudent = await createSignedInUser(t, { gender: 'male' });
    const leader = await createSignedInUser(t, { gender: 'male' });
    const placed = await createSignedInUser(t, { gender: 'male' });
    const roster = (...users: Array<{ user: { email: string; name: string; gender: string } }>) =>
      csv(...users.map(({ user }) => `${user.email},${user.name},${user.gender},CS`));
    const listed = await postRoster(
      coordinator.client,
      course.id,
      roster(student, otherGender, leader, placed),
    );
    expect(listed.body).toMatchObject({ added: 4, errors: [] });
    await postRoster(other.coordinator.client, other.course.id, roster(otherStudent));
    const { idea } = await insertTeam(t, leader.user, [], { courseId: course.id });

    const base = `/api/courses/${course.id}`;
    const member = `${base}/teams/${idea.id}/members`;
    // A proposal of this course, applied when the step needs it, made by the admin.
    const proposal = async (applied: boolean) => {
      const res = await admin.client.post(`${base}/formation/proposals`);
      expect(res.status, res.text).toBe(201);
      const id = (res.body as { id: string }).id;
      if (applied) {
        expect((await admin.client.post(`${base}/formation/proposals/${id}/apply`)).status).toBe(
          200,
        );
      }
      return id;
    };
    const rows: Array<{ name: string; ok: number; call: (c: HttpClient) => Promise<Response> }> = [
      { name: 'formation', ok: 200, call: (c) => c.get(`${base}/formation`) },
      {
        name: 'updateFormation',
        ok: 200,
        call: (c) => c.put(`${base}/formation`, { deadline: null, target: { min: 2, max: 5 } }),
      },
      { name: 'remind', ok: 200, call: (c) => c.post(`${base}/formation/reminders`) },
      { name: 'propose', ok: 201, call: (c) => c.post(`${base}/formation/proposals`) },
      {
        name: 'applyProposal',
        ok: 200,
        call: async (c) => c.post(`${base}/formation/proposals/${await proposal(false)}/apply`),
      },
      {
        name: 'undoProposal',
        ok: 200,
        call: async (c) => c.post(`${base}/formation/proposals/${await proposal(true)}/undo`),
      },
      { name: 'stats', ok: 200, call: (c) => c.get(`${base}/stats`) },
      { name: 'teams', ok: 200, call: (c) => c.get(`${base}/teams`) },
      {
        name: 'addMember',
        ok: 200,
        call: async (c) => {
          await admin.client.delete(`${member}/${placed.user.id}`);
          return c.post(member, { studentId: placed.user.id });
        },
      },
      {
        name: 'removeMember',
        ok: 200,
        call: async (c) => {
          await admin.client.post(member, { studentId: placed.user.id });
          return c.delete(`${member}/${placed.user.id}`);
        },
      },
      { name: 'exportTeams', ok: 200, call: (c) => c.get(`${base}/export/teams.csv`) },
      { name: 'exportStudents', ok: 200, call: (c) => c.get(`${base}/export/students.csv`) },
    ];

    const notFound = { status: 404, code: 'course.notFound' };
    for (const { name, ok, call } of rows) {
      const cells: Array<[string, HttpClient, { status: number; code?: string }]> = [
        ['coordinator', coordinator.client, { status: ok }],
        ['admin', admin.client, { status: ok }],
        ['coordinator of another course', other.coordinator.client, { status: 403 }],
        ['student on the roster', student.client, notFound],
        ['student of another course', otherStudent.client, notFound],
        ['student of the other gender', otherGender.client, notFound],
        ['anonymous', t.client(), { status: 401 }],
      ];
      for (const [who, client, expected] of cells) {
        const res = await call(client);
        expect({ name, who, status: res.status }, res.text).toEqual({
          name,
          who,
          status: expected.status,
        });
        if (expected.code) expect(res.body).toMatchObject({ code: expected.code });
      }
    }

    const window = `${base}/formation/window`;
    expect((await student.client.get(window)).status).toBe(200);
    expect((await otherGender.client.get(window)).status).toBe(200);
    for (const client of [otherStudent.client, coordinator.client, admin.client]) {
      const res = await client.get(window);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'course.notFound' });
    }
    expect((await t.client().get(window)).status).toBe(401);
    const unknown = await student.client.get(
      `/api/courses/${crypto.randomUUID()}/formation/window`,
    );
    expect(unknown.body).toMatchObject({ code: 'course.notFound' });
    expect((await student.client.get('/api/courses/not-an-id/formation/window')).status).toBe(400);
  });
});
