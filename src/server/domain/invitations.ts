import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { INVITATION_MARK } from '@contract/notifications.ts';
import type { Tx } from '../db/client.ts';
import { applications, ideas, notifications } from '../db/schema.ts';

/**
 * An invitation (type 'accepted' + INVITATION_MARK + applicationId: contract/invitations.ts) is
 * resolved by turning it into an ordinary update: its type becomes 'invitation_closed' and its
 * message says what happened (it no longer contains 'Click to confirm'). The applicationId stays,
 * as a link to the application. Used on confirm, decline, voiding by joining another team, and
 * when the idea goes away.
 */
export const INVITATION_CLOSED = 'invitation_closed';

export async function resolveInvitations(
  tx: Tx,
  options: {
    /** The invitations of these applications, or of every application to this idea. */
    applicationIds?: string[];
    ideaId?: string;
    /** The new message, around the idea's title: `${before}'${title}'${after}`. */
    before: string;
    after: string;
    /** The user acted on it themself: it needs no more attention. */
    markRead?: boolean;
  },
): Promise<void> {
  const { applicationIds = [], ideaId } = options;
  if (applicationIds.length === 0 && !ideaId) return;
  await tx
    .update(notifications)
    .set({
      type: INVITATION_CLOSED,
      message: sql`${options.before} || '''' || ${ideas.title} || '''' || ${options.after}`,
      ...(options.markRead ? { isRead: true } : {}),
    })
    .from(applications)
    .innerJoin(ideas, eq(ideas.id, applications.ideaId))
    .where(
      and(
        eq(notifications.applicationId, applications.id),
        eq(notifications.type, 'accepted'),
        sql`position(${INVITATION_MARK} in ${notifications.message}) > 0`,
        or(
          applicationIds.length > 0 ? inArray(applications.id, applicationIds) : undefined,
          ideaId ? eq(applications.ideaId, ideaId) : undefined,
        ),
      ),
    );
}
