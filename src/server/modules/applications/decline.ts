import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { applications, type UserRow } from '../../db/schema.ts';
import { resolveInvitations } from '../../domain/invitations.ts';
import { notify, type NewNotification } from '../../domain/notify.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { lockInvitation } from './lock-invitation.ts';

// Step three of the handshake, the other way: the invited applicant declines
// (docs/rules/ideas-and-teams.md).

/** POST /api/applications/{id}/reject: the invited applicant declines. */
export async function declineInvitation(
  ctx: AppContext,
  options: { viewer: UserRow; applicationId: string },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { idea, me, app } = await lockInvitation(tx, options.viewer, options.applicationId);
    await tx
      .update(applications)
      .set({ status: 'rejected', updatedAt: ctx.clock.now() })
      .where(eq(applications.id, app.id));
    await closeInvitation(tx, app.id, 'notification.youDeclined', {
      userId: idea.creatorId,
      code: 'notification.invitationDeclined',
      params: { name: me.name, ideaTitle: idea.title },
    });
  });
}

/**
 * The viewer's answer to their invitation: the invitation's notification is rewritten (the idea's
 * title between `before` and `after`) and marked read, and the leader is told about it.
 */
async function closeInvitation(
  tx: Tx,
  applicationId: string,
  code: Parameters<typeof resolveInvitations>[1]['code'],
  leaderNotice: Omit<NewNotification, 'applicationId'>,
) {
  await resolveInvitations(tx, { applicationIds: [applicationId], code, markRead: true });
  await notify(tx, { ...leaderNotice, applicationId });
}
