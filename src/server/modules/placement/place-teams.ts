import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SkipReason } from '@contract/placement.ts';
import { isTeamFull } from '@contract/team-size.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { courseStudents, ideas, teamMembers, teams, users, type UserRow } from '../../db/schema.ts';
import {
  ideaWithCreatorColumns,
  isKickedFrom,
  majorFits,
  type IdeaWithCreator,
} from '../../domain/ideas.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { sqlState } from '../../lib/errors.ts';
import { joinPlaced, type PlacedTeam } from './join-placed.ts';

// Under the locks a confirmed invitation takes, in the same order
// (docs/decisions/0088-placement-proposals-applied-once.md).

export interface Outcome {
  studentId: string;
  /** Null for a new team that was not formed. */
  ideaId: string | null;
  /** The new team's label; null for an existing team. */
  newTeam: string | null;
  /** Null when the student was placed. */
  reason: SkipReason | null;
}

export interface TeamOrder {
  ideaId: string;
  studentIds: string[];
}

interface Batch {
  teams: TeamOrder[];
  /** The proposal's course: a team or a student of another one is never touched. */
  course: string;
  targetMax: number;
}

const CHECK_VIOLATION = '23514';

// In the order the handshake checks.
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
      studentIds.map((studentId) => ({
        studentId,
        ideaId,
        newTeam: null,
        reason: 'team-full' as const,
      })),
    );
  }
}

async function lockTeams(tx: Tx, ideaIds: string[], course: string) {
  const ofCourse = and(inArray(ideas.id, ideaIds), eq(ideas.courseId, course));
  // In id order as lockIdeas takes them: the rows are locked as the sort returns them.
  await tx
    .select({ id: ideas.id })
    .from(ideas)
    .where(ofCourse)
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
    .where(ofCourse);
  return new Map(rows.map((row) => [row.id, row]));
}

async function placeLocked(ctx: AppContext, tx: Tx, batch: Batch): Promise<Outcome[]> {
  const { targetMax, course } = batch;
  const teamOf = await lockTeams(
    tx,
    batch.teams.map((t) => t.ideaId),
    course,
  );
  const studentIds = batch.teams.flatMap((t) => t.studentIds);
  const { students, inTeam } = await lockStudents(tx, studentIds, course);

  const outcomes: Outcome[] = [];
  const placedTeams: PlacedTeam[] = [];
  for (const { ideaId, studentIds: sent } of batch.teams) {
    const team = teamOf.get(ideaId);
    if (!team || !team.isActive || team.isHidden) {
      outcomes.push(
        ...sent.map((studentId) => ({
          studentId,
          ideaId,
          newTeam: null,
          reason: 'team-closed' as const,
        })),
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
      outcomes.push({ studentId, ideaId, newTeam: null, reason });
    }
    if (placed.length > 0) {
      placedTeams.push({
        id: team.teamPk,
        courseId: team.courseId,
        ideaId,
        title: team.title,
        leaderId: team.leaderId,
        maxMembers: team.maxMembers,
        memberCount: team.memberCount,
        placed,
      });
    }
  }
  await joinPlaced(tx, placedTeams, course, ctx.clock.now());
  return outcomes;
}

/**
 * The students on the course's roster, in id order as lockUser takes them, in one statement;
 * then who of them is in a team of the course, read after the locks so a confirmation that
 * committed first is seen. One off the roster is missing, as one deleted.
 */
export async function lockStudents(tx: Tx, studentIds: readonly string[], course: string) {
  const locked = await tx
    .select({ user: users })
    .from(users)
    .innerJoin(
      courseStudents,
      and(eq(courseStudents.userId, users.id), eq(courseStudents.courseId, course)),
    )
    .where(inArray(users.id, [...studentIds]))
    .orderBy(asc(users.id))
    .for('no key update', { of: users });
  const members = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(inArray(teamMembers.userId, [...studentIds]), eq(teamMembers.courseId, course)));
  return {
    students: new Map(locked.map(({ user }) => [user.id, user])),
    inTeam: new Set(members.map((m) => m.userId)),
  };
}
