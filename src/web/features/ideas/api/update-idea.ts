import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Idea, IdeaUpdateInput } from '@contract/ideas.ts';
import { apiRequest } from '@web/lib/api.ts';
import { reloadAfterIdeaChange } from './reload.ts';

// PUT /api/ideas/{id}: the same body as create.
export interface UpdateIdeaVariables {
  id: string;
  input: IdeaUpdateInput;
}

export const updateIdea = ({ id, input }: UpdateIdeaVariables) =>
  apiRequest<Idea>('PUT', `/api/ideas/${encodeURIComponent(id)}`, input);

export function useUpdateIdea(options: UseMutationOptions<Idea, Error, UpdateIdeaVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIdea,
    ...options,
    onSuccess: (...args) => {
      reloadAfterIdeaChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
