import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn } from './api.ts';

// Spec section 9, "Data loading": no retry, no refetch on focus, no polling, never stale.
// Changes reload what they affect by invalidating those queries.
export function createQueryClient(options: { onUnauthorized?: () => void } = {}) {
  // A session that ended (expired, signed out elsewhere) answers 401 to whatever is called
  // next; the visitor then goes to /auth as when the profile fails to load (spec section 2).
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) options.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
