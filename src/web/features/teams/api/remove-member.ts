import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { RemoveMemberInput } from '@contract/teams.ts';
import { apiRequest } from '@web/lib/api.ts';
import { reloadAfterTeamChange } from './reload.ts';

// POST /api/teams/remove-member {memberId}: leader only.
export const removeMember = (input: RemoveMemberInput) =>
  apiRequest<unknown>('POST', '/api/teams/remove-member', input);

export function useRemoveMember(
  options: UseMutationOptions<unknown, Error, RemoveMemberInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    ...options,
    onSuccess: (...args) => {
      reloadAfterTeamChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
