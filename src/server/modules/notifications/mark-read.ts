import { and, eq } from 'drizzle-orm';
import type { Notification } from '@contract/notifications.ts';
import type { AppContext } from '../../context.ts';
import { notifications } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { toNotification } from './list.ts';
import { countUnreadNotifications } from './unread-count.ts';

// One statement; the unread count after includes any written meanwhile.
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

// Anyone else's is 'not found'.
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
