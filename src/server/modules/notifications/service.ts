import { and, count, eq, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import {
  INVITATION_MARK,
  type Notification,
  type NotificationKind,
  type NotificationQuerySchema,
} from '@contract/notifications.ts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notifications, type NotificationRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { readPage, type Page } from '../../lib/pagination.ts';

function toNotification(row: NotificationRow): Notification {
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

/** GET /api/notifications: the user's own (all, or one kind), newest first, a page at a time. */
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

const unreadStatement = preparedFor((db: Db) =>
  db
    .select({ unread: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.isRead, false)),
    )
    .prepare('notifications_unread_count'),
);

/** How many of the user's notifications are unread: the dashboard's true count, every page. */
export async function countUnreadNotifications(
  ctx: AppContext,
  options: { userId: string },
): Promise<number> {
  const [row] = await unreadStatement(ctx.db).execute({ userId: options.userId });
  return Number(row?.unread ?? 0);
}

/**
 * PUT /api/notifications/read-all: every unread notification of the caller's, in one statement;
 * nobody else's. Answers how many it marked and what is unread after (one written meanwhile).
 */
export async function markAllNotificationsRead(
  ctx: AppContext,
  options: { userId: string },
): Promise<{ marked: number; unread: number }> {
  const marked = await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, options.userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { marked: marked.length, unread: await countUnreadNotifications(ctx, options) };
}

/** PUT /api/notifications/{id}/read: only the user's own; anyone else's is 'not found'. */
export async function markNotificationRead(
  ctx: AppContext,
  options: { userId: string; id: string },
): Promise<Notification> {
  const [row] = await ctx.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, options.id), eq(notifications.userId, options.userId)))
    .returning();
  if (!row) throw notFound('notifications.notFound');
  return toNotification(row);
}
