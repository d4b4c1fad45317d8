import { and, desc, eq, isNotNull, not, sql, type SQL } from 'drizzle-orm';
import {
  INVITATION_MARK,
  type Notification,
  type NotificationKind,
  type NotificationQuerySchema,
} from '@contract/notifications.ts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notifications, type NotificationRow } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { keysetStatements, decodeCursor, toPage, type Page } from '../../lib/pagination.ts';

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

const pageStatements = (kind: NotificationKind | 'all') =>
  keysetStatements(notifications, (db: Db, after, page) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), kindCondition(kind), after))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder('limit'))
      .prepare(
        kind === 'all' ? `notifications_${page}_page` : `notifications_${kind}_${page}_page`,
      ),
  );
const statements = {
  all: pageStatements('all'),
  invitations: pageStatements('invitations'),
  updates: pageStatements('updates'),
};

/** GET /api/notifications: the user's own (all, or one kind), newest first, a page at a time. */
export async function listNotifications(
  ctx: AppContext,
  options: { userId: string } & z.output<typeof NotificationQuerySchema>,
): Promise<Page<Notification>> {
  const cursor = decodeCursor(options.cursor);
  const rows = await statements[options.kind ?? 'all'](ctx.db, cursor, {
    userId: options.userId,
    limit: options.limit + 1,
  });
  return toPage(rows, options.limit, toNotification);
}
