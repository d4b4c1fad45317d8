import { and, eq, exists, inArray } from 'drizzle-orm';
import { INVITATION_ERRORS as E } from '@contract/teams.ts';
import { isTeamFull } from '@contract/team-size.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { applications, notifications, type UserRow } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { assertFormationOpen, findMembership, lockUser } from '../../domain/joining.ts';
import { findIdea, isKickedFrom } from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { inTransaction, uniqueConflict } from '../../lib/transaction.ts';

// A leader invites a student from the directory: the same invitation an accepted applicant gets
// (an accepted application and its 'Click to confirm' notification), answered by the existing
// confirm and reject calls (docs/decisions/0090-invitations-from-the-directory.md).

/** Whom the leader could pick in the directory: listed, verified, named, same gender. */
function isInvitableBy(student: UserRow, leader: UserRow): boolean {
  return (
    student.gender === leader.gender &&
    student.isVerified &&
    student.appearInList &&
    student.showName &&
    student.id !== leader.id
  );
}

/**
 * Why an earlier application of the student to this idea stops a new invitation: an open one is
 * already an invitation or a request the leader can accept; a withdrawn one or a declined
 * invitation would let a leader invite again and again someone who said no.
 */
async function earlierRefusal(tx: Tx, ideaId: string, studentId: string) {
  const rows = await tx
    .select({
      status: applications.status,
      // Rejected because the student declined the invitation (its notice says so), not by a leader.
      declined: exists(
        tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.applicationId, applications.id),
              eq(notifications.code, 'notification.youDeclined'),
            ),
          ),
      ).mapWith(Boolean),
    })
    .from(applications)
    .where(
      and(
        eq(applications.ideaId, ideaId),
        eq(applications.applicantId, studentId),
        inArray(applications.status, ['pending', 'accepted', 'withdrawn', 'rejected']),
      ),
    );
  if (rows.some((r) => r.status === 'accepted')) return E.alreadyInvited;
  if (rows.some((r) => r.status === 'pending')) return E.hasApplied;
  if (rows.some((r) => r.status === 'withdrawn' || r.declined)) return E.answeredBefore;
  return null;
}

/** POST /api/teams/invitations: every rule of joining, then the invitation; the invitee's name. */
export async function inviteStudent(
  ctx: AppContext,
  options: { viewer: UserRow; studentId: string },
): Promise<{ name: string }> {
  const { viewer } = options;
  try {
    return await inTransaction(ctx, async (tx) => {
      const mine = await findMembership(tx, viewer.id);
      if (mine?.role !== 'creator') throw forbidden(E.notLeader);
      // A shared lock on the idea, as an application takes (lib/transaction.ts has the order):
      // the idea cannot be deleted, handed over or resized until the invitation is in.
      const idea = await findIdea(tx, mine.ideaId, 'share');
      if (idea?.creatorId !== viewer.id) throw forbidden(E.notLeader);
      // After the deadline an invitation could never be confirmed (docs/rules/formation.md).
      await assertFormationOpen(tx, ctx.clock.now());
      const student = await lockUser(tx, options.studentId);
      // Anyone the leader could not pick in the directory is answered as nobody.
      if (!student || !isInvitableBy(student, viewer)) throw notFound(E.studentNotFound);
      if (isKickedFrom(idea, student.id)) throw conflict(E.removed);
      if (await findMembership(tx, student.id)) throw conflict(E.inTeam);
      if (isTeamFull(idea)) throw conflict(E.full);
      const refusal = await earlierRefusal(tx, idea.id, student.id);
      if (refusal) throw conflict(refusal);
      const [row] = await tx
        .insert(applications)
        .values({ ideaId: idea.id, applicantId: student.id, status: 'accepted' })
        .returning({ id: applications.id });
      await notify(tx, {
        userId: student.id,
        code: 'notification.invited',
        params: { name: viewer.name, ideaTitle: idea.title },
        applicationId: row!.id,
      });
      return { name: student.name };
    });
  } catch (error) {
    throw uniqueConflict(error, { applications_open_unique: E.alreadyInvited });
  }
}
