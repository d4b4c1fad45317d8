import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

export const useAddMember = mutationHook(
  ENDPOINTS.admin.addMember,
  ({ ideaId, studentId }: { ideaId: string; studentId: string }) => ({
    params: { ideaId },
    body: { studentId },
  }),
  reloadAfterAdminChange,
);

export const useRemoveMember = mutationHook(
  ENDPOINTS.admin.removeMember,
  (params: { ideaId: string; studentId: string }) => ({ params }),
  reloadAfterAdminChange,
);
