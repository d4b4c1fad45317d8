import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api.ts';
import { adminKeys } from './keys.ts';
import { reloadAfterAdminChange } from './reload.ts';

// DELETE /api/admin/ideas/{id}: the idea with its team and applications.
export const deleteIdea = (id: string) =>
  apiRequest<unknown>('DELETE', `${adminKeys.ideas.join('/')}/${encodeURIComponent(id)}`);

export function useDeleteIdea(options: UseMutationOptions<unknown, Error, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIdea,
    ...options,
    onSuccess: (...args) => {
      reloadAfterAdminChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
