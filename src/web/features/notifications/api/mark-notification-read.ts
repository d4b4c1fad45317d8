import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reload } from '@web/lib/query-keys.ts';

// Marks one notification read.
export const useMarkNotificationRead = mutationHook(
  ENDPOINTS.notifications.markRead,
  (id: string) => ({ params: { id } }),
  (queryClient) => reload(queryClient, [ENDPOINTS.notifications.list]),
);
