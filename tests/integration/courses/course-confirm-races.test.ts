import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createIdea, createSignedInUser, ideaInput, invite } from '../../support/factories.ts';
import { queryRows } from '../../../src/server/db/client.ts';
import { createCourse, enrol } from './course-setup.ts';

// One team per student per course (docs/rules/courses.md), under confirmations at the same
// instant: two courses' invitations both join; two of one course join one team.

const ROUNDS = 4;

describe('confirming invitations at the same instant', () => {
  const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

  const teamsOf = async (userId: string, courseId: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from team_members
        where user_id = ${userId}::uuid and course_id = ${courseId}::uuid`,
    );
    return row!.n;
  };

  it('joins a team in each of two courses', async () => {
    const { course, coordinator } = await createCourse(t);
    const here = await createSignedInUser(t, { gender: 'male' });
    const there = await createSignedInUser(t, { gender: 'male' });
    await enrol(coordinator.client, course.id, there.user);
    const ideaHere = await createIdea(here.client);
    const res = await there.client.post(`/api/courses/${course.id}/ideas`, ideaInput());
    const ideaThere = res.body as { id: string };
    for (let round = 0; round < ROUNDS; round++) {
      const student = await createSignedInUser(t, { gender: 'male' });
      await enrol(coordinator.client, course.id, student.user);
      const a = await invite(student.client, here.client, ideaHere.id);
      const b = await invite(student.client, there.client, ideaThere.id);
      const answers = await Promise.all([
        student.client.post(`/api/applications/${a.id}/confirm`),
        student.client.post(`/api/applications/${b.id}/confirm`),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect((await student.client.get('/api/teams/my')).body.ideaId).toBe(ideaHere.id);
      const teamThere = await student.client.get(`/api/courses/${course.id}/teams/my`);
      expect(teamThere.body.ideaId).toBe(ideaThere.id);
    }
  });

  it('joins exactly one team of one course', async () => {
    const { course, coordinator } = await createCourse(t);
    const first = await createSignedInUser(t, { gender: 'female' });
    const second = await createSignedInUser(t, { gender: 'female' });
    await enrol(coordinator.client, course.id, first.user, second.user);
    const ideas = await Promise.all(
      [first, second].map(
        async (l) => (await l.client.post(`/api/courses/${course.id}/ideas`, ideaInput())).body,
      ),
    );
    for (let round = 0; round < ROUNDS; round++) {
      const student = await createSignedInUser(t, { gender: 'female' });
      await enrol(coordinator.client, course.id, student.user);
      const a = await invite(student.client, first.client, ideas[0].id);
      const b = await invite(student.client, second.client, ideas[1].id);
      const answers = await Promise.all([
        student.client.post(`/api/applications/${a.id}/confirm`),
        student.client.post(`/api/applications/${b.id}/confirm`),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await teamsOf(student.user.id, course.id)).toBe(1);
      const joined = answers[0]!.status === 200 ? ideas[0].id : ideas[1].id;
      const team = await student.client.get(`/api/courses/${course.id}/teams/my`);
      expect(team.body.ideaId).toBe(joined);
    }
  });
});
