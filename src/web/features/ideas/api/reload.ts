import type { QueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { reload } from '@web/lib/query-keys.ts';

export const reloadAfterIdeaChange = (queryClient: QueryClient) =>
  reload(queryClient, [
    ENDPOINTS.ideas.my,
    ENDPOINTS.ideas.list,
    ENDPOINTS.teams.my,
    ENDPOINTS.dashboard.stats,
    ENDPOINTS.profile.get,
    ENDPOINTS.applications.ofIdea,
  ]);
