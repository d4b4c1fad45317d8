import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterIdeaChange } from './reload.ts';

// Deletes the user's own idea.
export const useDeleteIdea = mutationHook(
  ENDPOINTS.ideas.remove,
  (id: string) => ({ params: { id } }),
  reloadAfterIdeaChange,
);
