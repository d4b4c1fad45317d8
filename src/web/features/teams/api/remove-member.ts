import { ENDPOINTS } from '@contract/endpoints.ts';
import type { RemoveMemberInput } from '@contract/teams.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterTeamChange } from './reload.ts';

// The leader removes a member.
export const useRemoveMember = mutationHook(
  ENDPOINTS.teams.removeMember,
  (body: RemoveMemberInput) => ({ body }),
  reloadAfterTeamChange,
);
