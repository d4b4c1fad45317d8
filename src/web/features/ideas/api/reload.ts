import type { QueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { reload } from '@web/lib/query-keys.ts';

/** An idea change affects the idea lists, the team, the stats and the profile. */
export const reloadAfterIdeaChange = (queryClient: QueryClient) =>
  reload(queryClient, [
    ENDPOINTS.ideas.my,
    ENDPOINTS.ideas.list,
    ENDPOINTS.teams.my,
    ENDPOINTS.dashboard.stats,
    ENDPOINTS.profile.get,
    ENDPOINTS.applications.ofIdea,
  ]);
