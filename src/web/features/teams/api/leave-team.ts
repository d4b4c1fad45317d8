import { ENDPOINTS } from '@contract/endpoints.ts';
import type { TeamRole } from '@contract/teams.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterTeamChange } from './reload.ts';

// Leaves the user's team, as the role the screen showed: the server refuses when that is no
// longer the user's role, so a stale screen never dissolves a team (docs/decisions/0061).
export const useLeaveTeam = mutationHook(
  ENDPOINTS.teams.leave,
  (asRole: TeamRole) => ({ body: { asRole } }),
  reloadAfterTeamChange,
);
