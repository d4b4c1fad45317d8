import { ENDPOINTS } from '@contract/endpoints.ts';
import type { PlacementWeights } from '@contract/placement.ts';
import { mutationHook } from '@web/lib/api.ts';

export const useProposePlacement = mutationHook(
  ENDPOINTS.placement.propose,
  (weights: PlacementWeights) => ({ body: { weights } }),
);
