import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

// Hides an idea from the lists, or shows it again.
export const useSetIdeaHidden = mutationHook(
  ENDPOINTS.admin.updateIdea,
  ({ id, isHidden }: { id: string; isHidden: boolean }) => ({ params: { id }, body: { isHidden } }),
  reloadAfterAdminChange,
);
