import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';

// A key is never fetched: lib/api.ts builds the URL.

export const keyOf = (endpoint: Endpoint, input?: object): readonly unknown[] =>
  input ? [endpoint.path, input] : [endpoint.path];

/** A default course's list reloads with the same list in every other course. */
const IN_EVERY_COURSE = new Map<Endpoint, Endpoint>([
  [ENDPOINTS.ideas.list, ENDPOINTS.inCourse.ideas],
  [ENDPOINTS.ideas.my, ENDPOINTS.inCourse.myIdeas],
  [ENDPOINTS.students.list, ENDPOINTS.inCourse.students],
  [ENDPOINTS.teams.my, ENDPOINTS.inCourse.myTeam],
  [ENDPOINTS.formation.window, ENDPOINTS.inCourse.window],
  [ENDPOINTS.dashboard.stats, ENDPOINTS.inCourse.dashboardStats],
]);

export function reload(queryClient: QueryClient, endpoints: readonly Endpoint[]) {
  const all = endpoints.flatMap((endpoint) =>
    [endpoint, IN_EVERY_COURSE.get(endpoint) ?? []].flat(),
  );
  return Promise.all(
    all.map((endpoint) => queryClient.invalidateQueries({ queryKey: keyOf(endpoint) })),
  );
}

/** The admin screen's calls: a change in any list may show in them, so they reload together. */
export const ADMIN_READS: readonly Endpoint[] = [
  ENDPOINTS.admin.stats,
  ENDPOINTS.admin.users,
  ENDPOINTS.admin.ideas,
  ENDPOINTS.admin.teams,
  ENDPOINTS.admin.audit,
];
