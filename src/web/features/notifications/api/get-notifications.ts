import { useInfiniteQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { UNREAD_COUNT_HEADER } from '@contract/limits.ts';
import type { NotificationKind } from '@contract/notifications.ts';
import { endpointPages } from '@web/lib/endpoint-queries.ts';

// One kind at a time, so newer updates never push an invitation off the first page.
export const notificationPages = (kind: NotificationKind) =>
  endpointPages(ENDPOINTS.notifications.list, { query: { kind } }, (page) => {
    const unread = Number(page.headers.get(UNREAD_COUNT_HEADER));
    return {
      items: page.items,
      nextCursor: page.nextCursor,
      unreadCount: Number.isFinite(unread) ? unread : 0,
    };
  });

export const useNotifications = (kind: NotificationKind) =>
  useInfiniteQuery(notificationPages(kind));
