import { eq } from 'drizzle-orm';
import { TEAM_ERRORS } from '@contract/teams.ts';
import { joinList, splitList } from '@contract/text.ts';
import type { AppContext } from '../../context.ts';
import { ideas } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { findIdea } from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { assertStudentOf, defaultCourse } from '../../domain/courses.ts';
import { findMembership, lockUser } from '../../domain/joining.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { dropMember } from '../../domain/drop-member.ts';

export async function removeMember(
  ctx: AppContext,
  options: { userId: string; memberId: string; courseId?: string },
): Promise<void> {
  if (options.memberId === options.userId) throw badRequest(TEAM_ERRORS.removeSelf);
  await inTransaction(ctx, async (tx) => {
    if (options.courseId) await assertStudentOf(tx, options.userId, options.courseId);
    const before = await findMembership(tx, options.userId, options.courseId ?? defaultCourse());
    if (!before) throw notFound(TEAM_ERRORS.noTeam);
    if (before.role !== 'creator') throw forbidden(TEAM_ERRORS.notLeader);
    const idea = await findIdea(tx, before.ideaId, 'update');
    await lockUser(tx, options.memberId);
    // Read again under the locks: a handover that committed meanwhile made the caller a member.
    const membership = idea && (await findMembership(tx, options.userId, idea.courseId));
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
      ideaId: idea.id,
    });
  });
}
