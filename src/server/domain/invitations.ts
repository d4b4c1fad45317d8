import { sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES, type NotificationCode } from '@contract/notification-messages.ts';
import { INVITATION_MARK } from '@contract/notifications.ts';
import type { Tx } from '../db/client.ts';

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

/** Which invitations to resolve, and what each says now. */
export interface ResolvedInvitations {
  applicationIds: readonly string[];
  /** What it says now: a code whose text names the idea's title. */
  code: ResolvedCode;
  /** The user acted on it themself: it needs no more attention. */
  markRead?: boolean;
}

/**
 * Resolves the invitations of these applications, or of every application to an idea (when the
 * idea goes away), in the caller's transaction.
 */
export async function resolveInvitations(
  tx: Tx,
  options: Omit<ResolvedInvitations, 'applicationIds'> &
    ({ applicationIds: readonly string[] } | { ideaId: string }),
): Promise<void> {
  if (!('ideaId' in options)) {
    const update = resolvedInvitationsUpdate([options]);
    if (update) await tx.execute(update);
    return;
  }
  const [before, after] = textAround(options.code);
  await tx.execute(
    resolvedUpdate(sql`(select a.id, ${options.code}::text as code, ${before}::text as before,
        ${after}::text as after, ${options.markRead ?? false}::boolean as "markRead"
      from applications a where a.idea_id = ${options.ideaId}) as r`),
  );
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
    const [before, after] = textAround(group.code);
    const markRead = group.markRead ?? false;
    return group.applicationIds.map((id) => ({ id, code: group.code, before, after, markRead }));
  });
  if (rows.length === 0) return null;
  return resolvedUpdate(sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(id uuid, code text, before text, after text, "markRead" boolean)`);
}

/** The English of a code around the idea's title, which SQL fills in. */
export function textAround(code: ResolvedCode): [string, string] {
  const [before = '', after = ''] = NOTIFICATION_MESSAGES[code].split('{ideaTitle}');
  return [before, after];
}

/**
 * The one UPDATE that resolves invitations. `r` is a relation of the applications whose
 * invitations change: id, code, the English before and after the title, and "markRead". The
 * title is read in the same statement.
 */
function resolvedUpdate(r: SQL): SQL {
  return sql`update notifications rn
    set type = ${INVITATION_CLOSED}, code = r.code,
      params = jsonb_build_object('ideaTitle', ri.title),
      message = r.before || ri.title || r.after,
      is_read = rn.is_read or r."markRead"
    from ${r}
      join applications ra on ra.id = r.id
      join ideas ri on ri.id = ra.idea_id
    where rn.application_id = ra.id and rn.type = 'accepted'
      and position(${INVITATION_MARK} in rn.message) > 0`;
}
