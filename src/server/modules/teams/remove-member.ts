import { eq } from 'drizzle-orm';
import { TEAM_ERRORS } from '@contract/teams.ts';
import { joinList, splitList } from '@contract/text.ts';
import type { AppContext } from '../../context.ts';
import { ideas } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { findIdea } from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { findMembership, lockUser } from '../../domain/joining.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { dropMember } from './drop-member.ts';

/** POST /api/teams/remove-member: leader only, never themself; the member cannot come back. */
export async function removeMember(
  ctx: AppContext,
  options: { userId: string; memberId: string },
): Promise<void> {
  if (options.memberId === options.userId) throw badRequest(TEAM_ERRORS.removeSelf);
  await inTransaction(ctx, async (tx) => {
    const before = await findMembership(tx, options.userId);
    if (!before) throw notFound(TEAM_ERRORS.noTeam);
    if (before.role !== 'creator') throw forbidden(TEAM_ERRORS.notLeader);
    const idea = await findIdea(tx, before.ideaId, 'update');
    await lockUser(tx, options.memberId);
    // Read again under the locks: a handover that committed meanwhile made the caller a member.
    const membership = await findMembership(tx, options.userId);
    if (!idea || !membership) throw notFound(TEAM_ERRORS.noTeam);
    if (membership.role !== 'creator') throw forbidden(TEAM_ERRORS.notLeader);
    if (membership.ideaId !== idea.id) throw conflict(TEAM_ERRORS.changed);
    const removed = await dropMember(tx, membership.teamId, idea.id, options.memberId);
    if (!removed) throw notFound(TEAM_ERRORS.notMember);
    await tx
      .update(ideas)
      .set({ kickedMemberIds: joinList([...splitList(idea.kickedMemberIds), options.memberId]) })
      .where(eq(ideas.id, idea.id));
    await notify(tx, {
      userId: options.memberId,
      code: 'notification.removedFromTeam',
      params: { ideaTitle: idea.title },
    });
  });
}
