import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api.ts';
import { reloadAfterApplicationChange } from './reload.ts';

// POST /api/applications/{id}/confirm: the invited applicant joins the team.
export const confirmApplication = (id: string) =>
  apiRequest<unknown>('POST', `/api/applications/${encodeURIComponent(id)}/confirm`);

export function useConfirmApplication(options: UseMutationOptions<unknown, Error, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmApplication,
    ...options,
    onSuccess: (...args) => {
      reloadAfterApplicationChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
