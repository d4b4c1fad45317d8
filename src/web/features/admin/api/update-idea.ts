import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AdminIdea } from '@contract/admin.ts';
import { apiRequest } from '@web/lib/api.ts';
import { adminKeys } from './keys.ts';
import { reloadAfterAdminChange } from './reload.ts';

// PUT /api/admin/ideas/{id} {isHidden}.
export interface SetIdeaHiddenVariables {
  id: string;
  isHidden: boolean;
}

export const setIdeaHidden = ({ id, isHidden }: SetIdeaHiddenVariables) =>
  apiRequest<AdminIdea>('PUT', `${adminKeys.ideas.join('/')}/${encodeURIComponent(id)}`, {
    isHidden,
  });

export function useSetIdeaHidden(
  options: UseMutationOptions<AdminIdea, Error, SetIdeaHiddenVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setIdeaHidden,
    ...options,
    onSuccess: (...args) => {
      reloadAfterAdminChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
