import { ENDPOINTS } from '@contract/endpoints.ts';
import type { IdeaUpdateInput } from '@contract/ideas.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterIdeaChange } from './reload.ts';

// Edits the user's own idea: the same body as create.
export interface UpdateIdeaVariables {
  id: string;
  input: IdeaUpdateInput;
}

export const useUpdateIdea = mutationHook(
  ENDPOINTS.ideas.update,
  ({ id, input }: UpdateIdeaVariables) => ({ params: { id }, body: input }),
  reloadAfterIdeaChange,
);
