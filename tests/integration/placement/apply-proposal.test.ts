import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  createLeader,
  createSignedInUser,
  createUser,
  insertTeam,
  invite,
  join,
  notificationsOf,
  signIn,
} from '../../support/factories.ts';
import {
  applyProposal,
  createCoordinator,
  freshUniversity,
  propose,
  teamsOf,
} from '../../support/placement.ts';

// Applying a proposal checks every rule again at that moment, once per proposal
// (docs/rules/placement.md, docs/decisions/0088-placement-proposals-applied-once.md).
const t = useTestApp();

beforeEach(() => freshUniversity(t));

describe('POST /api/admin/formation/proposals/{id}/apply', () => {
  it('places the students, tells each and the leader, and can be applied only once', async () => {
    const admin = await createCoordinator(t);
    const leader = await createUser(t);
    const team = await insertTeam(t, leader);
    const student = await createUser(t);
    const proposal = await propose(admin.client);

    const res = await applyProposal(admin.client, proposal.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      applied: [
        {
          studentId: student.id,
          studentName: student.name,
          major: 'CS',
          ideaId: team.idea.id,
          ideaTitle: team.idea.title,
          teamId: team.idea.teamId,
          newTeam: null,
        },
      ],
      skipped: [],
    });
    expect(await teamsOf(t, student.id)).toEqual([team.idea.id]);
    const studentNews = await notificationsOf(await signIn(t, student));
    expect(studentNews[0]!.message).toBe(
      `A coordinator placed you in the team for '${team.idea.title}'.`,
    );
    const leaderNews = await notificationsOf(await signIn(t, leader));
    expect(leaderNews[0]!.message).toBe(
      `A coordinator placed ${student.name} in your team for '${team.idea.title}'.`,
    );
    // The users export tells the placed student from one who joined by the handshake.
    const csv = (await admin.client.get('/api/admin/export/users.csv')).text.split('\r\n');
    expect(csv.find((line) => line.includes(student.email))).toContain(',placed by coordinator,');
    expect(csv.find((line) => line.includes(leader.email))).toContain(',in team,');

    const again = await applyProposal(admin.client, proposal.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('placement.applied');
  });

  it('skips a student who joined a team since, and a team that filled since', async () => {
    const admin = await createCoordinator(t);
    const full = await createLeader(t, {}, { maxMembers: 2, requiredMajors: 'CS' });
    const other = await createLeader(t, {}, { maxMembers: 2, requiredMajors: 'CS' });
    const first = await createSignedInUser(t);
    const second = await createSignedInUser(t);
    const proposal = await propose(admin.client);
    const placed = (id: string) => proposal.assignments.find((a) => a.studentId === id)!.ideaId;
    expect(new Set([placed(first.user.id), placed(second.user.id)]).size).toBe(2);
    // The student proposed for `full` joins `other` meanwhile, which fills `other`.
    const [joiner, waiting] =
      placed(first.user.id) === full.idea.id ? [first, second] : [second, first];
    await join(joiner.client, other.client, other.idea.id);

    const res = await applyProposal(admin.client, proposal.id);
    expect(res.status).toBe(200);
    expect(res.body.applied).toEqual([]);
    expect(res.body.skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ studentId: joiner.user.id, reason: 'in-a-team' }),
        expect.objectContaining({ studentId: waiting.user.id, reason: 'team-full' }),
      ]),
    );
    expect(await teamsOf(t, joiner.user.id)).toEqual([other.idea.id]);
    expect(await teamsOf(t, waiting.user.id)).toEqual([]);
  });

  it("applies the coordinator's adjustments: a student moved, another left out", async () => {
    const admin = await createCoordinator(t);
    const a = await insertTeam(t, await createUser(t), [], { maxMembers: 2 });
    const b = await insertTeam(t, await createUser(t), [], { maxMembers: 3 });
    const moved = await createUser(t);
    const leftOut = await createUser(t);
    const proposal = await propose(admin.client);
    expect(proposal.assignments).toHaveLength(2);

    const res = await applyProposal(admin.client, proposal.id, {
      assignments: [{ studentId: moved.id, ideaId: a.idea.id }],
    });
    expect(res.status).toBe(200);
    expect(res.body.applied).toEqual([
      expect.objectContaining({ studentId: moved.id, ideaId: a.idea.id }),
    ]);
    const proposedForLeftOut = proposal.assignments.find((x) => x.studentId === leftOut.id)!;
    expect(res.body.skipped).toEqual([
      expect.objectContaining({
        studentId: leftOut.id,
        ideaId: proposedForLeftOut.ideaId,
        reason: 'left-out',
      }),
    ]);
    expect(await teamsOf(t, leftOut.id)).toEqual([]);
    expect([a.idea.id, b.idea.id]).toContain(proposedForLeftOut.ideaId);
  });

  it('re-checks a moved student against the team: removed before, or a major it does not take', async () => {
    const admin = await createCoordinator(t);
    const kicked = await createUser(t, { major: 'CS' });
    const ee = await createUser(t, { major: 'EE' });
    const open = await insertTeam(t, await createUser(t), [], { allowCrossMajor: true });
    const csOnly = await insertTeam(t, await createUser(t), [], { kickedMemberIds: kicked.id });
    const proposal = await propose(admin.client);
    expect(proposal.assignments.map((x) => x.ideaId)).toEqual([open.idea.id, open.idea.id]);

    const res = await applyProposal(admin.client, proposal.id, {
      assignments: [
        { studentId: kicked.id, ideaId: csOnly.idea.id },
        { studentId: ee.id, ideaId: csOnly.idea.id },
      ],
    });
    expect(res.body.skipped).toEqual([
      expect.objectContaining({ studentId: kicked.id, reason: 'removed-from-team' }),
      expect.objectContaining({ studentId: ee.id, reason: 'major-not-accepted' }),
    ]);
    expect(await teamsOf(t, kicked.id)).toEqual([]);
  });

  it('refuses students not in the proposal, or one twice, and then still applies', async () => {
    const admin = await createCoordinator(t);
    const team = await insertTeam(t, await createUser(t));
    const student = await createUser(t);
    const proposal = await propose(admin.client);
    const stranger = await createUser(t);
    const bad = await applyProposal(admin.client, proposal.id, {
      assignments: [{ studentId: stranger.id, ideaId: team.idea.id }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('placement.notInProposal');
    const twice = await applyProposal(admin.client, proposal.id, {
      assignments: [
        { studentId: student.id, ideaId: team.idea.id },
        { studentId: student.id, ideaId: team.idea.id },
      ],
    });
    expect(twice.status).toBe(400);
    const res = await applyProposal(admin.client, proposal.id);
    expect(res.status).toBe(200);
    expect(await teamsOf(t, student.id)).toEqual([team.idea.id]);
    const missing = await applyProposal(admin.client, crypto.randomUUID());
    expect(missing.status).toBe(404);
  });

  it('takes the body of a large university: 2,000 assignments are read, not refused for size', async () => {
    const admin = await createCoordinator(t);
    const proposal = await propose(admin.client);
    const assignments = Array.from({ length: 2000 }, () => ({
      studentId: crypto.randomUUID(),
      ideaId: crypto.randomUUID(),
    }));
    const res = await applyProposal(admin.client, proposal.id, { assignments });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('placement.notInProposal');
  });

  it('a student confirming an invitation while the proposal is applied ends in one team', async () => {
    const admin = await createCoordinator(t);
    for (let round = 0; round < 4; round++) {
      await freshUniversity(t);
      const inviting = await createLeader(t, {}, { requiredMajors: 'CS' });
      const student = await createSignedInUser(t, { major: 'CS' });
      const application = await invite(student.client, inviting.client, inviting.idea.id);
      // The leader then asks for ME only: the proposal's one place for the student is `placing`.
      const narrowed = await inviting.client.put(`/api/ideas/${inviting.idea.id}`, {
        requiredMajors: 'ME',
      });
      expect(narrowed.status).toBe(200);
      const placing = await insertTeam(t, await createUser(t));
      const proposal = await propose(admin.client);
      expect(proposal.assignments).toEqual([
        expect.objectContaining({ studentId: student.user.id, ideaId: placing.idea.id }),
      ]);

      const [confirmed, applied] = await Promise.all([
        student.client.post(`/api/applications/${application.id}/confirm`),
        applyProposal(admin.client, proposal.id),
      ]);
      expect(applied.status).toBe(200);
      const teams = await teamsOf(t, student.user.id);
      expect(teams).toHaveLength(1);
      if (confirmed.status === 200) {
        expect(teams).toEqual([inviting.idea.id]);
        expect(applied.body.skipped).toEqual([
          expect.objectContaining({ studentId: student.user.id, reason: 'in-a-team' }),
        ]);
      } else {
        expect(confirmed.status).toBe(409);
        expect(teams).toEqual([placing.idea.id]);
        expect(applied.body.applied).toHaveLength(1);
      }
    }
  });
});
