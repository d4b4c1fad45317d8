import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyApplication } from '@contract/applications.ts';
import { apiRequest } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/applications/my (spec section 7): the user's own applications.
export const getMyApplications = () =>
  apiRequest<MyApplication[]>('GET', queryKeys.myApplications.join('/'));

export const myApplicationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myApplications, queryFn: getMyApplications });

export const useMyApplications = () => useQuery(myApplicationsQueryOptions());
