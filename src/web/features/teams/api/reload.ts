import type { QueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { ADMIN_READS, reload } from '@web/lib/query-keys.ts';

/** A leader leaving deletes the idea, so the idea lists reload too. */
export const reloadAfterTeamChange = (queryClient: QueryClient) =>
  reload(queryClient, [
    ENDPOINTS.teams.my,
    ENDPOINTS.profile.get,
    ENDPOINTS.dashboard.stats,
    ENDPOINTS.ideas.list,
    ENDPOINTS.ideas.my,
    ENDPOINTS.applications.ofIdea,
    ENDPOINTS.applications.my,
    ENDPOINTS.notifications.list,
    ENDPOINTS.notifications.unreadCount,
    ...ADMIN_READS,
  ]);
