import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Notification, NotificationKind } from '@contract/notifications.ts';
import { UNREAD_COUNT_HEADER } from '@contract/limits.ts';
import { apiGetPage } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/notifications, one kind at a time so that a team invitation is never
// pushed off the first page by newer updates; the next page's cursor comes in X-Next-Cursor and
// the true unread count (every page) in X-Unread-Count.
export async function getNotifications(kind: NotificationKind, cursor?: string) {
  const params = new URLSearchParams({ kind });
  if (cursor) params.set('cursor', cursor);
  const page = await apiGetPage<Notification>(`${queryKeys.notifications.join('/')}?${params}`);
  const unread = Number(page.headers.get(UNREAD_COUNT_HEADER));
  return {
    items: page.items,
    nextCursor: page.nextCursor,
    unreadCount: Number.isFinite(unread) ? unread : 0,
  };
}

export const notificationsQueryOptions = (kind: NotificationKind) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.notifications, { kind }],
    queryFn: ({ pageParam }) => getNotifications(kind, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useNotifications = (kind: NotificationKind) =>
  useInfiniteQuery(notificationsQueryOptions(kind));
