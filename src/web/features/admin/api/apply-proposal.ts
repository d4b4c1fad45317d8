import { ENDPOINTS } from '@contract/endpoints.ts';
import type { ApplyProposalInput } from '@contract/placement.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

export const useApplyProposal = mutationHook(
  ENDPOINTS.placement.apply,
  ({
    id,
    assignments,
  }: {
    id: string;
    assignments: NonNullable<ApplyProposalInput>['assignments'];
  }) => ({
    params: { id },
    body: { assignments },
  }),
  reloadAfterAdminChange,
);
