import { describe, expect, it } from 'vitest';
import { INVITES_PER_STUDENT_PER_DAY, OPEN_INVITATIONS_MAX } from '@contract/limits.ts';
import { DAY } from '../../../src/server/lib/clock.ts';
import { useTestApp } from '../../support/app.ts';
import { createIdea, createLeader, createSignedInUser } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// How often a leader may invite (docs/rules/ideas-and-teams.md, "Invitations from the
// directory"): one student at most three times a day, counted across deleted and new ideas, and
// at most ten invitations waiting for an answer at once.
const t = useTestApp({ env: { EMAIL_POLL_MS: '50' } });

const listed = { appearInList: true, major: 'EE' } as const;
const inviteOf = (leader: HttpClient, studentId: string) =>
  leader.post('/api/teams/invitations', { studentId });

describe('invitations from one leader to one student', () => {
  it('a fourth in a day is refused, however often the idea was deleted and published again', async () => {
    const leader = await createLeader(t, {}, { title: 'Idea 0' });
    const student = await createSignedInUser(t, listed);
    let ideaId = leader.idea.id;
    for (let i = 1; i <= INVITES_PER_STUDENT_PER_DAY; i++) {
      expect((await inviteOf(leader.client, student.user.id)).status).toBe(201);
      // The invitation's e-mail arrives before the idea goes.
      const mail = await t.smtp.nextMail(student.user.email, i - 1);
      expect(mail.subject).toContain(
        `invited you to join the team for '\u2068Idea ${i - 1}\u2069'`,
      );
      expect((await leader.client.delete(`/api/ideas/${ideaId}`)).status).toBe(200);
      ideaId = (await createIdea(leader.client, { title: `Idea ${i}` })).id;
    }

    const fourth = await inviteOf(leader.client, student.user.id);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({
      code: 'invitations.tooOften',
      params: { max: 3 },
      message: 'You have invited this student 3 times today: you can invite them again tomorrow',
    });
    // No invitation was made, nor mailed.
    const waiting = await student.client.get('/api/notifications');
    expect(
      waiting.body.filter((n: { message: string }) => n.message.includes('Click to confirm')),
    ).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.mailsTo(student.user.email)).toHaveLength(3);

    // Another student is counted apart; and a day later this one can be invited again.
    const other = await createSignedInUser(t, listed);
    expect((await inviteOf(leader.client, other.user.id)).status).toBe(201);
    t.clock.advance(DAY);
    expect((await inviteOf(leader.client, student.user.id)).status).toBe(201);
  });

  it('a refused invitation is not counted', async () => {
    const leader = await createLeader(t);
    const student = await createSignedInUser(t, listed);
    expect((await inviteOf(leader.client, student.user.id)).status).toBe(201);
    for (let i = 0; i < 3; i++) {
      expect((await inviteOf(leader.client, student.user.id)).body.code).toBe(
        'invitations.alreadyInvited',
      );
    }
    const declined = await student.client.get('/api/notifications');
    const invitation = declined.body.find((n: { message: string }) =>
      n.message.includes('Click to confirm'),
    );
    expect(
      (await student.client.post(`/api/applications/${invitation.applicationId}/reject`)).status,
    ).toBe(200);
    // Two tries counted of three: a new idea's invitation still goes.
    expect((await leader.client.delete(`/api/ideas/${leader.idea.id}`)).status).toBe(200);
    await createIdea(leader.client);
    expect((await inviteOf(leader.client, student.user.id)).status).toBe(201);
  });
});

describe('open invitations of one leader', () => {
  it(`past ${OPEN_INVITATIONS_MAX} unanswered, the next is refused until one is answered`, async () => {
    const leader = await createLeader(t);
    const students = [];
    for (let i = 0; i <= OPEN_INVITATIONS_MAX; i++) {
      students.push(await createSignedInUser(t, listed));
    }
    for (const student of students.slice(0, OPEN_INVITATIONS_MAX)) {
      expect((await inviteOf(leader.client, student.user.id)).status).toBe(201);
    }
    const last = students[OPEN_INVITATIONS_MAX]!;
    const refused = await inviteOf(leader.client, last.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'invitations.tooManyOpen',
      params: { max: 10 },
      message:
        '10 of your invitations are still waiting for an answer: wait for some answers before inviting more',
    });

    const first = students[0]!;
    const invitation = (await first.client.get('/api/notifications')).body.find(
      (n: { message: string }) => n.message.includes('Click to confirm'),
    );
    expect(
      (await first.client.post(`/api/applications/${invitation.applicationId}/reject`)).status,
    ).toBe(200);
    expect((await inviteOf(leader.client, last.user.id)).status).toBe(201);
  });

  it(`sent all at once, exactly ${OPEN_INVITATIONS_MAX} go and the rest are refused`, async () => {
    const leader = await createLeader(t);
    const students = [];
    for (let i = 0; i < OPEN_INVITATIONS_MAX + 5; i++) {
      students.push(await createSignedInUser(t, listed));
    }
    const answers = await Promise.all(students.map((s) => inviteOf(leader.client, s.user.id)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(OPEN_INVITATIONS_MAX);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(
      Array.from({ length: 5 }, () => [409, 'invitations.tooManyOpen']),
    );
    const open = await leader.client.get(`/api/applications/idea/${leader.idea.id}`);
    expect(open.body).toHaveLength(OPEN_INVITATIONS_MAX);
  });
});
