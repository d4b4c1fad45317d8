import { message, type Message } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { dropMember } from '../../domain/drop-member.ts';
import { findIdea } from '../../domain/ideas.ts';
import { findMembership, lockUser } from '../../domain/joining.ts';
import { notify } from '../../domain/notify.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAdminAction } from '../../domain/audit.ts';

// Unlike a leader's removal, no bar from that team later (docs/rules/placement.md).

export async function removeMember(
  ctx: AppContext,
  options: { actorId: string; ideaId: string; studentId: string; courseId?: string },
): Promise<Message> {
  return inTransaction(ctx, async (tx) => {
    const idea = await findIdea(tx, options.ideaId, 'update');
    const student = await lockUser(tx, options.studentId);
    // A course's console reaches the teams of that course only.
    if (!idea || (options.courseId && idea.courseId !== options.courseId)) {
      throw notFound('admin.teamNotFound');
    }
    const membership = student ? await findMembership(tx, student.id, idea.courseId) : null;
    if (!student || membership?.ideaId !== idea.id) throw notFound('admin.notMember');
    if (membership.role === 'creator') throw conflict('admin.leaderStays');
    await dropMember(tx, membership.teamId, idea.id, student.id);
    const params = { name: student.name, ideaTitle: idea.title };
    await notify(tx, [
      { userId: student.id, code: 'notification.removedByCoordinator', params, ideaId: idea.id },
      {
        userId: membership.leaderId,
        code: 'notification.removedFromYourTeam',
        params,
        ideaId: idea.id,
      },
    ]);
    await recordAdminAction(tx, {
      actorId: options.actorId,
      action: 'remove_member',
      targetId: student.id,
      details: { ideaId: idea.id },
    });
    return message('admin.memberRemoved', { name: student.name });
  });
}
