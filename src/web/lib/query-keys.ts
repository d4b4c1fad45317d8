import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';

// The cache keys of the GET calls, all made here from the endpoint table: the endpoint's path
// pattern, then what it was called with. A key is never fetched: lib/api.ts builds the URL.

/** The key of a GET call: its path pattern, then its params and query when it has any. */
export const keyOf = (endpoint: Endpoint, input?: object): readonly unknown[] =>
  input ? [endpoint.path, input] : [endpoint.path];

/** Reloads every cached answer of these GET calls, whatever they were called with. */
export function reload(queryClient: QueryClient, endpoints: readonly Endpoint[]) {
  for (const endpoint of endpoints) {
    void queryClient.invalidateQueries({ queryKey: keyOf(endpoint) });
  }
}

/** The admin screen's calls: a change in any list may show in them, so they reload together. */
export const ADMIN_READS: readonly Endpoint[] = [
  ENDPOINTS.admin.stats,
  ENDPOINTS.admin.users,
  ENDPOINTS.admin.ideas,
  ENDPOINTS.admin.teams,
];
