import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api.ts';
import { reloadAfterApplicationChange } from './reload.ts';

// POST /api/applications/{id}/reject: the invited applicant declines.
export const rejectInvitation = (id: string) =>
  apiRequest<unknown>('POST', `/api/applications/${encodeURIComponent(id)}/reject`);

export function useRejectInvitation(options: UseMutationOptions<unknown, Error, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectInvitation,
    ...options,
    onSuccess: (...args) => {
      reloadAfterApplicationChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
