import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// The signed-in user's fields; fails on 401.
export const profileQuery = endpointQuery(ENDPOINTS.profile.get);

export const useProfile = () => useQuery(profileQuery);
