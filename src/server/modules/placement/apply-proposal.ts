import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  PLACEMENT_ERRORS as E,
  type ApplyProposalAnswer,
  type ApplyProposalInput,
} from '@contract/placement.ts';
import type { AppContext } from '../../context.ts';
import { ideas, placementProposals, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { placeTeams, type Outcome, type TeamOrder } from './place-teams.ts';

// POST /api/admin/formation/proposals/{id}/apply: the proposal, as the coordinator adjusted it,
// applied once, a batch of teams per transaction (docs/rules/placement.md,
// docs/decisions/0088-placement-proposals-applied-once.md,
// docs/decisions/0106-placement-applied-in-batches.md).

/** Teams per transaction: few enough that a student's own call waits on its locks briefly. */
export const TEAMS_PER_TRANSACTION = 50;

type Wanted = Array<{ studentId: string; ideaId: string }>;

/** Only students of the proposal, each once: a typo never places a stranger. */
function checkWanted(wanted: Wanted, proposed: Set<string>) {
  const seen = new Set<string>();
  for (const { studentId } of wanted) {
    if (!proposed.has(studentId)) throw badRequest(E.notInProposal, ['assignments']);
    if (seen.has(studentId)) throw badRequest(E.twice, ['assignments']);
    seen.add(studentId);
  }
}

export async function applyProposal(
  ctx: AppContext,
  options: { proposalId: string; body: ApplyProposalInput },
): Promise<ApplyProposalAnswer> {
  const [proposal] = await ctx.db
    .select()
    .from(placementProposals)
    .where(eq(placementProposals.id, options.proposalId));
  if (!proposal) throw notFound(E.notFound);
  if (proposal.appliedAt) throw conflict(E.applied);
  const wanted = options.body?.assignments ?? proposal.assignments;
  checkWanted(
    wanted,
    new Set([...proposal.assignments, ...proposal.unplaced].map((s) => s.studentId)),
  );

  // Claimed by one statement: of two calls at once, exactly one goes on.
  const claimed = await ctx.db
    .update(placementProposals)
    .set({ appliedAt: ctx.clock.now() })
    .where(and(eq(placementProposals.id, proposal.id), isNull(placementProposals.appliedAt)))
    .returning({ id: placementProposals.id });
  if (claimed.length === 0) throw conflict(E.applied);

  const wantedIds = new Set(wanted.map((w) => w.studentId));
  const outcomes: Outcome[] = proposal.assignments
    .filter((a) => !wantedIds.has(a.studentId))
    .map((a) => ({ ...a, reason: 'left-out' }));
  const byTeam = new Map<string, string[]>();
  for (const { studentId, ideaId } of wanted) {
    const studentIds = byTeam.get(ideaId) ?? [];
    studentIds.push(studentId);
    byTeam.set(ideaId, studentIds);
  }
  const orders: TeamOrder[] = [...byTeam].map(([ideaId, studentIds]) => ({ ideaId, studentIds }));
  for (let i = 0; i < orders.length; i += TEAMS_PER_TRANSACTION) {
    const teams = orders.slice(i, i + TEAMS_PER_TRANSACTION);
    outcomes.push(...(await placeTeams(ctx, { teams, targetMax: proposal.targetMax })));
  }
  return describe(ctx, outcomes);
}

/** The outcomes with the names and titles the coordinator reads, as they are now. */
async function describe(ctx: AppContext, outcomes: Outcome[]): Promise<ApplyProposalAnswer> {
  const answer: ApplyProposalAnswer = { applied: [], skipped: [] };
  // Every outcome names a student and an idea: with any outcome, neither list below is empty.
  if (outcomes.length === 0) return answer;
  const studentIds = [...new Set(outcomes.map((o) => o.studentId))];
  const ideaIds = [...new Set(outcomes.map((o) => o.ideaId))];
  const [studentRows, ideaRows] = await Promise.all([
    ctx.db
      .select({ id: users.id, name: users.name, major: users.major })
      .from(users)
      .where(inArray(users.id, studentIds)),
    ctx.db
      .select({ id: ideas.id, title: ideas.title, teamId: ideas.teamId })
      .from(ideas)
      .where(inArray(ideas.id, ideaIds)),
  ]);
  const studentById = new Map(studentRows.map((s) => [s.id, s]));
  const ideaById = new Map(ideaRows.map((i) => [i.id, i]));
  for (const { studentId, ideaId, reason } of outcomes) {
    const student = studentById.get(studentId);
    const idea = ideaById.get(ideaId);
    const fields = {
      studentId,
      studentName: student?.name ?? '',
      major: student?.major ?? '',
      ideaId,
    };
    if (reason === null && idea) {
      answer.applied.push({ ...fields, ideaTitle: idea.title, teamId: idea.teamId });
    } else {
      answer.skipped.push({
        ...fields,
        ideaTitle: idea?.title ?? null,
        teamId: idea?.teamId ?? null,
        reason: reason ?? 'team-closed',
      });
    }
  }
  return answer;
}
