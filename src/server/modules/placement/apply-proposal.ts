import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  PLACEMENT_ERRORS as E,
  type ApplyProposalAnswer,
  type ApplyProposalInput,
} from '@contract/placement.ts';
import type { AppContext } from '../../context.ts';
import type { CourseRef } from '../../domain/courses.ts';
import { auditLog, ideas, placementProposals, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { formNewTeam, type NewTeamOrder } from './form-new-teams.ts';
import { placeTeams, type Outcome, type TeamOrder } from './place-teams.ts';

// docs/rules/placement.md, docs/decisions/0088-placement-proposals-applied-once.md

// Few enough that a student's own call waits on the locks only briefly.
export const TEAMS_PER_TRANSACTION = 50;

type Wanted = Array<{ studentId: string; ideaId?: string | null; newTeam?: string | null }>;

// Only students of the proposal, each once: a typo never places a stranger.
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
  options: { actorId: string; course: CourseRef; proposalId: string; body: ApplyProposalInput },
): Promise<ApplyProposalAnswer> {
  // A proposal of another course is not found here.
  const [proposal] = await ctx.db
    .select()
    .from(placementProposals)
    .where(
      and(
        eq(placementProposals.id, options.proposalId),
        eq(placementProposals.courseId, options.course),
      ),
    );
  if (!proposal) throw notFound(E.notFound);
  if (proposal.appliedAt) throw conflict(E.applied);
  const wanted: Wanted = options.body?.assignments ?? proposal.assignments;
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
    .map((a) => ({
      studentId: a.studentId,
      ideaId: a.ideaId,
      newTeam: a.newTeam ?? null,
      reason: 'left-out',
    }));
  const byTeam = new Map<string, string[]>();
  const byNewTeam = new Map<string, string[]>();
  for (const { studentId, ideaId, newTeam } of wanted) {
    const [map, key] = ideaId ? [byTeam, ideaId] : [byNewTeam, newTeam!];
    map.set(key, [...(map.get(key) ?? []), studentId]);
  }
  const course = proposal.courseId;
  const orders: TeamOrder[] = [...byTeam].map(([ideaId, studentIds]) => ({ ideaId, studentIds }));
  for (let i = 0; i < orders.length; i += TEAMS_PER_TRANSACTION) {
    const teams = orders.slice(i, i + TEAMS_PER_TRANSACTION);
    outcomes.push(...(await placeTeams(ctx, { teams, course, targetMax: proposal.targetMax })));
  }
  // After the existing teams, so a student sent to both by mistake is never in two.
  const newOrders: NewTeamOrder[] = [...byNewTeam].map(([label, studentIds]) => ({
    label,
    studentIds,
  }));
  for (const order of newOrders) {
    outcomes.push(...(await formNewTeam(ctx, { order, course, targetMax: proposal.targetMax })));
  }
  const placedRows = outcomes.flatMap(({ studentId, ideaId, reason }) =>
    reason === null && ideaId ? [{ studentId, ideaId }] : [],
  );
  const newTeamIdeaIds = [
    ...new Set(outcomes.flatMap((o) => (o.newTeam !== null && o.ideaId ? [o.ideaId] : []))),
  ];
  // What an undo takes back, with the audit row.
  await inTransaction(ctx, async (tx) => {
    await tx
      .update(placementProposals)
      .set({ placed: { students: placedRows, newTeamIdeaIds } })
      .where(eq(placementProposals.id, proposal.id));
    await tx.insert(auditLog).values({
      actorId: options.actorId,
      action: 'apply_placement',
      targetId: proposal.id,
      details: {
        placed: placedRows.length,
        skipped: outcomes.length - placedRows.length,
        newTeams: newTeamIdeaIds.length,
      },
    });
  });
  return describe(ctx, outcomes, course);
}

// Only the course's teams are named: an id of another course's idea is answered as unknown.
async function describe(
  ctx: AppContext,
  outcomes: Outcome[],
  course: string,
): Promise<ApplyProposalAnswer> {
  const answer: ApplyProposalAnswer = { applied: [], skipped: [] };
  if (outcomes.length === 0) return answer;
  const studentIds = [...new Set(outcomes.map((o) => o.studentId))];
  const ideaIds = [...new Set(outcomes.flatMap((o) => (o.ideaId ? [o.ideaId] : [])))];
  const [studentRows, ideaRows] = await Promise.all([
    ctx.db
      .select({ id: users.id, name: users.name, major: users.major })
      .from(users)
      .where(inArray(users.id, studentIds)),
    ideaIds.length === 0
      ? []
      : ctx.db
          .select({ id: ideas.id, title: ideas.title, teamId: ideas.teamId })
          .from(ideas)
          .where(and(inArray(ideas.id, ideaIds), eq(ideas.courseId, course))),
  ]);
  const studentById = new Map(studentRows.map((s) => [s.id, s]));
  const ideaById = new Map(ideaRows.map((i) => [i.id, i]));
  for (const { studentId, ideaId, newTeam, reason } of outcomes) {
    const student = studentById.get(studentId);
    const idea = ideaId ? ideaById.get(ideaId) : undefined;
    const fields = {
      studentId,
      studentName: student?.name ?? '',
      major: student?.major ?? '',
      newTeam,
    };
    if (reason === null && idea && ideaId) {
      answer.applied.push({ ...fields, ideaId, ideaTitle: idea.title, teamId: idea.teamId });
    } else {
      answer.skipped.push({
        ...fields,
        ideaId,
        ideaTitle: idea?.title ?? null,
        teamId: idea?.teamId ?? null,
        reason: reason ?? 'team-closed',
      });
    }
  }
  return answer;
}
