import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyApplication } from '@contract/applications.ts';
import { PAGE_MAX } from '@contract/limits.ts';
import { apiGetAll } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/applications/my: the user's own applications, every page of them,
// since the apply button looks up the application for whichever idea is on screen.
export const getMyApplications = () =>
  apiGetAll<MyApplication>(queryKeys.myApplications.join('/'), PAGE_MAX);

export const myApplicationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myApplications, queryFn: getMyApplications });

export const useMyApplications = () => useQuery(myApplicationsQueryOptions());
