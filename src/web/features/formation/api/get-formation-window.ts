import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// The formation deadline a student counts down to (docs/rules/formation.md).
export const formationWindowQuery = endpointQuery(ENDPOINTS.formation.window);

export const useFormationWindow = (enabled: boolean) =>
  useQuery({ ...formationWindowQuery, enabled });
