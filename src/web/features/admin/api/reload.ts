import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys.ts';

/**
 * An admin change can touch any list: the admin lists and counts, the ideas, the directory, the
 * admin's own profile and team.
 */
export function reloadAfterAdminChange(queryClient: QueryClient) {
  for (const key of [
    queryKeys.admin,
    queryKeys.ideas,
    queryKeys.myIdeas,
    queryKeys.students,
    queryKeys.profile,
    queryKeys.myTeam,
    queryKeys.dashboardStats,
    queryKeys.notifications,
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
