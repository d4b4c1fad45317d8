import { sql } from 'drizzle-orm';
import { NOTIFICATION_MESSAGES, type NotificationCode } from '@contract/notification-messages.ts';
import { INVITATION_MARK } from '@contract/notifications.ts';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import type { ApplicationRow } from '../../db/schema.ts';
import { textAround } from '../../domain/invitations.ts';
import { listsOfNotification, livePayloads } from '../../domain/live-changes.ts';
import { EMAILED } from '../../domain/notification-mail.ts';
import { NOTIFICATION_TYPES } from '../../domain/notify.ts';
import { withRetries } from '../../lib/transaction.ts';

// The plain case of apply, accept (or reject) and confirm as one call to a database function
// each (migrations/0020_handshake_steps.sql; docs/decisions/0118-handshake-steps-in-one-call.md):
// a step then holds its locks for one round trip. The functions write only when every rule
// of the step lets it; otherwise they answer null, write nothing, and the caller runs the step
// in TypeScript, which checks the rules and says which one refused, or handles the rarer case.

/** What handshake_notice needs of a code: stored type, English template, e-mail, live lists. */
function noticeOf(code: NotificationCode) {
  const parts = NOTIFICATION_MESSAGES[code]
    .split(/\{(\w+)\}/)
    .flatMap((piece, i): Array<{ param: string } | { text: string }> =>
      i % 2 === 1 ? [{ param: piece }] : piece ? [{ text: piece }] : [],
    );
  const [payload = ''] = livePayloads([{ userId: '', lists: listsOfNotification(code) }]);
  return {
    type: NOTIFICATION_TYPES[code],
    code,
    parts,
    emailed: EMAILED[code],
    lists: payload.trimStart(),
  };
}

/** The notices of apply and of a decision, as the functions take them. */
export const NOTICES = {
  applied: JSON.stringify(noticeOf('notification.applied')),
  accepted: JSON.stringify(noticeOf('notification.accepted')),
  rejected: JSON.stringify(noticeOf('notification.rejected')),
};

/** An invitation's new words around the idea's title (domain/invitations.ts). */
function resolvedAs(code: Parameters<typeof textAround>[0]) {
  const [before, after] = textAround(code);
  return { code, before, after };
}

/** What confirming writes besides the membership: its notices and invitations' new words. */
export const CONFIRM_WORDS = JSON.stringify({
  joined: noticeOf('notification.memberJoined'),
  elsewhere: noticeOf('notification.joinedElsewhere'),
  youJoined: resolvedAs('notification.youJoined'),
  withdrawn: resolvedAs('notification.invitationWithdrawn'),
  mark: INVITATION_MARK,
});

interface StoredApplication {
  id: string;
  idea_id: string;
  applicant_id: string;
  status: ApplicationRow['status'];
  message: string;
  created_at: Date | string;
  updated_at: Date | string;
}

function toRow(row: StoredApplication | undefined): ApplicationRow | null {
  if (!row) return null;
  return {
    id: row.id,
    ideaId: row.idea_id,
    applicantId: row.applicant_id,
    status: row.status,
    message: row.message,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** Apply in one call; null: not the plain case, nothing written. */
export async function applyInOneCall(
  ctx: AppContext,
  o: { userId: string; ideaId: string; message: string },
): Promise<ApplicationRow | null> {
  const [row] = await withRetries(() =>
    queryRows<StoredApplication>(
      ctx.db,
      sql`select * from handshake_apply(${o.userId}, ${o.ideaId}, ${o.message},
        ${ctx.clock.now().toISOString()}, ${NOTICES.applied}::jsonb)`,
    ),
  );
  return toRow(row);
}

/** The owner's decision in one call; null: not the plain case, nothing written. */
export async function decideInOneCall(
  ctx: AppContext,
  o: {
    viewerId: string;
    gender: string;
    applicationId: string;
    status: 'accepted' | 'rejected';
  },
): Promise<ApplicationRow | null> {
  const [row] = await withRetries(() =>
    queryRows<StoredApplication>(
      ctx.db,
      sql`select * from handshake_decide(${o.viewerId}, ${o.gender}, ${o.applicationId},
        ${o.status}, ${ctx.clock.now().toISOString()}, ${NOTICES[o.status]}::jsonb)`,
    ),
  );
  return toRow(row);
}

/** Confirm in one call; false: not the plain case, nothing written. */
export async function confirmInOneCall(
  ctx: AppContext,
  o: { viewerId: string; applicationId: string },
): Promise<boolean> {
  const [row] = await withRetries(() =>
    queryRows<{ joined: boolean }>(
      ctx.db,
      sql`select handshake_confirm(${o.viewerId}, ${o.applicationId},
        ${ctx.clock.now().toISOString()}, ${CONFIRM_WORDS}::jsonb) as joined`,
    ),
  );
  return row?.joined === true;
}
