import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api.ts';
import { reloadAfterTeamChange } from './reload.ts';

// POST /api/teams/leave.
export const leaveTeam = () => apiRequest<unknown>('POST', '/api/teams/leave');

export function useLeaveTeam(options: UseMutationOptions<unknown, Error, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveTeam,
    ...options,
    onSuccess: (...args) => {
      reloadAfterTeamChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
