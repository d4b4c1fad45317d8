import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@contract/notifications.ts';
import { apiRequest } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/notifications (spec section 7).
export const getNotifications = () =>
  apiRequest<Notification[]>('GET', queryKeys.notifications.join('/'));

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications, queryFn: getNotifications });

export const useNotifications = () => useQuery(notificationsQueryOptions());
