import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@contract/users.ts';
import { apiRequest } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/profile: the signed-in user's fields; fails on 401.
export const getProfile = () => apiRequest<User | null>('GET', queryKeys.profile.join('/'));

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
