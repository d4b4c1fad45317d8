import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  createTeam,
  invite,
} from '../../support/factories.ts';
import { brokenInvariants } from '../../support/security/invariants.ts';

// An admin change racing the students it touches: every answer is a success or a clean 4xx
// JSON error (never a 5xx from a deadlock), and the rows stay consistent afterwards.
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
const t = useTestApp();
beforeAll(async () => {
  admin = await createSignedInUser(t, { isAdmin: true });
});

const ROUNDS = 15;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Res = { status: number; body: any };

/** Every answer a success, or a 4xx with a JSON message; never a 5xx. */
function expectClean(all: Res[]) {
  const bad = all.filter(
    (r) =>
      r.status >= 500 || r.status < 200 || (r.status >= 400 && typeof r.body?.message !== 'string'),
  );
  expect(bad.map((r) => [r.status, r.body])).toEqual([]);
}

// Answers of the current test, checked once at its end so a failure counts every bad round.
let answers: Res[] = [];
beforeEach(() => {
  answers = [];
});

async function race(requests: Array<Promise<Res>>) {
  const all = await Promise.all(requests);
  answers.push(...all);
  return all;
}

async function expectInvariants() {
  expectClean(answers);
  expect(await brokenInvariants(t.db)).toEqual({});
}

// Each test builds its fixtures through the API fifteen times over: minutes on a busy machine.
describe('admin changes racing the students they touch', { timeout: 240_000 }, () => {
  it('deleting a user while the owner accepts or declines their application', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const leader = await createLeader(t);
      const student = await createSignedInUser(t);
      const application = await apply(student.client, leader.idea.id);
      await race([
        admin.client.delete(`/api/admin/users/${student.user.id}`),
        leader.client.put(`/api/applications/${application.id}/status`, {
          status: round % 2 === 0 ? 'accepted' : 'rejected',
        }),
      ]);
    }
    await expectInvariants();
  });

  it('deleting a user while they confirm an invitation, leave a team or apply', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const leader = await createLeader(t);
      const other = await createLeader(t);
      const invitee = await createSignedInUser(t);
      const invitation = await invite(invitee.client, leader.client, leader.idea.id);
      const team = await createTeam(t);
      const applicant = await createSignedInUser(t);
      await race([
        admin.client.delete(`/api/admin/users/${invitee.user.id}`),
        invitee.client.post(`/api/applications/${invitation.id}/confirm`),
        admin.client.delete(`/api/admin/users/${team.member.user.id}`),
        team.member.client.post('/api/teams/leave'),
        admin.client.delete(`/api/admin/users/${applicant.user.id}`),
        applicant.client.post('/api/applications', { ideaId: other.idea.id }),
      ]);
    }
    await expectInvariants();
  });

  it('deleting a leader while their members leave and the leader decides', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { leader, member } = await createTeam(t);
      const applicant = await createSignedInUser(t);
      const application = await apply(applicant.client, leader.idea.id);
      await race([
        admin.client.delete(`/api/admin/users/${leader.user.id}`),
        member.client.post('/api/teams/leave'),
        leader.client.put(`/api/applications/${application.id}/status`, { status: 'accepted' }),
      ]);
    }
    await expectInvariants();
  });

  it('deleting an idea while students apply, the owner accepts and an invitee confirms', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const leader = await createLeader(t);
      const invitee = await createSignedInUser(t);
      const invitation = await invite(invitee.client, leader.client, leader.idea.id);
      const pending = await createSignedInUser(t);
      const application = await apply(pending.client, leader.idea.id);
      const applicants = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
      await race([
        admin.client.delete(`/api/admin/ideas/${leader.idea.id}`),
        ...applicants.map((a) => a.client.post('/api/applications', { ideaId: leader.idea.id })),
        leader.client.put(`/api/applications/${application.id}/status`, { status: 'accepted' }),
        invitee.client.post(`/api/applications/${invitation.id}/confirm`),
      ]);
    }
    await expectInvariants();
  });

  it('toggling admin and editing a user while they edit their own profile', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const student = await createSignedInUser(t);
      await race([
        admin.client.put(`/api/admin/users/${student.user.id}`, { isAdmin: round % 2 === 0 }),
        admin.client.put(`/api/admin/users/${student.user.id}`, {
          bio: `Edited by admin ${round}`,
        }),
        student.client.put('/api/profile', { bio: `Edited by me ${round}` }),
        student.client.put('/api/profile', { skills: 'React' }),
      ]);
    }
    await expectInvariants();
  });

  it('hiding an idea while students apply to it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const leader = await createLeader(t);
      const applicants = await Promise.all([createSignedInUser(t), createSignedInUser(t)]);
      const all = await race([
        admin.client.put(`/api/admin/ideas/${leader.idea.id}`, { isHidden: true }),
        ...applicants.map((a) => a.client.post('/api/applications', { ideaId: leader.idea.id })),
      ]);
      expect(all[0]!.status).toBe(200);
    }
    await expectInvariants();
  });
});
