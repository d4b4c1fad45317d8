import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// PUT /api/notifications/{id}/read.
export const markNotificationRead = (id: string) =>
  apiRequest<unknown>('PUT', `/api/notifications/${encodeURIComponent(id)}/read`);

export function useMarkNotificationRead(options: UseMutationOptions<unknown, Error, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    ...options,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
      return options.onSuccess?.(...args);
    },
  });
}
