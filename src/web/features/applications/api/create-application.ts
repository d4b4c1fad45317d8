import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Application, ApplicationCreateInput } from '@contract/applications.ts';
import { apiRequest } from '@web/lib/api.ts';
import { reloadAfterApplicationChange } from './reload.ts';

// POST /api/applications.
export const createApplication = (input: ApplicationCreateInput) =>
  apiRequest<Application>('POST', '/api/applications', input);

export function useCreateApplication(
  options: UseMutationOptions<Application, Error, ApplicationCreateInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApplication,
    ...options,
    onSuccess: (...args) => {
      reloadAfterApplicationChange(queryClient);
      return options.onSuccess?.(...args);
    },
  });
}
