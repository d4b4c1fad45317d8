import { describe, expect, it } from 'vitest';
import { HOUR } from '../../../src/server/lib/clock.ts';
import { runFormationChecks } from '../../../src/server/modules/formation/checks.ts';
import { useTestApp, type TestApp } from '../../support/app.ts';
import { apply, createSignedInUser, decide, insertTeam } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { createCourse, csv, enrol, postRoster } from './course-setup.ts';

// Each course has its own formation window and target (docs/rules/formation.md): its
// coordinator sets them, its students see its window, and its teams are held to its own.

const ENV = { FORMATION_CHECK_MS: String(24 * HOUR), EMAIL_POLL_MS: '3600000' };

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

async function saveWindow(
  coordinator: HttpClient,
  courseId: string,
  deadline: Date | null,
  max: number,
) {
  const res = await coordinator.put(`/api/courses/${courseId}/formation`, {
    deadline: deadline?.toISOString() ?? null,
    target: { min: 2, max },
  });
  expect(res.status, res.text).toBe(200);
  return res.body as { deadline: string | null; target: { min: number; max: number } };
}

describe('the formation window of a course', () => {
  const t = useTestApp({ env: ENV });
  const inDays = (days: number) => new Date(t.clock.now().getTime() + days * 24 * HOUR);

  it('keeps each course’s window and target, shows a student their course’s, and leaves the default course alone', async () => {
    const a = await courseWithStudents(t, 1);
    const b = await courseWithStudents(t, 1);
    const [deadlineA, deadlineB] = [inDays(3).toISOString(), inDays(5).toISOString()];
    const saved = await saveWindow(a.coordinator.client, a.course.id, new Date(deadlineA), 2);
    expect(saved).toMatchObject({ deadline: deadlineA, target: { min: 2, max: 2 } });
    await saveWindow(b.coordinator.client, b.course.id, new Date(deadlineB), 4);

    const readA = await a.coordinator.client.get(`/api/courses/${a.course.id}/formation`);
    expect(readA.body).toMatchObject({ deadline: deadlineA, target: { max: 2 } });
    const readB = await b.admin.client.get(`/api/courses/${b.course.id}/formation`);
    expect(readB.body).toMatchObject({ deadline: deadlineB, target: { max: 4 } });

    const [studentA] = a.students;
    const window = await studentA!.client.get(`/api/courses/${a.course.id}/formation/window`);
    expect(window.status).toBe(200);
    expect(window.body).toMatchObject({ deadline: deadlineA });
    const elsewhere = await studentA!.client.get(`/api/courses/${b.course.id}/formation/window`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ code: 'course.notFound' });
    // Its coordinator is not one of its students.
    const coordinator = await a.coordinator.client.get(
      `/api/courses/${a.course.id}/formation/window`,
    );
    expect(coordinator.status).toBe(404);

    // The unscoped calls are the default course's: nothing saved there.
    expect((await studentA!.client.get('/api/formation')).body).toMatchObject({ deadline: null });
    const admin = await a.admin.client.get('/api/admin/formation');
    expect(admin.body).toMatchObject({ deadline: null, target: { min: 3, max: 5 } });
  });

  it('holds each course’s teams to its own target maximum', async () => {
    const a = await courseWithStudents(t, 3);
    const b = await courseWithStudents(t, 3);
    const invitations = [];
    for (const { course, students } of [a, b]) {
      const [leader, member, joiner] = students;
      const { idea } = await insertTeam(t, leader!.user, [member!.user], {
        courseId: course.id,
        maxMembers: null,
      });
      const application = await apply(joiner!.client, idea.id);
      await decide(leader!.client, application.id, 'accepted');
      invitations.push({ joiner: joiner!, application });
    }
    await saveWindow(a.coordinator.client, a.course.id, null, 2);
    await saveWindow(b.coordinator.client, b.course.id, null, 4);

    const [inA, inB] = invitations;
    const full = await inA!.joiner.client.post(`/api/applications/${inA!.application.id}/confirm`);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'teams.full' });
    const joined = await inB!.joiner.client.post(
      `/api/applications/${inB!.application.id}/confirm`,
    );
    expect(joined.status, joined.text).toBe(200);
  });

  it('closes a course at its own deadline: its applications lapse, another course’s stay open', async () => {
    const a = await courseWithStudents(t, 2);
    const b = await courseWithStudents(t, 2);
    const pending = [];
    for (const { course, students } of [a, b]) {
      const [leader, applicant] = students;
      const { idea } = await insertTeam(t, leader!.user, [], { courseId: course.id });
      pending.push({ idea, application: await apply(applicant!.client, idea.id) });
    }
    await saveWindow(a.coordinator.client, a.course.id, inDays(1), 5);
    await saveWindow(b.coordinator.client, b.course.id, inDays(3), 5);
    t.clock.advance(25 * HOUR);
    await runFormationChecks(t.ctx);

    const [lapsedA, openB] = pending;
    const [applicantA, applicantB] = [a.students[1]!, b.students[1]!];
    const mine = async (client: HttpClient) =>
      (await client.get('/api/applications/my')).body as Array<{ id: string; status: string }>;
    expect(
      (await mine(applicantA.client)).find((x) => x.id === lapsedA!.application.id),
    ).toMatchObject({
      status: 'lapsed',
    });
    expect(
      (await mine(applicantB.client)).find((x) => x.id === openB!.application.id),
    ).toMatchObject({
      status: 'pending',
    });
    // Applying in the closed course is refused; in the open one it goes on.
    const newcomerA = await createSignedInUser(t);
    const newcomerB = await createSignedInUser(t);
    await enrol(a.coordinator.client, a.course.id, newcomerA.user);
    await enrol(b.coordinator.client, b.course.id, newcomerB.user);
    const refused = await newcomerA.client.post('/api/applications', { ideaId: lapsedA!.idea.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'formation.closed' });
    const accepted = await newcomerB.client.post('/api/applications', { ideaId: openB!.idea.id });
    expect(accepted.status, accepted.text).toBe(201);
  });

  it('reminds the course’s students without a team in it, and no one else', async () => {
    const a = await courseWithStudents(t, 3);
    const [leader, member, without] = a.students;
    await insertTeam(t, leader!.user, [member!.user], { courseId: a.course.id });
    const res = await a.coordinator.client.post(`/api/courses/${a.course.id}/formation/reminders`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ told: 1 });
    const told = async (client: HttpClient) =>
      ((await client.get('/api/notifications')).body as Array<{ code: string | null }>).some(
        (n) => n.code === 'notification.coordinatorReminder',
      );
    expect(await told(without!.client)).toBe(true);
    expect(await told(member!.client)).toBe(false);
  });

  it('reminds a student on two courses closing at the same instant once for each', async () => {
    const a = await courseWithStudents(t, 1);
    const b = await createCourse(t);
    const [student] = a.students;
    await enrol(b.coordinator.client, b.course.id, student!.user);
    const deadline = inDays(1);
    await saveWindow(a.coordinator.client, a.course.id, deadline, 5);
    await saveWindow(b.coordinator.client, b.course.id, deadline, 5);
    await runFormationChecks(t.ctx);
    await runFormationChecks(t.ctx);
    const closing = (
      (await student!.client.get('/api/notifications')).body as Array<{ code: string | null }>
    ).filter((n) => n.code === 'notification.formationClosing');
    expect(closing).toHaveLength(2);
  });
});
