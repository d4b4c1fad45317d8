import { AUTH_ENDPOINTS } from '@contract/auth-endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';

// Signs out; the cached data belonged to the session and is cleared.
export const useLogout = mutationHook(
  AUTH_ENDPOINTS.logout,
  () => ({}),
  (queryClient) => queryClient.clear(),
);
