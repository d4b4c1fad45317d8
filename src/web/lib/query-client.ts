import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, serverMessage } from './api.ts';
import { translate, type MessageKey } from './i18n/i18n.ts';
import { dismissErrorsFrom, toastError } from './toast.ts';

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

/**
 * The error toast of a failed change: the server's message, else the named fallback. `source`
 * names the call, so that its next success closes the toast.
 */
export function toastMutationError(
  error: unknown,
  meta: ErrorToastMeta | undefined,
  source?: string,
) {
  if (!meta?.errorFallback) return;
  const title = translate(meta.errorTitle ?? 'common.error');
  toastError(serverMessage(error, translate(meta.errorFallback)), title, source);
}

/** A change's call as the toasts name it: its hook's key (`mutationHook` sets one). */
const sourceOf = (mutation: { options: { mutationKey?: readonly unknown[] } }) =>
  mutation.options.mutationKey?.join(' ');

// Data loading: no retry, no refetch on focus, no polling, never stale.
// Changes reload what they affect by invalidating those queries.
export function createQueryClient(options: { onUnauthorized?: () => void } = {}) {
  // A session that ended (expired, signed out elsewhere) answers 401 to whatever is called
  // next; the app then asks the student to sign in again (app/provider.tsx).
  const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;
  const onUnauthorized = (error: unknown) => {
    if (isUnauthorized(error)) options.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: onUnauthorized }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        onUnauthorized(error);
        // The sign-in dialog says what happened; a toast 'Failed to …' would say it wrongly.
        if (!isUnauthorized(error) || !options.onUnauthorized) {
          toastMutationError(error, mutation.meta, sourceOf(mutation));
        }
      },
      onSuccess: (_answer, _variables, _context, mutation) => {
        const source = sourceOf(mutation);
        if (source) dismissErrorsFrom(source);
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
