import { eq } from 'drizzle-orm';
import { APPLICATION_ERRORS } from '@contract/applications.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { applications, type UserRow } from '../../db/schema.ts';
import { resolveInvitations } from '../../domain/invitations.ts';
import { notify, type NewNotification } from '../../domain/notify.ts';
import { conflict } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { lockInvitation } from './lock-invitation.ts';

// docs/rules/ideas-and-teams.md (Applications: the three-step handshake)

export async function declineInvitation(
  ctx: AppContext,
  options: { viewer: UserRow; applicationId: string },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { idea, me, app, joined } = await lockInvitation(
      tx,
      options.viewer,
      options.applicationId,
    );
    if (joined) throw conflict(APPLICATION_ERRORS.alreadyMember);
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

async function closeInvitation(
  tx: Tx,
  applicationId: string,
  code: Parameters<typeof resolveInvitations>[1]['code'],
  leaderNotice: Omit<NewNotification, 'applicationId'>,
) {
  await resolveInvitations(tx, { applicationIds: [applicationId], code, markRead: true });
  await notify(tx, { ...leaderNotice, applicationId });
}
