import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

export const useDeleteIdea = mutationHook(
  ENDPOINTS.admin.deleteIdea,
  (id: string) => ({ params: { id } }),
  reloadAfterAdminChange,
);
