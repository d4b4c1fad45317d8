import { AUTH_ENDPOINTS } from '@contract/auth.ts';
import { mutationHook } from '@web/lib/api.ts';
import { closeLiveUpdates } from '@web/lib/live-updates.ts';

// The cached data and the event stream belonged to the session and end with it.
export const useLogout = mutationHook(
  AUTH_ENDPOINTS.logout,
  () => ({}),
  (queryClient) => {
    closeLiveUpdates();
    queryClient.clear();
  },
);
