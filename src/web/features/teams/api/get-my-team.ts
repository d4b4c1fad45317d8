import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// The user's team, or null.
export const myTeamQuery = endpointQuery(ENDPOINTS.teams.my);

export const useMyTeam = () => useQuery(myTeamQuery);
