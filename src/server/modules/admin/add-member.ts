import { eq } from 'drizzle-orm';
import { message, type Message } from '@contract/messages.ts';
import { isTeamFull } from '@contract/team-size.ts';
import type { AppContext } from '../../context.ts';
import { teamMembers, teams } from '../../db/schema.ts';
import {
  closeOpenApplications,
  closePendingOfFullTeams,
  joinedElsewhereNotices,
} from '../../domain/close-applications.ts';
import { isOnRoster } from '../../domain/course-access.ts';
import { findIdea, isKickedFrom, majorFits } from '../../domain/ideas.ts';
import { findMembership, lockUser } from '../../domain/joining.ts';
import { notify } from '../../domain/notify.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { inTransaction, teamFullConflict, uniqueConflict } from '../../lib/transaction.ts';
import { recordAdminAction } from '../../domain/audit.ts';

// Under the locks a confirmed invitation takes (docs/rules/placement.md). In the idea's course,
// which a course's console names in its path: an idea of another course is not found there.

export async function addMember(
  ctx: AppContext,
  options: { actorId: string; ideaId: string; studentId: string; courseId?: string },
): Promise<Message> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const idea = await findIdea(tx, options.ideaId, 'update');
      const student = await lockUser(tx, options.studentId);
      const [team] = idea ? await tx.select().from(teams).where(eq(teams.ideaId, idea.id)) : [];
      if (!idea || !team || (options.courseId && idea.courseId !== options.courseId)) {
        throw notFound('admin.teamNotFound');
      }
      if (
        !student ||
        !student.isVerified ||
        student.isAdmin ||
        !(await isOnRoster(tx, student.id, idea.courseId))
      ) {
        throw notFound('admin.studentNotFound');
      }
      if (student.gender !== idea.creatorGender) throw conflict('admin.otherGender');
      if (isKickedFrom(idea, student.id)) throw conflict('admin.removedByLeader');
      // Read after the student's lock: a confirmation that committed first is seen here.
      if (await findMembership(tx, student.id, idea.courseId)) throw conflict('admin.inTeam');
      if (isTeamFull(idea)) throw conflict('teams.full');

      await tx.insert(teamMembers).values({
        teamId: team.id,
        courseId: team.courseId,
        userId: student.id,
        role: 'member',
        placedByCoordinator: true,
      });
      // As on a confirmation: open applications close, invitations elsewhere are withdrawn.
      const closed = await closeOpenApplications(
        tx,
        [student.id],
        idea.courseId,
        null,
        ctx.clock.now(),
      );
      const invitations = closed.filter((c) => c.was === 'accepted');
      const here = invitations.filter((c) => c.ideaId === idea.id).map((c) => c.id);
      const voided = invitations.filter((c) => c.ideaId !== idea.id);
      // Whoever still waits on a team this fills is told now, not left waiting.
      const filled = await closePendingOfFullTeams(
        tx,
        [{ ...idea, memberCount: idea.memberCount + 1 }],
        ctx.clock.now(),
      );
      const params = { name: student.name, ideaTitle: idea.title };
      await notify(
        tx,
        [
          ...joinedElsewhereNotices(voided, student.name),
          { userId: student.id, code: 'notification.addedByCoordinator', params, ideaId: idea.id },
          ...filled,
          { userId: team.leaderId, code: 'notification.addedToYourTeam', params, ideaId: idea.id },
        ],
        {
          settle: {
            applicationIds: [...closed.map((c) => c.id), ...filled.map((f) => f.applicationId)],
          },
          resolve: [
            { applicationIds: here, code: 'notification.youJoined' },
            { applicationIds: voided.map((v) => v.id), code: 'notification.invitationWithdrawn' },
          ],
        },
      );
      await recordAdminAction(tx, {
        actorId: options.actorId,
        action: 'add_member',
        targetId: student.id,
        details: { ideaId: idea.id, majorOverridden: !majorFits(idea, student.major) },
      });
      return message('admin.memberAdded', { name: student.name });
    });
  } catch (error) {
    throw uniqueConflict(teamFullConflict(error), {
      team_members_course_user_unique: 'admin.inTeam',
    });
  }
}
