import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterIdeaChange } from './reload.ts';

export const useDeleteIdea = mutationHook(
  ENDPOINTS.ideas.remove,
  (id: string) => ({ params: { id } }),
  reloadAfterIdeaChange,
);
