import { ENDPOINTS } from '@contract/endpoints.ts';
import type { TransferLeadershipInput } from '@contract/teams.ts';
import { courseMutationHook } from '@web/lib/course-mutation.ts';
import { reloadAfterTeamChange } from './reload.ts';

export const useTransferLeadership = courseMutationHook(
  ENDPOINTS.teams.transferLeadership,
  ENDPOINTS.inCourse.transferLeadership,
  (body: TransferLeadershipInput) => ({ body }),
  reloadAfterTeamChange,
);
