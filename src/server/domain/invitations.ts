import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES, type NotificationCode } from '@contract/notification-messages.ts';
import { INVITATION_MARK } from '@contract/notifications.ts';
import type { Tx } from '../db/client.ts';
import { applications, ideas, notifications } from '../db/schema.ts';

/**
 * An invitation (type 'accepted' + INVITATION_MARK + applicationId: contract/invitations.ts) is
 * resolved by turning it into an ordinary update: its type becomes 'invitation_closed' and its
 * message (and code, with the idea's title as its parameter) says what happened (it no longer
 * contains 'Click to confirm'). The applicationId stays,
 * as a link to the application. Used on confirm, decline, voiding by joining another team, and
 * when the idea goes away.
 */
const INVITATION_CLOSED = 'invitation_closed';

/** The codes a resolved invitation can say; each names only `{ideaTitle}`. */
type ResolvedCode = Extract<
  NotificationCode,
  | 'notification.youJoined'
  | 'notification.youDeclined'
  | 'notification.invitationWithdrawn'
  | 'notification.invitationGone'
  | 'notification.youWithdrew'
  | 'notification.invitationLapsed'
>;

export async function resolveInvitations(
  tx: Tx,
  options: {
    /** The invitations of these applications, or of every application to this idea. */
    applicationIds?: string[];
    ideaId?: string;
    /** What it says now: a code whose text names the idea's title. */
    code: ResolvedCode;
    /** The user acted on it themself: it needs no more attention. */
    markRead?: boolean;
  },
): Promise<void> {
  const { applicationIds = [], ideaId } = options;
  if (applicationIds.length === 0 && !ideaId) return;
  // The English is filled in SQL, the title read in the same statement as the update.
  const [before = '', after = ''] = NOTIFICATION_MESSAGES[options.code].split('{ideaTitle}');
  await tx
    .update(notifications)
    .set({
      type: INVITATION_CLOSED,
      code: options.code,
      params: sql`jsonb_build_object('ideaTitle', ${ideas.title})`,
      message: sql`${before}::text || ${ideas.title} || ${after}::text`,
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

/** The invitations of these applications, and what each says now (as resolveInvitations). */
export interface ResolvedInvitations {
  applicationIds: readonly string[];
  code: ResolvedCode;
  markRead?: boolean;
}

/**
 * resolveInvitations for several groups of applications, each with its own code, as one UPDATE
 * for the WITH list of another statement (domain/notify.ts): confirming resolves the joined
 * invitation and voids the others in the round trip of its notifications
 * (docs/decisions/0109-write-path-round-trips-and-pool.md). The groups name different
 * applications, so each notification is changed once. Null: none to resolve.
 */
export function resolvedInvitationsUpdate(groups: readonly ResolvedInvitations[]): SQL | null {
  const rows = groups.flatMap((group) => {
    const [before = '', after = ''] = NOTIFICATION_MESSAGES[group.code].split('{ideaTitle}');
    const markRead = group.markRead ?? false;
    return group.applicationIds.map((id) => ({ id, code: group.code, before, after, markRead }));
  });
  if (rows.length === 0) return null;
  return sql`update notifications rn
    set type = ${INVITATION_CLOSED}, code = r.code,
      params = jsonb_build_object('ideaTitle', ri.title),
      message = r.before || ri.title || r.after,
      is_read = rn.is_read or r."markRead"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(id uuid, code text, before text, after text, "markRead" boolean)
      join applications ra on ra.id = r.id
      join ideas ri on ri.id = ra.idea_id
    where rn.application_id = ra.id and rn.type = 'accepted'
      and position(${INVITATION_MARK} in rn.message) > 0`;
}
