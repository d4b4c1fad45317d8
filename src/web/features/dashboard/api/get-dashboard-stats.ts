import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@contract/dashboard.ts';
import { apiRequest } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/dashboard/stats: teamStatus.
export const getDashboardStats = () =>
  apiRequest<DashboardStats>('GET', queryKeys.dashboardStats.join('/'));

export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboardStats, queryFn: getDashboardStats });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
