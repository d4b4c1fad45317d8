import { asc, eq, inArray } from 'drizzle-orm';
import type { SkipReason } from '@contract/placement.ts';
import { isTeamFull } from '@contract/team-size.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { ideas, teamMembers, teams, users, type UserRow } from '../../db/schema.ts';
import {
  ideaWithCreatorColumns,
  isKickedFrom,
  majorFits,
  type IdeaWithCreator,
} from '../../domain/ideas.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { sqlState } from '../../lib/errors.ts';
import { joinPlaced, type PlacedTeam } from './join-placed.ts';

// A batch of teams of an applied proposal, in one transaction: every rule checked again now,
// under the locks a confirmed invitation takes, in the same order, each step one statement for
// the whole batch (docs/rules/placement.md, docs/decisions/0106-placement-applied-in-batches.md).

export interface Outcome {
  studentId: string;
  ideaId: string;
  /** Null when the student was placed. */
  reason: SkipReason | null;
}

/** The students the coordinator sends to one team, in the order sent. */
export interface TeamOrder {
  ideaId: string;
  studentIds: string[];
}

interface Batch {
  teams: TeamOrder[];
  targetMax: number;
}

const CHECK_VIOLATION = '23514';

/** Why the student cannot join the idea's team now, in the order the handshake checks. */
function skipReason(
  idea: IdeaWithCreator,
  student: UserRow | null,
  inTeam: boolean,
  size: number,
  limit: number,
): SkipReason | null {
  if (!student || !student.isVerified || student.isAdmin) return 'student-gone';
  if (student.gender !== idea.creatorGender) return 'other-gender';
  if (isKickedFrom(idea, student.id)) return 'removed-from-team';
  if (inTeam) return 'in-a-team';
  if (isTeamFull({ maxMembers: limit, memberCount: size })) return 'team-full';
  if (!majorFits(idea, student.major)) return 'major-not-accepted';
  return null;
}

/** Each team's students join in the order given while it has room; the rest are skipped. */
export async function placeTeams(ctx: AppContext, batch: Batch): Promise<Outcome[]> {
  try {
    return await inTransaction(ctx, (tx) => placeLocked(ctx, tx, batch));
  } catch (error) {
    // The database's own size limit (docs/decisions/0060): our locks should make it unreachable.
    // If it is reached, the batch is undone and each team tried alone, so one never undoes another.
    if (sqlState(error) !== CHECK_VIOLATION) throw error;
    if (batch.teams.length > 1) {
      const outcomes: Outcome[] = [];
      for (const team of batch.teams) {
        outcomes.push(...(await placeTeams(ctx, { ...batch, teams: [team] })));
      }
      return outcomes;
    }
    return batch.teams.flatMap(({ ideaId, studentIds }) =>
      studentIds.map((studentId) => ({ studentId, ideaId, reason: 'team-full' as const })),
    );
  }
}

/** The ideas of the batch with their teams, locked first in id order as lockIdeas takes them. */
async function lockTeams(tx: Tx, ideaIds: string[]) {
  // One statement: the rows are locked as the sort returns them, in id order.
  await tx
    .select({ id: ideas.id })
    .from(ideas)
    .where(inArray(ideas.id, ideaIds))
    .orderBy(asc(ideas.id))
    .for('update');
  const rows = await tx
    .select({
      ...ideaWithCreatorColumns,
      teamPk: teams.id,
      leaderId: teams.leaderId,
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .innerJoin(teams, eq(teams.ideaId, ideas.id))
    .where(inArray(ideas.id, ideaIds));
  return new Map(rows.map((row) => [row.id, row]));
}

async function placeLocked(ctx: AppContext, tx: Tx, batch: Batch): Promise<Outcome[]> {
  const { targetMax } = batch;
  const teamOf = await lockTeams(
    tx,
    batch.teams.map((t) => t.ideaId),
  );
  const studentIds = batch.teams.flatMap((t) => t.studentIds);
  // Then the students, in id order as lockUser takes them, in one statement.
  const locked = await tx
    .select()
    .from(users)
    .where(inArray(users.id, studentIds))
    .orderBy(asc(users.id))
    .for('no key update');
  const students = new Map(locked.map((row) => [row.id, row]));
  // Read after the students' locks: a confirmation that committed first is seen here.
  const inTeam = new Set(
    (
      await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(inArray(teamMembers.userId, studentIds))
    ).map((m) => m.userId),
  );

  const outcomes: Outcome[] = [];
  const placedTeams: PlacedTeam[] = [];
  for (const { ideaId, studentIds: sent } of batch.teams) {
    const team = teamOf.get(ideaId);
    if (!team || !team.isActive || team.isHidden) {
      outcomes.push(
        ...sent.map((studentId) => ({ studentId, ideaId, reason: 'team-closed' as const })),
      );
      continue;
    }
    const limit = Math.min(team.maxMembers ?? targetMax, targetMax);
    let size = team.memberCount;
    const placed: UserRow[] = [];
    for (const studentId of sent) {
      const student = students.get(studentId) ?? null;
      const reason = skipReason(team, student, inTeam.has(studentId), size, limit);
      if (reason === null) {
        placed.push(student!);
        size += 1;
      }
      outcomes.push({ studentId, ideaId, reason });
    }
    if (placed.length > 0) {
      placedTeams.push({
        id: team.teamPk,
        ideaId,
        title: team.title,
        leaderId: team.leaderId,
        placed,
      });
    }
  }
  await joinPlaced(tx, placedTeams, ctx.clock.now());
  return outcomes;
}
