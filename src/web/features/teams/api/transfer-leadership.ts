import { ENDPOINTS } from '@contract/endpoints.ts';
import type { TransferLeadershipInput } from '@contract/teams.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterTeamChange } from './reload.ts';

// The leader hands the team (and the idea) to a member.
export const useTransferLeadership = mutationHook(
  ENDPOINTS.teams.transferLeadership,
  (body: TransferLeadershipInput) => ({ body }),
  reloadAfterTeamChange,
);
