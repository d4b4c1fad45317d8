import type { AdminUserUpdate } from '@contract/admin.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

export const useUpdateUser = mutationHook(
  ENDPOINTS.admin.updateUser,
  ({ id, changes }: { id: string; changes: AdminUserUpdate }) => ({
    params: { id },
    body: changes,
  }),
  reloadAfterAdminChange,
);
