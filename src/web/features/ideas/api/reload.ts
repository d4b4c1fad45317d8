import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys.ts';

/** An idea change affects the idea lists, the team, the stats and the profile. */
export function reloadAfterIdeaChange(queryClient: QueryClient) {
  for (const key of [
    queryKeys.myIdeas,
    queryKeys.ideas,
    queryKeys.myTeam,
    queryKeys.dashboardStats,
    queryKeys.profile,
    queryKeys.ideaApplicants,
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
