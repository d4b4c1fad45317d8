import { ENDPOINTS } from '@contract/endpoints.ts';
import type { IdeaUpdateInput } from '@contract/ideas.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterIdeaChange } from './reload.ts';

export const useUpdateIdea = mutationHook(
  ENDPOINTS.ideas.update,
  ({ id, input }: { id: string; input: IdeaUpdateInput }) => ({ params: { id }, body: input }),
  reloadAfterIdeaChange,
);
