import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

export const useIdea = (id: string, enabled: boolean) =>
  useQuery({ ...endpointQuery(ENDPOINTS.ideas.get, { params: { id } }), enabled });
