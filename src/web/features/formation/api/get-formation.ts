import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

export const useFormation = () => useQuery(endpointQuery(ENDPOINTS.formation.get));
