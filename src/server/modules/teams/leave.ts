import { TEAM_ERRORS, type TeamRole } from '@contract/teams.ts';
import type { AppContext } from '../../context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findIdea } from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { dissolveIdea } from '../../domain/dissolve.ts';
import { findMembership, lockUser } from '../../domain/joining.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { dropMember } from './drop-member.ts';

/**
 * POST /api/teams/leave: a member leaves and the leader is told; the leader leaving dissolves the
 * team and deletes the idea, and every member is told.
 */
export async function leaveTeam(
  ctx: AppContext,
  options: { userId: string; asRole?: TeamRole | undefined },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const before = await findMembership(tx, options.userId);
    if (!before) throw notFound(TEAM_ERRORS.noTeam);
    const idea = await findIdea(tx, before.ideaId, 'update');
    const me = await lockUser(tx, options.userId);
    const membership = me && (await findMembership(tx, me.id));
    if (!me || !idea || !membership) throw notFound(TEAM_ERRORS.noTeam);
    if (membership.ideaId !== idea.id) throw conflict(TEAM_ERRORS.changed);
    // The screen the leave was chosen on showed another role (a handover since): the dialog's
    // warning was not this one, so nothing is done (docs/decisions/0061).
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
