import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys.ts';

/** Application actions change applicants, applications, notifications and teams. */
export function reloadAfterApplicationChange(queryClient: QueryClient) {
  for (const key of [
    queryKeys.ideaApplicants,
    queryKeys.myApplications,
    queryKeys.notifications,
    queryKeys.myTeam,
    queryKeys.dashboardStats,
    queryKeys.profile,
    queryKeys.ideas,
    queryKeys.myIdeas,
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
