import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterTeamChange } from './reload.ts';

// Leaves the user's team.
export const useLeaveTeam = mutationHook(ENDPOINTS.teams.leave, () => ({}), reloadAfterTeamChange);
