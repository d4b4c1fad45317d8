import { useEffect, useState } from 'react';
import { AUTH_ENDPOINTS, type AuthOptions } from '@contract/auth.ts';
import { callEndpoint } from '@web/lib/api.ts';

/** A plain call: React Query's observers would add 8 KB to /auth's first JavaScript. */
export function useAuthOptions(): AuthOptions | undefined {
  const [options, setOptions] = useState<AuthOptions>();
  useEffect(() => {
    let live = true;
    callEndpoint(AUTH_ENDPOINTS.options).then(
      (answer) => live && setOptions(answer),
      // Without an answer the page offers the password forms, as before.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return options;
}

/** A browser navigation, not a fetch: the provider's pages take over the tab. */
export const oidcStartUrl = (next: string | null) =>
  next
    ? `${AUTH_ENDPOINTS.oidcStart.path}?next=${encodeURIComponent(next)}`
    : AUTH_ENDPOINTS.oidcStart.path;
