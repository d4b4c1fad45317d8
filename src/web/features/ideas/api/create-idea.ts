import { ENDPOINTS } from '@contract/endpoints.ts';
import type { IdeaCreateInput } from '@contract/ideas.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterIdeaChange } from './reload.ts';

// Publishes an idea (requiredMajors as a comma string); its author leads the new team.
export const useCreateIdea = mutationHook(
  ENDPOINTS.ideas.create,
  (body: IdeaCreateInput) => ({ body }),
  reloadAfterIdeaChange,
);
