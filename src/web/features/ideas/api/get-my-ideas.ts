import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Idea } from '@contract/ideas.ts';
import { apiRequest } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/ideas/my: the user's own ideas.
export const getMyIdeas = () => apiRequest<Idea[]>('GET', queryKeys.myIdeas.join('/'));

export const myIdeasQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myIdeas, queryFn: getMyIdeas });

export const useMyIdeas = () => useQuery(myIdeasQueryOptions());
