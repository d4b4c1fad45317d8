import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { useTestApp, type TestApp } from '../../support/app.ts';
import { createSignedInUser, insertTeam } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { createCourse, csv, postRoster } from './course-setup.ts';

// A course's console acts on that course alone (docs/rules/courses.md): its placement, its
// counts, its teams and its exports; another course's students and teams are never touched.

type Student = Awaited<ReturnType<typeof createSignedInUser>>;

async function courseWithStudents(t: TestApp, count: number) {
  const setup = await createCourse(t);
  const students: Student[] = [];
  for (let i = 0; i < count; i++) students.push(await createSignedInUser(t));
  const roster = csv(...students.map((s) => `${s.user.email},${s.user.name},male,CS`));
  const res = await postRoster(setup.coordinator.client, setup.course.id, roster);
  expect(res.body).toMatchObject({ added: count, errors: [] });
  return { ...setup, students };
}

async function membersIn(t: TestApp, courseId: string) {
  const rows = await queryRows<{ user_id: string }>(
    t.db,
    sql`select user_id from team_members where course_id = ${courseId} order by user_id`,
  );
  return rows.map((r) => r.user_id);
}

/** RFC 4180 enough for the test: no quoted fields in these rows. */
async function csvRows(client: HttpClient, path: string) {
  const res = await client.get(path);
  expect(res.status, res.text).toBe(200);
  return res.text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('the console of a course', () => {
  const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

  it('places only the course’s students into its own teams, and applies and undoes there only', async () => {
    const a = await courseWithStudents(t, 3);
    const b = await courseWithStudents(t, 4);
    // Course A: a team with room, and a student of A without a team.
    const [leaderA, memberA] = a.students;
    await insertTeam(t, leaderA!.user, [memberA!.user], { courseId: a.course.id });
    const [leaderB, ...withoutB] = b.students;
    const { idea: ideaB } = await insertTeam(t, leaderB!.user, [], {
      courseId: b.course.id,
      maxMembers: null,
      allowCrossMajor: true,
    });
    const membersOfA = await membersIn(t, a.course.id);

    const res = await b.coordinator.client.post(`/api/courses/${b.course.id}/formation/proposals`, {
      min: 2,
      max: 5,
    });
    expect(res.status, res.text).toBe(201);
    const proposal = res.body as {
      id: string;
      assignments: Array<{ studentId: string; ideaId: string | null }>;
      unplaced: Array<{ studentId: string }>;
    };
    const proposed = [...proposal.assignments, ...proposal.unplaced].map((s) => s.studentId);
    expect(proposed.sort()).toEqual(withoutB.map((s) => s.user.id).sort());
    expect(proposal.assignments.every((s) => s.ideaId === ideaB.id)).toBe(true);

    // Another course's path, and the unscoped call (the default course), do not find it.
    const viaA = await a.admin.client.post(
      `/api/courses/${a.course.id}/formation/proposals/${proposal.id}/apply`,
    );
    expect(viaA.status).toBe(404);
    expect(viaA.body).toMatchObject({ code: 'placement.notFound' });
    const unscoped = await b.admin.client.post(
      `/api/admin/formation/proposals/${proposal.id}/apply`,
    );
    expect(unscoped.status).toBe(404);

    const applied = await b.coordinator.client.post(
      `/api/courses/${b.course.id}/formation/proposals/${proposal.id}/apply`,
    );
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.applied).toHaveLength(withoutB.length);
    expect(await membersIn(t, b.course.id)).toEqual(
      [leaderB!.user.id, ...withoutB.map((s) => s.user.id)].sort(),
    );
    expect(await membersIn(t, a.course.id)).toEqual(membersOfA);

    const undoneViaA = await a.coordinator.client.post(
      `/api/courses/${a.course.id}/formation/proposals/${proposal.id}/undo`,
    );
    expect(undoneViaA.status).toBe(404);
    const undone = await b.coordinator.client.post(
      `/api/courses/${b.course.id}/formation/proposals/${proposal.id}/undo`,
    );
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body).toEqual({ students: withoutB.length, newTeams: 0 });
    expect(await membersIn(t, b.course.id)).toEqual([leaderB!.user.id]);
  });

  it('answers an apply naming another course’s team as an unknown team: nothing placed, nothing of it told', async () => {
    const a = await courseWithStudents(t, 1);
    const b = await courseWithStudents(t, 2);
    const { idea: ideaA } = await insertTeam(t, a.students[0]!.user, [], {
      courseId: a.course.id,
      maxMembers: null,
      allowCrossMajor: true,
    });
    await insertTeam(t, b.students[0]!.user, [], { courseId: b.course.id, maxMembers: null });
    const path = `/api/courses/${b.course.id}/formation/proposals`;
    const proposal = (await b.coordinator.client.post(path, { min: 2, max: 5 })).body as {
      id: string;
    };
    const studentId = b.students[1]!.user.id;
    const res = await b.coordinator.client.post(`${path}/${proposal.id}/apply`, {
      assignments: [{ studentId, ideaId: ideaA.id }],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.applied).toEqual([]);
    expect(res.body.skipped).toMatchObject([
      { studentId, ideaId: ideaA.id, ideaTitle: null, teamId: null, reason: 'team-closed' },
    ]);
    expect(await membersIn(t, a.course.id)).toEqual([a.students[0]!.user.id]);
  });

  it('counts the course’s roster, ideas and teams, never its coordinators', async () => {
    const a = await courseWithStudents(t, 3);
    const b = await courseWithStudents(t, 2);
    const [leaderA, memberA] = a.students;
    await insertTeam(t, leaderA!.user, [memberA!.user], { courseId: a.course.id });
    await insertTeam(t, b.students[0]!.user, [], { courseId: b.course.id, isActive: false });

    const statsA = await a.coordinator.client.get(`/api/courses/${a.course.id}/stats`);
    expect(statsA.status).toBe(200);
    expect(statsA.body).toEqual({ totalUsers: 3, totalIdeas: 1, activeTeams: 1 });
    const statsB = await b.admin.client.get(`/api/courses/${b.course.id}/stats`);
    expect(statsB.body).toEqual({ totalUsers: 2, totalIdeas: 1, activeTeams: 0 });

    const formationA = await a.coordinator.client.get(`/api/courses/${a.course.id}/formation`);
    expect(formationA.body.progress).toMatchObject({
      studentsTotal: 3,
      studentsInTeam: 2,
      studentsWithoutTeam: 1,
      teamsTotal: 1,
    });

    const teamsA = await a.coordinator.client.get(`/api/courses/${a.course.id}/teams`);
    expect(teamsA.status).toBe(200);
    expect(
      (teamsA.body as Array<{ members: Array<{ id: string }> }>).map((team) =>
        team.members.map((m) => m.id),
      ),
    ).toEqual([[leaderA!.user.id, memberA!.user.id]]);
  });

  it('adds and removes members of the course’s teams only, and students of its roster only', async () => {
    const a = await courseWithStudents(t, 3);
    const b = await courseWithStudents(t, 2);
    const [leaderA, joiner] = a.students;
    const { idea: ideaA } = await insertTeam(t, leaderA!.user, [], { courseId: a.course.id });
    const { idea: ideaB } = await insertTeam(t, b.students[0]!.user, [], {
      courseId: b.course.id,
    });
    const base = `/api/courses/${a.course.id}/teams`;

    const wrongCourse = await a.coordinator.client.post(`${base}/${ideaB.id}/members`, {
      studentId: joiner!.user.id,
    });
    expect(wrongCourse.status).toBe(404);
    expect(wrongCourse.body).toMatchObject({ code: 'admin.teamNotFound' });
    const offRoster = await a.coordinator.client.post(`${base}/${ideaA.id}/members`, {
      studentId: b.students[1]!.user.id,
    });
    expect(offRoster.status).toBe(404);
    expect(offRoster.body).toMatchObject({ code: 'admin.studentNotFound' });

    const added = await a.coordinator.client.post(`${base}/${ideaA.id}/members`, {
      studentId: joiner!.user.id,
    });
    expect(added.status, added.text).toBe(200);
    expect(await membersIn(t, a.course.id)).toEqual([leaderA!.user.id, joiner!.user.id].sort());

    const removedElsewhere = await b.coordinator.client.delete(
      `/api/courses/${b.course.id}/teams/${ideaA.id}/members/${joiner!.user.id}`,
    );
    expect(removedElsewhere.status).toBe(404);
    const removed = await a.coordinator.client.delete(
      `${base}/${ideaA.id}/members/${joiner!.user.id}`,
    );
    expect(removed.status, removed.text).toBe(200);
    expect(await membersIn(t, a.course.id)).toEqual([leaderA!.user.id]);
  });

  it('exports the course’s teams and students, each group named once', async () => {
    const a = await courseWithStudents(t, 3);
    const b = await courseWithStudents(t, 1);
    const [leaderA, memberA, withoutA] = a.students;
    const { idea } = await insertTeam(t, leaderA!.user, [memberA!.user], {
      courseId: a.course.id,
    });
    await insertTeam(t, b.students[0]!.user, [], { courseId: b.course.id });

    const teams = await csvRows(
      a.coordinator.client,
      `/api/courses/${a.course.id}/export/teams.csv`,
    );
    expect(teams[0]).toEqual([
      'Group',
      'Team ID',
      'Gender',
      'Idea title',
      'Role',
      'Name',
      'E-mail',
      'Major',
      'Phone',
    ]);
    const group = `${idea.teamId} (male)`;
    expect(teams.slice(1).map((r) => [r[0], r[4], r[6]])).toEqual([
      [group, 'Leader', leaderA!.user.email],
      [group, 'Member', memberA!.user.email],
    ]);

    const students = await csvRows(
      a.admin.client,
      `/api/courses/${a.course.id}/export/students.csv`,
    );
    expect(students[0]).toEqual([
      'Name',
      'E-mail',
      'Gender',
      'Major',
      'Phone',
      'Group',
      'Team ID',
      'Team role',
      'Formation',
    ]);
    const byEmail = new Map(students.slice(1).map((r) => [r[1], r]));
    expect([...byEmail.keys()].sort()).toEqual(a.students.map((s) => s.user.email).sort());
    expect(byEmail.get(memberA!.user.email)?.slice(5)).toEqual([
      group,
      idea.teamId,
      'Member',
      'in team',
    ]);
    expect(byEmail.get(withoutA!.user.email)?.slice(5)).toEqual(['', '', '', 'without team']);
  });
});
