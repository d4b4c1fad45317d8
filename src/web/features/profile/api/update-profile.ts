import { ENDPOINTS } from '@contract/endpoints.ts';
import type { ProfileUpdate } from '@contract/profile.ts';
import { mutationHook } from '@web/lib/api.ts';
import { ADMIN_READS, keyOf, reload } from '@web/lib/query-keys.ts';

export const useUpdateProfile = mutationHook(
  ENDPOINTS.profile.update,
  (body: ProfileUpdate) => ({ body }),
  (queryClient, user) => {
    queryClient.setQueryData(keyOf(ENDPOINTS.profile.get), user);
    reload(queryClient, [
      ENDPOINTS.profile.get,
      ENDPOINTS.students.list,
      ENDPOINTS.teams.my,
      ...ADMIN_READS,
    ]);
  },
);
