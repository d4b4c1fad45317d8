import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys.ts';

/**
 * Leaving a team or removing a member changes the team, the profile's team, the stats, the idea
 * lists (a leader leaving deletes the idea) and notifications.
 */
export function reloadAfterTeamChange(queryClient: QueryClient) {
  for (const key of [
    queryKeys.myTeam,
    queryKeys.profile,
    queryKeys.dashboardStats,
    queryKeys.ideas,
    queryKeys.myIdeas,
    queryKeys.ideaApplicants,
    queryKeys.myApplications,
    queryKeys.notifications,
    queryKeys.admin,
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
