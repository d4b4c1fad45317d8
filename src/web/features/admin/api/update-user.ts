import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AdminUserUpdate } from '@contract/admin.ts';
import type { User } from '@contract/users.ts';
import { apiRequest } from '@web/lib/api.ts';
import { adminKeys } from './keys.ts';
import { reloadAfterAdminChange } from './reload.ts';

// PUT /api/admin/users/{id} with {isAdmin} or {name, email, phone, major, bio, skills}.
export interface UpdateUserVariables {
  id: string;
  changes: AdminUserUpdate;
}

export const updateUser = ({ id, changes }: UpdateUserVariables) =>
  apiRequest<User>('PUT', `${adminKeys.users.join('/')}/${encodeURIComponent(id)}`, changes);

export function useUpdateUser(options: UseMutationOptions<User, Error, UpdateUserVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    ...options,
    onSuccess: (...args) => {
      reloadAfterAdminChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
