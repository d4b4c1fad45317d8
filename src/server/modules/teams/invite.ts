import { and, count, eq, exists, inArray } from 'drizzle-orm';
import { INVITES_PER_STUDENT_PER_DAY, OPEN_INVITATIONS_MAX } from '@contract/limits.ts';
import { message } from '@contract/messages.ts';
import { INVITATION_ERRORS as E } from '@contract/teams.ts';
import { isTeamFull } from '@contract/team-size.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { applications, notifications, type UserRow } from '../../db/schema.ts';
import { DAY } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { countHit, type RateLimit } from '../../lib/rate-limit.ts';
import { assertStudentOf, defaultCourse, isStudentOf } from '../../domain/courses.ts';
import { assertFormationOpen, findMembership, lockUserOfGender } from '../../domain/joining.ts';
import { findIdea, isKickedFrom } from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { inTransaction, uniqueConflict } from '../../lib/transaction.ts';

// docs/decisions/0090-invitations-from-the-directory.md

// Whom the leader could pick in the directory.
function isInvitableBy(student: UserRow, leader: UserRow): boolean {
  return (
    student.gender === leader.gender &&
    student.isVerified &&
    student.appearInList &&
    student.showName &&
    student.id !== leader.id
  );
}

// Open: already an invitation; withdrawn or declined: a leader could ask again and again.
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

// Counted by leader and student, not by idea: deleting the idea and inviting again counts on.
const PER_STUDENT: RateLimit = {
  bucket: 'invitations:student',
  rules: [{ max: INVITES_PER_STUDENT_PER_DAY, windowMs: DAY }],
};

async function openInvitations(tx: Tx, ideaId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(applications)
    .where(and(eq(applications.ideaId, ideaId), eq(applications.status, 'accepted')));
  return row?.n ?? 0;
}

export async function inviteStudent(
  ctx: AppContext,
  options: { viewer: UserRow; studentId: string; courseId?: string },
): Promise<{ name: string }> {
  const { viewer } = options;
  try {
    return await inTransaction(ctx, async (tx) => {
      if (options.courseId) await assertStudentOf(tx, viewer.id, options.courseId);
      const mine = await findMembership(tx, viewer.id, options.courseId ?? defaultCourse());
      if (mine?.role !== 'creator') throw forbidden(E.notLeader);
      // The idea's lock (lib/transaction.ts) queues invitations: each counts those before it.
      const idea = await findIdea(tx, mine.ideaId, 'update');
      if (idea?.creatorId !== viewer.id) throw forbidden(E.notLeader);
      // After the deadline an invitation could never be confirmed (docs/rules/formation.md).
      const targetMax = await assertFormationOpen(tx, ctx.clock.now(), idea.courseId);
      // Only a student of the leader's gender is locked: anyone else is the same miss as nobody.
      const student = await lockUserOfGender(tx, options.studentId, viewer.gender);
      // Anyone the leader could not pick in the directory is answered as nobody.
      if (!student || !isInvitableBy(student, viewer)) throw notFound(E.studentNotFound);
      // The directory lists the roster of the team's course: no one else can be picked there.
      if (!(await isStudentOf(tx, student.id, idea.courseId))) throw notFound(E.studentNotFound);
      if (isKickedFrom(idea, student.id)) throw conflict(E.removed);
      if (await findMembership(tx, student.id, idea.courseId)) throw conflict(E.inTeam);
      if (isTeamFull(idea, targetMax)) throw conflict(E.full);
      const refusal = await earlierRefusal(tx, idea.id, student.id);
      if (refusal) throw conflict(refusal);
      if ((await openInvitations(tx, idea.id)) >= OPEN_INVITATIONS_MAX) {
        throw conflict(message(E.tooManyOpen, { max: OPEN_INVITATIONS_MAX }));
      }
      const key = `${viewer.id} ${student.id}`;
      const now = ctx.clock.now();
      if (!(await countHit(tx, { limit: PER_STUDENT, key, now })).ok) {
        throw conflict(message(E.tooOften, { max: INVITES_PER_STUDENT_PER_DAY }));
      }
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
