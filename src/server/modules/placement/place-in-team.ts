import { asc, eq, inArray } from 'drizzle-orm';
import type { SkipReason } from '@contract/placement.ts';
import { isTeamFull } from '@contract/team-size.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { teamMembers, teams, users, type UserRow } from '../../db/schema.ts';
import { closeOpenApplications } from '../../domain/close-applications.ts';
import { findIdea, isKickedFrom, majorFits, type IdeaWithCreator } from '../../domain/ideas.ts';
import { resolveInvitations } from '../../domain/invitations.ts';
import { lockIdeas } from '../../domain/membership.ts';
import { notify } from '../../domain/notify.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { sqlState } from '../../lib/errors.ts';

// One team's part of an applied proposal, in one transaction: every rule checked again now,
// under the locks a confirmed invitation takes, in the same order (docs/rules/placement.md).

export interface Outcome {
  studentId: string;
  ideaId: string;
  /** Null when the student was placed. */
  reason: SkipReason | null;
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

/** The students join the team in the order given while it has room; the rest are skipped. */
export async function placeInTeam(
  ctx: AppContext,
  options: { ideaId: string; studentIds: string[]; targetMax: number },
): Promise<Outcome[]> {
  const { ideaId, studentIds } = options;
  try {
    return await inTransaction(ctx, (tx) => placeLocked(ctx, tx, options));
  } catch (error) {
    // The database's own size limit (docs/decisions/0060): our locks should make it unreachable.
    if (sqlState(error) !== CHECK_VIOLATION) throw error;
    return studentIds.map((studentId) => ({ studentId, ideaId, reason: 'team-full' as const }));
  }
}

async function placeLocked(
  ctx: AppContext,
  tx: Tx,
  options: { ideaId: string; studentIds: string[]; targetMax: number },
): Promise<Outcome[]> {
  const { ideaId, studentIds, targetMax } = options;
  // Locks as a confirmation takes them: the idea first, then the users in id order.
  await lockIdeas(tx, [ideaId]);
  const idea = await findIdea(tx, ideaId);
  const [team] = idea
    ? await tx
        .select({ id: teams.id, leaderId: teams.leaderId, memberCount: teams.memberCount })
        .from(teams)
        .where(eq(teams.ideaId, ideaId))
    : [];
  if (!idea || !team || !idea.isActive || idea.isHidden) {
    return studentIds.map((studentId) => ({ studentId, ideaId, reason: 'team-closed' }));
  }
  // One statement: the rows are locked as the sort returns them, in id order as lockUser's are.
  const locked = await tx
    .select()
    .from(users)
    .where(inArray(users.id, studentIds))
    .orderBy(asc(users.id))
    .for('no key update');
  const students = new Map(locked.map((row) => [row.id, row]));
  const inTeam = new Set(
    (
      await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(inArray(teamMembers.userId, studentIds))
    ).map((m) => m.userId),
  );

  const limit = Math.min(idea.maxMembers ?? targetMax, targetMax);
  let size = team.memberCount;
  const placed: UserRow[] = [];
  const outcomes = studentIds.map((studentId): Outcome => {
    const student = students.get(studentId) ?? null;
    const reason = skipReason(idea, student, inTeam.has(studentId), size, limit);
    if (reason === null) {
      placed.push(student!);
      size += 1;
    }
    return { studentId, ideaId, reason };
  });
  if (placed.length === 0) return outcomes;

  await tx.insert(teamMembers).values(
    placed.map((s) => ({
      teamId: team.id,
      userId: s.id,
      role: 'member' as const,
      placedByCoordinator: true,
    })),
  );
  await closeApplicationsOf(ctx, tx, placed, idea);
  await notify(tx, [
    ...placed.map((s) => ({
      userId: s.id,
      code: 'notification.placedInTeam' as const,
      params: { ideaTitle: idea.title },
    })),
    {
      userId: team.leaderId,
      code: 'notification.placedInYourTeam',
      params: { names: placed.map((s) => s.name).join(', '), ideaTitle: idea.title },
    },
  ]);
  return outcomes;
}

/**
 * A placed student's open applications close as when they confirm an invitation: invitations
 * elsewhere are withdrawn and those leaders told (docs/rules/ideas-and-teams.md).
 */
async function closeApplicationsOf(
  ctx: AppContext,
  tx: Tx,
  placed: UserRow[],
  idea: IdeaWithCreator,
) {
  const now = ctx.clock.now();
  for (const student of placed) {
    const closed = await closeOpenApplications(tx, student.id, null, now);
    const voided = closed.filter((c) => c.was === 'accepted');
    await resolveInvitations(tx, {
      applicationIds: voided.map((v) => v.id),
      code: 'notification.invitationWithdrawn',
    });
    await notify(
      tx,
      voided
        .filter((v) => v.ideaId !== idea.id)
        .map((v) => ({
          userId: v.creatorId,
          code: 'notification.joinedElsewhere' as const,
          params: { name: student.name, ideaTitle: v.title },
        })),
    );
  }
}
