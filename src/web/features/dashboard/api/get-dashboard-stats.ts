import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// The dashboard's team status.
export const dashboardStatsQuery = endpointQuery(ENDPOINTS.dashboard.stats);

export const useDashboardStats = () => useQuery(dashboardStatsQuery);
