import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createLeader, createSignedInUser, createTeam } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// Each idea tells its viewer why they cannot apply, before they try, and the server's apply
// call refuses for that same reason; nothing of other students leaks with it.

const t = useTestApp();

type ListedIdea = { id: string; applyBlockedReason: unknown; kickedMemberIds: string };

async function listed(client: HttpClient, ideaId: string): Promise<ListedIdea> {
  const res = await client.get('/api/ideas?limit=100');
  expect(res.status).toBe(200);
  const idea = (res.body as ListedIdea[]).find((i) => i.id === ideaId);
  expect(idea, 'the idea is listed').toBeDefined();
  return idea!;
}

describe('applyBlockedReason in GET /api/ideas', () => {
  it('is null for a student whose major is required, and the application goes through', async () => {
    const leader = await createLeader(t, { gender: 'female' }, { requiredMajors: 'CS,SWE' });
    const student = await createSignedInUser(t, { gender: 'female', major: 'SWE' });
    expect((await listed(student.client, leader.idea.id)).applyBlockedReason).toBeNull();
    expect(
      (await student.client.post('/api/applications', { ideaId: leader.idea.id })).status,
    ).toBe(201);
  });

  it("says 'majorNotAccepted' when the major is not required and cross-major is off", async () => {
    const strict = await createLeader(t, {}, { requiredMajors: 'CS', allowCrossMajor: false });
    const open = await createLeader(t, {}, { requiredMajors: 'CS', allowCrossMajor: true });
    const student = await createSignedInUser(t, { major: 'FIN' });
    expect((await listed(student.client, strict.idea.id)).applyBlockedReason).toBe(
      'majorNotAccepted',
    );
    expect((await listed(student.client, open.idea.id)).applyBlockedReason).toBeNull();
    const refused = await student.client.post('/api/applications', { ideaId: strict.idea.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Your major is not among this idea's required majors");
  });

  it("says 'removedFromTeam' to the removed student only, without the list of removed", async () => {
    const { leader, member, idea } = await createTeam(t, { idea: { requiredMajors: 'CS' } });
    const bystander = await createSignedInUser(t, { major: 'CS' });
    await leader.client.post('/api/teams/remove-member', { memberId: member.user.id });

    const seenByRemoved = await listed(member.client, idea.id);
    expect(seenByRemoved.applyBlockedReason).toBe('removedFromTeam');
    expect(seenByRemoved.kickedMemberIds).toBe('');
    const seenByOther = await listed(bystander.client, idea.id);
    expect(seenByOther.applyBlockedReason).toBeNull();
    expect(seenByOther.kickedMemberIds).toBe('');
    const refused = await member.client.post('/api/applications', { ideaId: idea.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You were removed from this team and cannot join it again');
  });

  it('is null on the own idea, in the list, in GET /api/ideas/my and in the create answer', async () => {
    const owner = await createSignedInUser(t, { major: 'ME' });
    const created = await owner.client.post('/api/ideas', {
      title: 'Wind tunnel',
      description: 'A small wind tunnel for the lab.',
      teamId: 'M987',
      requiredMajors: 'CS',
    });
    expect(created.status).toBe(201);
    expect(created.body.applyBlockedReason).toBeNull();
    expect((await listed(owner.client, created.body.id)).applyBlockedReason).toBeNull();
    const mine = await owner.client.get('/api/ideas/my');
    expect(mine.body[0].applyBlockedReason).toBeNull();
  });

  it("says 'withdrawnTooOften' to the student who withdrew three times, and only to them", async () => {
    const leader = await createLeader(t, {}, { requiredMajors: 'CS' });
    const student = await createSignedInUser(t, { major: 'CS' });
    const bystander = await createSignedInUser(t, { major: 'CS' });
    const applyAndWithdraw = async () => {
      const applied = await student.client.post('/api/applications', { ideaId: leader.idea.id });
      expect(applied.status).toBe(201);
      expect((await listed(student.client, leader.idea.id)).applyBlockedReason).toBeNull();
      await student.client.delete(`/api/applications/${applied.body.id}`);
    };
    await applyAndWithdraw();
    // One withdrawal leaves the idea open to them.
    expect((await listed(student.client, leader.idea.id)).applyBlockedReason).toBeNull();
    await applyAndWithdraw();
    await applyAndWithdraw();
    expect((await listed(student.client, leader.idea.id)).applyBlockedReason).toBe(
      'withdrawnTooOften',
    );
    expect((await listed(bystander.client, leader.idea.id)).applyBlockedReason).toBeNull();
    const refused = await student.client.post('/api/applications', { ideaId: leader.idea.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'You have withdrawn from this idea too many times to apply to it again',
    );
  });
});
