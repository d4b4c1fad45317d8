import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

// Deletes a user and all their data; never the admin themself.
export const useDeleteUser = mutationHook(
  ENDPOINTS.admin.deleteUser,
  (id: string) => ({ params: { id } }),
  reloadAfterAdminChange,
);
