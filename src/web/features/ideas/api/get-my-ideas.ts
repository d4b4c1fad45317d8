import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// The user's own ideas.
export const useMyIdeas = () => useQuery(endpointQuery(ENDPOINTS.ideas.my));
