import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { notifications } from '../../db/schema.ts';

const unreadStatement = preparedFor((db: Db) =>
  db
    .select({ unread: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.isRead, false)),
    )
    .prepare('notifications_unread_count'),
);

export async function countUnreadNotifications(
  ctx: AppContext,
  options: { userId: string },
): Promise<number> {
  const [row] = await unreadStatement(ctx.db).execute({ userId: options.userId });
  return Number(row?.unread ?? 0);
}
