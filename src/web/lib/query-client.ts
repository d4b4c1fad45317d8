import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, serverMessage } from './api.ts';
import { translate, type MessageKey } from './i18n/i18n.ts';
import { toastError } from './toast.ts';

/**
 * What a mutation's `meta` may say: the text of its error toast when the server gives none
 * (`errorFallback`) and the toast's title when it is not 'Error' (`errorTitle`).
 */
export interface ErrorToastMeta extends Record<string, unknown> {
  errorFallback?: MessageKey;
  errorTitle?: MessageKey;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ErrorToastMeta;
  }
}

/** The error toast of a failed change: the server's message, else the named fallback. */
export function toastMutationError(error: unknown, meta: ErrorToastMeta | undefined) {
  if (!meta?.errorFallback) return;
  const title = translate(meta.errorTitle ?? 'common.error');
  toastError(serverMessage(error, translate(meta.errorFallback)), title);
}

// Data loading: no retry, no refetch on focus, no polling, never stale.
// Changes reload what they affect by invalidating those queries.
export function createQueryClient(options: { onUnauthorized?: () => void } = {}) {
  // A session that ended (expired, signed out elsewhere) answers 401 to whatever is called
  // next; the visitor then goes to /auth as when the profile fails to load.
  const onUnauthorized = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) options.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: onUnauthorized }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        onUnauthorized(error);
        toastMutationError(error, mutation.meta);
      },
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
