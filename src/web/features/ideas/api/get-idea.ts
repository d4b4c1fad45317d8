import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// One idea, as its shared link opens it (404 when the viewer may not see it).
export const useIdea = (id: string, enabled: boolean) =>
  useQuery({ ...endpointQuery(ENDPOINTS.ideas.get, { params: { id } }), enabled });
