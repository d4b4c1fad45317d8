import type { AdminUserUpdate } from '@contract/admin.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

// Changes a user's admin flag, or their name, email, phone, major, bio and skills.
export interface UpdateUserVariables {
  id: string;
  changes: AdminUserUpdate;
}

export const useUpdateUser = mutationHook(
  ENDPOINTS.admin.updateUser,
  ({ id, changes }: UpdateUserVariables) => ({ params: { id }, body: changes }),
  reloadAfterAdminChange,
);
