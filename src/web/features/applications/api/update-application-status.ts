import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ApplicationDecision } from '@contract/applications.ts';
import { apiRequest } from '@web/lib/api.ts';
import { reloadAfterApplicationChange } from './reload.ts';

// PUT /api/applications/{id}/status: the owner accepts or declines.
export interface ApplicationStatusVariables {
  id: string;
  status: ApplicationDecision['status'];
}

export const updateApplicationStatus = ({ id, status }: ApplicationStatusVariables) =>
  apiRequest<unknown>('PUT', `/api/applications/${encodeURIComponent(id)}/status`, { status });

export function useUpdateApplicationStatus(
  options: UseMutationOptions<unknown, Error, ApplicationStatusVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    ...options,
    onSuccess: (...args) => {
      reloadAfterApplicationChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
