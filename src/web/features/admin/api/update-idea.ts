import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

export const useSetIdeaHidden = mutationHook(
  ENDPOINTS.admin.updateIdea,
  ({ id, isHidden }: { id: string; isHidden: boolean }) => ({ params: { id }, body: { isHidden } }),
  reloadAfterAdminChange,
);
