import { ENDPOINTS } from '@contract/endpoints.ts';
import type { TeamRole } from '@contract/teams.ts';
import { courseMutationHook } from '@web/lib/course-mutation.ts';
import { reloadAfterTeamChange } from './reload.ts';

// The role shown is sent, so a stale screen never dissolves a team (docs/decisions/0061).
export const useLeaveTeam = courseMutationHook(
  ENDPOINTS.teams.leave,
  ENDPOINTS.inCourse.leaveTeam,
  (asRole: TeamRole) => ({ body: { asRole } }),
  reloadAfterTeamChange,
);
