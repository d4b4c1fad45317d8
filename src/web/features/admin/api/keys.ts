import { queryKeys } from '@web/lib/query-keys.ts';

// Every admin query lives under queryKeys.admin, so one invalidation reloads them all; each
// key's parts joined with '/' is its URL.
export const adminKeys = {
  stats: [...queryKeys.admin, 'stats'],
  users: [...queryKeys.admin, 'users'],
  ideas: [...queryKeys.admin, 'ideas'],
  teams: [...queryKeys.admin, 'teams'],
} as const;
