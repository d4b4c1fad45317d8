import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { MessageAnswer } from '@contract/fields.ts';
import { apiRequest } from '@web/lib/api.ts';

// POST /api/auth/logout: on success the cached data is cleared.
export const logout = () => apiRequest<MessageAnswer>('POST', '/api/auth/logout');

export function useLogout(options: UseMutationOptions<MessageAnswer, Error, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    ...options,
    onSuccess: (...args) => {
      queryClient.clear();
      return options.onSuccess?.(...args);
    },
  });
}
