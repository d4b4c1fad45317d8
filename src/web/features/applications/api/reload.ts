import type { QueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { reload } from '@web/lib/query-keys.ts';

/** Application actions change applicants, applications, notifications and teams. */
export const reloadAfterApplicationChange = (queryClient: QueryClient) =>
  reload(queryClient, [
    ENDPOINTS.applications.ofIdea,
    ENDPOINTS.applications.my,
    ENDPOINTS.notifications.list,
    ENDPOINTS.notifications.unreadCount,
    ENDPOINTS.teams.my,
    ENDPOINTS.dashboard.stats,
    ENDPOINTS.profile.get,
    ENDPOINTS.ideas.list,
    ENDPOINTS.ideas.my,
  ]);
