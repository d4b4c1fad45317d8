import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';

// A proposal for every student without a team, at the app's own team sizes.
export const useProposePlacement = mutationHook(ENDPOINTS.placement.propose, () => ({ body: {} }));
