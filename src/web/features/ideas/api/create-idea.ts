import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Idea, IdeaCreateInput } from '@contract/ideas.ts';
import { apiRequest } from '@web/lib/api.ts';
import { reloadAfterIdeaChange } from './reload.ts';

// POST /api/ideas: requiredMajors as a comma string.
export const createIdea = (input: IdeaCreateInput) => apiRequest<Idea>('POST', '/api/ideas', input);

export function useCreateIdea(options: UseMutationOptions<Idea, Error, IdeaCreateInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIdea,
    ...options,
    onSuccess: (...args) => {
      reloadAfterIdeaChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
