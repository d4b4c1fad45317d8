import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTeam } from '@contract/teams.ts';
import { apiRequest } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/teams/my: the user's team, or null.
export const getMyTeam = () => apiRequest<MyTeam | null>('GET', queryKeys.myTeam.join('/'));

export const myTeamQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myTeam, queryFn: getMyTeam });

export const useMyTeam = () => useQuery(myTeamQueryOptions());
