import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { TEAMS_PER_TRANSACTION } from '../../../src/server/modules/placement/apply-proposal.ts';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  createUser,
  insertTeam,
  invite,
  notificationsOf,
} from '../../support/factories.ts';
import {
  applyProposal,
  createCoordinator,
  freshUniversity,
  propose,
  teamsOf,
} from '../../support/placement.ts';
import { captureTransactions } from '../../support/statements.ts';

// An applied proposal places a batch of teams per transaction, each step one statement for the
// whole batch, with every effect a confirmation has
// (docs/decisions/0088-placement-proposals-applied-once.md).
const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

beforeEach(() => freshUniversity(t));

/** The transactions of an apply that placed students (the e-mail worker's left out). */
async function placingTransactions(admin: Awaited<ReturnType<typeof createCoordinator>>) {
  const proposal = await propose(admin.client);
  let answer = { status: 0, body: { applied: [] as unknown[] } };
  const transactions = await captureTransactions(t, async () => {
    answer = await applyProposal(admin.client, proposal.id);
  });
  expect(answer.status).toBe(200);
  expect(answer.body.applied).toHaveLength(proposal.assignments.length);
  return transactions.filter((tx) => tx.some((s) => /insert into "team_members"/.test(s.text)));
}

describe('applying a proposal in batches of teams', () => {
  it('places a batch of teams in as many statements as one team', async () => {
    const admin = await createCoordinator(t);
    await insertTeam(t, await createUser(t));
    await createUser(t);
    const [one, ...none] = await placingTransactions(admin);
    expect(none).toEqual([]);

    await freshUniversity(t);
    const teams = TEAMS_PER_TRANSACTION + 1;
    for (let i = 0; i < teams; i++) {
      await insertTeam(t, await createUser(t), [], { maxMembers: 3 });
      await createUser(t);
      await createUser(t);
    }
    const batches = await placingTransactions(admin);
    expect(batches).toHaveLength(2);
    for (const batch of batches) expect(batch).toHaveLength(one!.length);
  });

  it("closes a placed student's applications as a confirmation does, and tells those leaders", async () => {
    const admin = await createCoordinator(t);
    const student = await createSignedInUser(t, { major: 'CS' });
    const applied = await createLeader(t, {}, { requiredMajors: 'CS', title: 'Applied to' });
    const inviting = await createLeader(t, {}, { requiredMajors: 'CS', title: 'Invited by' });
    await apply(student.client, applied.idea.id);
    await invite(student.client, inviting.client, inviting.idea.id);
    // Both leaders then ask for ME only: the proposal places the student in `placing`.
    for (const leader of [applied, inviting]) {
      const res = await leader.client.put(`/api/ideas/${leader.idea.id}`, { requiredMajors: 'ME' });
      expect(res.status).toBe(200);
    }
    const placing = await insertTeam(t, await createUser(t));
    const proposal = await propose(admin.client);
    expect(proposal.assignments).toEqual([
      expect.objectContaining({ studentId: student.user.id, ideaId: placing.idea.id }),
    ]);

    expect((await applyProposal(admin.client, proposal.id)).status).toBe(200);
    expect(await teamsOf(t, student.user.id)).toEqual([placing.idea.id]);
    const statuses = await queryRows<{ status: string }>(
      t.db,
      sql`select status from applications where applicant_id = ${student.user.id}`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['closed', 'closed']);
    // The inviting leader is told; the other leader's "applied" notice asks nothing any more.
    const invitingNews = await notificationsOf(inviting.client);
    expect(invitingNews[0]!.message).toBe(
      `${student.user.name} joined another team and will not join 'Invited by'.`,
    );
    const appliedNews = await notificationsOf(applied.client);
    expect(appliedNews.filter((n) => !n.isRead)).toEqual([]);
    // The student's invitation no longer asks them to confirm.
    const studentNews = await notificationsOf(student.client);
    expect(studentNews.some((n) => n.message.includes('Click to confirm'))).toBe(false);
    expect(studentNews[0]!.message).toBe(
      `A coordinator placed you in the team for '${placing.idea.title}'.`,
    );
  });

  it('closes the pending applications to a team the placement fills, and tells their students', async () => {
    const admin = await createCoordinator(t);
    const leader = await createLeader(
      t,
      {},
      { maxMembers: 2, requiredMajors: 'CS', title: 'Mill' },
    );
    const waiting = [await createSignedInUser(t), await createSignedInUser(t)];
    const pending = [];
    for (const w of waiting) pending.push(await apply(w.client, leader.idea.id));
    const student = await createUser(t);
    // The coordinator sends only `student` to the team: the two applicants stay teamless.
    const proposal = await propose(admin.client);
    const res = await applyProposal(admin.client, proposal.id, {
      assignments: [{ studentId: student.id, ideaId: leader.idea.id }],
    });
    expect(res.status).toBe(200);
    expect(await teamsOf(t, student.id)).toEqual([leader.idea.id]);
    for (const [i, w] of waiting.entries()) {
      expect(await teamsOf(t, w.user.id)).toEqual([]);
      expect((await w.client.get('/api/applications/my')).body).toEqual([
        expect.objectContaining({ id: pending[i]!.id, status: 'filled' }),
      ]);
      expect(await notificationsOf(w.client)).toEqual([
        expect.objectContaining({
          type: 'application_closed',
          applicationId: pending[i]!.id,
          message: "The team for 'Mill' is now full, so your application to join it was closed.",
        }),
      ]);
    }
    expect((await leader.client.get(`/api/applications/idea/${leader.idea.id}`)).body).toEqual([]);
  });
});
