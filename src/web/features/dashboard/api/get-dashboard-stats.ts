import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// The dashboard's team status.
export const useDashboardStats = () => useQuery(endpointQuery(ENDPOINTS.dashboard.stats));
