import { TEAM_ERRORS, type TeamRole } from '@contract/teams.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findIdea } from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { dissolveIdea } from '../../domain/dissolve.ts';
import { assertStudentOf, defaultCourse } from '../../domain/courses.ts';
import { findMembership, lockUser } from '../../domain/joining.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { dropMember } from '../../domain/drop-member.ts';

// docs/rules/ideas-and-teams.md (Team membership)
export async function leaveTeam(
  ctx: AppContext,
  options: { userId: string; asRole?: TeamRole | undefined; courseId?: string },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (options.courseId) await assertStudentOf(tx, options.userId, options.courseId);
    const before = await findMembership(tx, options.userId, options.courseId ?? defaultCourse());
    if (!before) throw notFound(TEAM_ERRORS.noTeam);
    const idea = await findIdea(tx, before.ideaId, 'update');
    const me = await lockUser(tx, options.userId);
    const membership = me && idea && (await findMembership(tx, me.id, idea.courseId));
    if (!me || !idea || !membership) throw notFound(TEAM_ERRORS.noTeam);
    if (membership.ideaId !== idea.id) throw conflict(TEAM_ERRORS.changed);
    // The screen showed another role (a handover since), so its warning was not this one
    // (docs/decisions/0061).
    if (options.asRole && options.asRole !== membership.role) throw conflict(TEAM_ERRORS.changed);
    if (membership.role === 'creator') {
      await dissolveIdea(tx, {
        ideaId: idea.id,
        exceptUserId: me.id,
        notice: {
          code: 'notification.leaderLeft',
          params: { name: me.name, ideaTitle: idea.title },
        },
      });
      return;
    }
    await dropMember(tx, membership.teamId, idea.id, me.id);
    await notify(tx, {
      userId: membership.leaderId,
      code: 'notification.memberLeft',
      params: { name: me.name, ideaTitle: idea.title },
    });
  });
}
