import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  createUser,
  insertTeam,
  invite,
} from '../../support/factories.ts';
import {
  applyProposal,
  createCoordinator,
  freshUniversity,
  propose,
} from '../../support/placement.ts';

// A proposal places every verified student without a team, by the hard rules, as many as can be
// (docs/rules/placement.md, docs/decisions/0074-placement-by-min-cost-flow.md).
const t = useTestApp();

beforeEach(() => freshUniversity(t));

const placeOf = (proposal: Awaited<ReturnType<typeof propose>>, studentId: string) =>
  proposal.assignments.find((a) => a.studentId === studentId)?.ideaId;
const rowOf = (proposal: Awaited<ReturnType<typeof propose>>, studentId: string) =>
  proposal.assignments.find((a) => a.studentId === studentId);
const reasonOf = (proposal: Awaited<ReturnType<typeof propose>>, studentId: string) =>
  proposal.unplaced.find((u) => u.studentId === studentId)?.reason;

describe('POST /api/admin/formation/proposals', () => {
  it('places a CS and an EE student when one place is CS-only and one open: most placed', async () => {
    const admin = await createCoordinator(t);
    const csOnly = await insertTeam(t, await createUser(t), [], {
      requiredMajors: 'CS',
      maxMembers: 2,
    });
    const open = await insertTeam(t, await createUser(t), [], {
      requiredMajors: 'ME',
      allowCrossMajor: true,
      maxMembers: 2,
    });
    const cs = await createUser(t, { major: 'CS' });
    const ee = await createUser(t, { major: 'EE' });

    const proposal = await propose(admin.client);
    expect(placeOf(proposal, cs.id)).toBe(csOnly.idea.id);
    expect(placeOf(proposal, ee.id)).toBe(open.idea.id);
    expect(proposal.assignments.find((a) => a.studentId === ee.id)).toMatchObject({
      studentName: ee.name,
      major: 'EE',
      ideaTitle: open.idea.title,
      teamId: open.idea.teamId,
    });
    expect(proposal.unplaced).toEqual([]);
  });

  it('places only in teams of the same gender, and a CS-only team takes only CS', async () => {
    const admin = await createCoordinator(t);
    const team = await insertTeam(t, await createUser(t, { gender: 'male' }), [], {
      requiredMajors: 'CS',
    });
    const female = await createUser(t, { gender: 'female', major: 'CS' });
    const ee = await createUser(t, { gender: 'male', major: 'EE' });
    const cs = await createUser(t, { gender: 'male', major: 'CS' });

    const proposal = await propose(admin.client);
    expect(placeOf(proposal, cs.id)).toBe(team.idea.id);
    expect(reasonOf(proposal, female.id)).toBe('no-team-of-gender');
    expect(reasonOf(proposal, ee.id)).toBe('major-not-accepted');
  });

  it('never places a student back in a team that removed them', async () => {
    const admin = await createCoordinator(t);
    const removed = await createUser(t, { major: 'CS' });
    await insertTeam(t, await createUser(t), [], { kickedMemberIds: removed.id });
    const proposal = await propose(admin.client);
    expect(reasonOf(proposal, removed.id)).toBe('removed-from-every-fitting-team');
  });

  it('fills a team no further than the target maximum, and forms a new team of the rest', async () => {
    const admin = await createCoordinator(t);
    const team = await insertTeam(t, await createUser(t));
    const students = [];
    for (let i = 0; i < 5; i++) students.push(await createUser(t));
    const proposal = await propose(admin.client, { min: 2, max: 3 });
    expect(proposal.assignments.filter((a) => a.ideaId === team.idea.id)).toHaveLength(2);
    const inNew = proposal.assignments.filter((a) => a.newTeam !== null);
    expect(inNew).toHaveLength(3);
    expect(new Set(inNew.map((a) => a.newTeam)).size).toBe(1);
    expect(inNew.every((a) => a.ideaId === null && a.reason === 'new-team')).toBe(true);
    expect(proposal.unplaced).toEqual([]);
    expect(proposal.teams).toEqual([expect.objectContaining({ ideaId: team.idea.id, room: 2 })]);
  });

  it("takes the coordinator's saved target size when the request names none", async () => {
    const admin = await createCoordinator(t);
    const team = await insertTeam(t, await createUser(t));
    for (let i = 0; i < 3; i++) await createUser(t);
    const saved = await admin.client.put('/api/admin/formation', {
      deadline: null,
      target: { min: 2, max: 2 },
    });
    expect(saved.status).toBe(200);
    try {
      const proposal = await propose(admin.client);
      expect(proposal.teams).toEqual([expect.objectContaining({ ideaId: team.idea.id, room: 1 })]);
      // One in the team's last place, two in a new team of the saved size.
      expect(proposal.assignments.filter((a) => a.ideaId === team.idea.id)).toHaveLength(1);
      expect(proposal.assignments.filter((a) => a.newTeam !== null)).toHaveLength(2);
      expect(proposal.unplaced).toEqual([]);
    } finally {
      await t.db.execute(sql`delete from formation_settings`);
    }
  });

  it('takes the target the Formation tab shows when none was saved, not the app limits', async () => {
    const admin = await createCoordinator(t);
    const team = await insertTeam(t, await createUser(t));
    for (let i = 0; i < 6; i++) await createUser(t);
    const shown = (await admin.client.get('/api/admin/formation')).body.target;
    const proposal = await propose(admin.client);
    expect(proposal.target).toEqual(shown);
    // The leader and the shown maximum's room.
    expect(proposal.teams).toEqual([
      expect.objectContaining({ ideaId: team.idea.id, room: shown.max - 1 }),
    ]);
    expect(proposal.unplaced).toEqual([]);
    const newTeamSize = proposal.assignments.filter((a) => a.newTeam !== null).length;
    expect(newTeamSize === 0 || newTeamSize >= shown.min).toBe(true);
    expect(newTeamSize).toBeLessThanOrEqual(shown.max);
  });

  it('leaves out admins, unverified students and students already in a team', async () => {
    const admin = await createCoordinator(t);
    const member = await createUser(t);
    await insertTeam(t, await createUser(t), [member]);
    await createUser(t, { isVerified: false });
    const proposal = await propose(admin.client);
    const everyone = [...proposal.assignments, ...proposal.unplaced].map((s) => s.studentId);
    expect(everyone).toEqual([]);
  });

  it('refuses a target whose minimum is above its maximum, or outside 2 to 20', async () => {
    const admin = await createCoordinator(t);
    const crossed = await admin.client.post('/api/admin/formation/proposals', { min: 5, max: 3 });
    expect(crossed.status).toBe(400);
    expect(crossed.body.code).toBe('placement.targetOrder');
    const big = await admin.client.post('/api/admin/formation/proposals', { max: 21 });
    expect(big.status).toBe(400);
  });

  it('is for admins only', async () => {
    const student = await createSignedInUser(t);
    const res = await student.client.post('/api/admin/formation/proposals');
    expect(res.status).toBe(403);
    const admin = await createCoordinator(t);
    const proposal = await propose(admin.client);
    const applied = await applyProposal(student.client, proposal.id);
    expect(applied.status).toBe(403);
    const anonymous = await t.client().post('/api/admin/formation/proposals');
    expect(anonymous.status).toBe(401);
  });
});

