import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api.ts';
import { reloadAfterIdeaChange } from './reload.ts';

// DELETE /api/ideas/{id}.
export const deleteIdea = (id: string) =>
  apiRequest<unknown>('DELETE', `/api/ideas/${encodeURIComponent(id)}`);

export function useDeleteIdea(options: UseMutationOptions<unknown, Error, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIdea,
    ...options,
    onSuccess: (...args) => {
      reloadAfterIdeaChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
