import type { QueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { ADMIN_READS, reload } from '@web/lib/query-keys.ts';

/** An admin change can touch any list. */
export const reloadAfterAdminChange = (queryClient: QueryClient) =>
  reload(queryClient, [
    ...ADMIN_READS,
    ENDPOINTS.ideas.list,
    ENDPOINTS.ideas.my,
    ENDPOINTS.students.list,
    ENDPOINTS.profile.get,
    ENDPOINTS.teams.my,
    ENDPOINTS.dashboard.stats,
    ENDPOINTS.notifications.list,
    ENDPOINTS.notifications.unreadCount,
  ]);
