import { ENDPOINTS } from '@contract/endpoints.ts';
import type { RemoveMemberInput } from '@contract/teams.ts';
import { courseMutationHook } from '@web/lib/course-mutation.ts';
import { reloadAfterTeamChange } from './reload.ts';

export const useRemoveMember = courseMutationHook(
  ENDPOINTS.teams.removeMember,
  ENDPOINTS.inCourse.removeTeamMember,
  (body: RemoveMemberInput) => ({ body }),
  reloadAfterTeamChange,
);
