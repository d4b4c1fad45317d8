import { eq } from 'drizzle-orm';
import { APPLICATION_ERRORS as E } from '@contract/applications.ts';
import type { AppContext } from '../../context.ts';
import { applications, type UserRow } from '../../db/schema.ts';
import { findIdeaFor, isReachableBy } from '../../domain/ideas.ts';
import { resolveInvitations } from '../../domain/invitations.ts';
import { findMembership, lockIdeas, lockUser } from '../../domain/joining.ts';
import { notify } from '../../domain/notify.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findApplication } from './application-rows.ts';

// docs/rules/ideas-and-teams.md; docs/decisions/0062-a-withdrawn-application-is-kept.md
export async function withdrawApplication(
  ctx: AppContext,
  options: { viewer: UserRow; applicationId: string },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const found = await findApplication(tx, options.applicationId, {
      applicantId: options.viewer.id,
    });
    if (!found) throw notFound(E.notFound);
    await lockIdeas(tx, [found.ideaId]);
    const idea = await findIdeaFor(tx, found.ideaId, options.viewer);
    const me = await lockUser(tx, options.viewer.id);
    const app = await findApplication(tx, found.id, { lock: true });
    if (!idea || !isReachableBy(idea, options.viewer) || !me || !app) throw notFound(E.notFound);
    if (!['pending', 'accepted'].includes(app.status)) throw conflict(E.notWithdrawable);
    // An accepted application that was confirmed is a membership: that is left, not withdrawn.
    if ((await findMembership(tx, me.id, idea.courseId))?.ideaId === idea.id)
      throw conflict(E.notWithdrawable);
    await resolveInvitations(tx, {
      applicationIds: [app.id],
      code: 'notification.youWithdrew',
      markRead: true,
    });
    await tx
      .update(applications)
      .set({ status: 'withdrawn', updatedAt: ctx.clock.now() })
      .where(eq(applications.id, app.id));
    await notify(
      tx,
      {
        userId: idea.creatorId,
        code: 'notification.applicationWithdrawn',
        params: { name: me.name, ideaTitle: idea.title },
      },
      { settle: { applicationIds: [app.id] } },
    );
  });
}
