import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

// The proposal as the coordinator left it: the assignments kept, moves included.
export const useApplyProposal = mutationHook(
  ENDPOINTS.placement.apply,
  ({
    id,
    assignments,
  }: {
    id: string;
    assignments: Array<{ studentId: string; ideaId: string }>;
  }) => ({
    params: { id },
    body: { assignments },
  }),
  reloadAfterAdminChange,
);
