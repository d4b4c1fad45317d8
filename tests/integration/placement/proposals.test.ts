import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, createUser, insertTeam } from '../../support/factories.ts';
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

  it('fills a team no further than the target maximum, and leaves the rest for want of room', async () => {
    const admin = await createCoordinator(t);
    const team = await insertTeam(t, await createUser(t));
    const students = [await createUser(t), await createUser(t), await createUser(t)];
    const proposal = await propose(admin.client, { min: 2, max: 3 });
    expect(proposal.assignments.filter((a) => a.ideaId === team.idea.id)).toHaveLength(2);
    expect(proposal.unplaced).toEqual([
      expect.objectContaining({ reason: 'no-room', studentId: expect.any(String) }),
    ]);
    expect(students.map((s) => s.id)).toContain(proposal.unplaced[0]!.studentId);
    expect(proposal.teams).toEqual([expect.objectContaining({ ideaId: team.idea.id, room: 2 })]);
  });

  it("takes the coordinator's saved target size when the request names none", async () => {
    const admin = await createCoordinator(t);
    const team = await insertTeam(t, await createUser(t));
    await createUser(t);
    await createUser(t);
    const saved = await admin.client.put('/api/admin/formation', {
      deadline: null,
      target: { min: 2, max: 2 },
    });
    expect(saved.status).toBe(200);
    try {
      const proposal = await propose(admin.client);
      expect(proposal.teams).toEqual([expect.objectContaining({ ideaId: team.idea.id, room: 1 })]);
      expect(proposal.assignments).toHaveLength(1);
      expect(proposal.unplaced).toEqual([expect.objectContaining({ reason: 'no-room' })]);
    } finally {
      await t.db.execute(sql`delete from formation_settings`);
    }
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
