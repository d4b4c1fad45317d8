import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ProfileUpdate } from '@contract/profile.ts';
import type { User } from '@contract/users.ts';
import { apiRequest } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// PUT /api/profile: the editable fields and the privacy flags.
export const updateProfile = (input: ProfileUpdate) =>
  apiRequest<User>('PUT', queryKeys.profile.join('/'), input);

/** After a change the profile and the directory (names, phones, visibility) are reloaded. */
export function useUpdateProfile(options: UseMutationOptions<User, Error, ProfileUpdate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    ...options,
    onSuccess: (user, ...rest) => {
      queryClient.setQueryData(queryKeys.profile, user);
      for (const key of [
        queryKeys.profile,
        queryKeys.students,
        queryKeys.myTeam,
        queryKeys.admin,
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      return options.onSuccess?.(user, ...rest);
    },
  });
}
