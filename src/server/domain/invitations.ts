import { sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES, type NotificationCode } from '@contract/notification-messages.ts';
import { INVITATION_MARK } from '@contract/notifications.ts';
import type { Tx } from '../db/client.ts';

/** A resolved invitation becomes an ordinary update; its applicationId stays as a link. */
const INVITATION_CLOSED = 'invitation_closed';

type ResolvedCode = Extract<
  NotificationCode,
  | 'notification.youJoined'
  | 'notification.youDeclined'
  | 'notification.invitationWithdrawn'
  | 'notification.invitationGone'
  | 'notification.youWithdrew'
  | 'notification.invitationLapsed'
>;

export interface ResolvedInvitations {
  applicationIds: readonly string[];
  code: ResolvedCode;
  markRead?: boolean;
}

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

/** docs/decisions/0109; the groups never share an application, so each is changed once. */
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

function textAround(code: ResolvedCode): [string, string] {
  const [before = '', after = ''] = NOTIFICATION_MESSAGES[code].split('{ideaTitle}');
  return [before, after];
}

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
