import { and, eq, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import {
  INVITATION_MARK,
  type Notification,
  type NotificationKind,
  type NotificationQuerySchema,
} from '@contract/notifications.ts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notifications, type NotificationRow } from '../../db/schema.ts';
import { readPage, type Page } from '../../lib/pagination.ts';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    message: row.message,
    code: row.code,
    params: row.params,
    applicationId: row.applicationId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The rule of isInvitation (contract/invitations.ts) in SQL. */
const isInvitationRow: SQL = and(
  eq(notifications.type, 'accepted'),
  sql`position(${INVITATION_MARK} in ${notifications.message}) > 0`,
  isNotNull(notifications.applicationId),
)!;

const kindCondition = (kind: NotificationKind | 'all'): SQL | undefined =>
  kind === 'all' ? undefined : kind === 'invitations' ? isInvitationRow : not(isInvitationRow);

export async function listNotifications(
  ctx: AppContext,
  options: { userId: string } & z.output<typeof NotificationQuerySchema>,
): Promise<Page<Notification>> {
  const page = await readPage(ctx.db.select().from(notifications).$dynamic(), {
    columns: notifications,
    query: options,
    keyOf: (row) => row,
    where: and(eq(notifications.userId, options.userId), kindCondition(options.kind ?? 'all')),
  });
  return { items: page.rows.map(toNotification), nextCursor: page.nextCursor };
}
