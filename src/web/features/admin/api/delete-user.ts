import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

export const useDeleteUser = mutationHook(
  ENDPOINTS.admin.deleteUser,
  (id: string) => ({ params: { id } }),
  reloadAfterAdminChange,
);