describe('a proposal honours choices and held seats, and says why', () => {
  /** A team of four of the default gender: one place left under the default target of 3 to 5. */
  const almostFull = async () =>
    insertTeam(t, await createUser(t), [
      await createUser(t),
      await createUser(t),
      await createUser(t),
    ]);

  it("gives a team's place to the student who applied to it, as their choice", async () => {
    const admin = await createCoordinator(t);
    const wanted = await createLeader(t, { major: 'CS' }, { maxMembers: 2 });
    const other = await almostFull();
    const plain = await createUser(t);
    const applicant = await createSignedInUser(t, { major: 'CS' });
    await apply(applicant.client, other.idea.id);
    await apply(applicant.client, wanted.idea.id);

    const proposal = await propose(admin.client, { min: 3, max: 5 });
    // Their first choice has room only for one, and the size rule would rather fill the smaller.
    expect(rowOf(proposal, applicant.user.id)).toMatchObject({
      ideaId: other.idea.id,
      reason: 'choice',
      choice: 1,
    });
    expect(rowOf(proposal, plain.id)).toMatchObject({
      ideaId: wanted.idea.id,
      reason: 'required-major',
      choice: null,
    });
  });

  it("keeps an accepted student's seat: never given to another", async () => {
    const admin = await createCoordinator(t);
    const held = await createLeader(t, { major: 'CS' }, { maxMembers: 2 });
    const accepted = await createSignedInUser(t, { major: 'CS' });
    await invite(accepted.client, held.client, held.idea.id);
    const applicant = await createSignedInUser(t, { major: 'CS' });
    await apply(applicant.client, held.idea.id);

    const proposal = await propose(admin.client, { min: 3, max: 5 });
    expect(rowOf(proposal, accepted.user.id)).toMatchObject({
      ideaId: held.idea.id,
      reason: 'accepted',
    });
    expect(proposal.unplaced).toEqual([
      expect.objectContaining({
        studentId: applicant.user.id,
        reason: 'no-room',
        // Alone, too few for a new team.
        remedy: 'more-students',
      }),
    ]);
  });
});
