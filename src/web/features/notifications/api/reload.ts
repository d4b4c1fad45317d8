import type { QueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { reload } from '@web/lib/query-keys.ts';

export const reloadAfterReading = (queryClient: QueryClient) =>
  reload(queryClient, [ENDPOINTS.notifications.list, ENDPOINTS.notifications.unreadCount]);
