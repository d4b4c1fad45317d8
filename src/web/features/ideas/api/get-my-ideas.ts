import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// The user's own ideas.
export const myIdeasQuery = endpointQuery(ENDPOINTS.ideas.my);

export const useMyIdeas = () => useQuery(myIdeasQuery);
