import { and, desc, eq, sql } from 'drizzle-orm';
import type { Notification } from '../../../contract/notifications.ts';
import type { AppContext } from '../../context.ts';
import { notifications, type NotificationRow } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import {
  afterCursorPlaceholders,
  cursorValues,
  decodeCursor,
  toPage,
  type Page,
} from '../../lib/pagination.ts';

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    message: row.message,
    applicationId: row.applicationId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

const pageStatement = (withCursor: boolean) =>
  preparedFor((db: Db) =>
    db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, sql.placeholder('userId')),
          withCursor ? afterCursorPlaceholders(notifications) : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .prepare(withCursor ? 'notifications_next_page' : 'notifications_first_page'),
  );
const firstPage = pageStatement(false);
const nextPage = pageStatement(true);

/** GET /api/notifications: the user's own, newest first, one page at a time. */
export async function listNotifications(
  ctx: AppContext,
  options: { userId: string; limit: number; cursor?: string | undefined },
): Promise<Page<Notification>> {
  const cursor = decodeCursor(options.cursor);
  const values = { userId: options.userId, limit: options.limit + 1 };
  const rows = cursor
    ? await nextPage(ctx.db).execute({ ...values, ...cursorValues(cursor) })
    : await firstPage(ctx.db).execute(values);
  return toPage(rows, options.limit, toNotification);
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
  if (!row) throw notFound('Notification not found');
  return toNotification(row);
}
