import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUTH_ENDPOINTS, type OidcCompleteInput } from '@contract/auth.ts';
import { callEndpoint, mutationHook } from '@web/lib/api.ts';

const oidcSignupQuery = queryOptions({
  queryKey: [AUTH_ENDPOINTS.oidcSignup.path],
  queryFn: () => callEndpoint(AUTH_ENDPOINTS.oidcSignup),
  retry: false,
});

export const useOidcSignup = () => useQuery(oidcSignupQuery);

export const useCompleteOidcSignup = mutationHook(
  AUTH_ENDPOINTS.oidcComplete,
  (body: OidcCompleteInput) => ({ body }),
);

export const useAbandonOidcSignup = mutationHook(AUTH_ENDPOINTS.oidcAbandon, () => ({}));
