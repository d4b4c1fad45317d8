import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

// Hides an idea from the lists, or shows it again.
export interface SetIdeaHiddenVariables {
  id: string;
  isHidden: boolean;
}

export const useSetIdeaHidden = mutationHook(
  ENDPOINTS.admin.updateIdea,
  ({ id, isHidden }: SetIdeaHiddenVariables) => ({ params: { id }, body: { isHidden } }),
  reloadAfterAdminChange,
);
