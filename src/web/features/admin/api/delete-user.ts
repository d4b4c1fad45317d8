import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api.ts';
import { adminKeys } from './keys.ts';
import { reloadAfterAdminChange } from './reload.ts';

// DELETE /api/admin/users/{id}: the user and all their data; never the admin themself.
export const deleteUser = (id: string) =>
  apiRequest<unknown>('DELETE', `${adminKeys.users.join('/')}/${encodeURIComponent(id)}`);

export function useDeleteUser(options: UseMutationOptions<unknown, Error, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    ...options,
    onSuccess: (...args) => {
      reloadAfterAdminChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
