import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, serverFieldErrors, serverMessage } from './api.ts';
import { translate, type MessageKey } from './i18n/i18n.ts';
import { dismissErrorsFrom, toastError } from './toast.ts';

/** `fieldErrorsInline`: the form shows field errors under its fields, not in a toast too. */
export interface ErrorToastMeta extends Record<string, unknown> {
  errorFallback?: MessageKey;
  errorTitle?: MessageKey;
  fieldErrorsInline?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ErrorToastMeta;
  }
}

export function toastMutationError(
  error: unknown,
  meta: ErrorToastMeta | undefined,
  source?: string,
) {
  if (!meta?.errorFallback) return;
  if (meta.fieldErrorsInline && Object.keys(serverFieldErrors(error)).length > 0) return;
  const title = translate(meta.errorTitle ?? 'common.error');
  toastError(serverMessage(error, translate(meta.errorFallback)), title, source);
}

const sourceOf = (mutation: { options: { mutationKey?: readonly unknown[] } }) =>
  mutation.options.mutationKey?.join(' ');

// No retry, refetch on focus or polling: changes invalidate the queries they affect.
export function createQueryClient(options: { onUnauthorized?: () => void } = {}) {
  // A 401 means the session ended; the app asks to sign in again (app/provider.tsx).
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
