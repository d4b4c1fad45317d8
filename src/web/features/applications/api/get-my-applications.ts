import { queryOptions, useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { PAGE_MAX } from '@contract/limits.ts';
import { callEndpointAll } from '@web/lib/endpoint-queries.ts';
import { keyOf } from '@web/lib/query-keys.ts';

// Every page: the apply button looks up the application of whichever idea is on screen.
const input = { query: { limit: PAGE_MAX } };

export const myApplicationsQuery = queryOptions({
  queryKey: keyOf(ENDPOINTS.applications.my, input),
  queryFn: () => callEndpointAll(ENDPOINTS.applications.my, input),
});

export const useMyApplications = () => useQuery(myApplicationsQuery);
