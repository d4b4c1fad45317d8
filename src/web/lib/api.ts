// Change hooks live here: /auth's first screen needs them, and this module is in every chunk.

import { useMutation, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  urlOf,
  type Args,
  type CallInput,
  type Endpoint,
  type Shapes,
} from '@contract/endpoint.ts';
import type { ErrorAnswer } from '@contract/fields.ts';
import { getLanguage, translateCode } from './i18n/i18n.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** Null when the body is not a JSON object: a proxy's page, an empty 502. */
  get answer(): ErrorAnswer | null {
    try {
      const value: unknown = JSON.parse(this.body);
      return value && typeof value === 'object' ? (value as ErrorAnswer) : null;
    } catch {
      return null;
    }
  }
}

export type Answer<S extends Shapes> = z.output<S['answer']>;

export async function send(endpoint: Endpoint, input?: CallInput<Shapes>): Promise<Response> {
  const body = input?.body;
  const res = await fetch(urlOf(endpoint, input as CallInput<Shapes>), {
    method: endpoint.method,
    credentials: 'include',
    // The app's language, not the browser's: a sign-in records it for the account's e-mails.
    headers: {
      'Accept-Language': getLanguage(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

export const readJson = async (res: Response): Promise<unknown> =>
  JSON.parse((await res.text()) || 'null');

export const callEndpoint = async <S extends Shapes>(
  endpoint: Endpoint<S>,
  ...[input]: Args<S>
): Promise<Answer<S>> => readJson(await send(endpoint, input)) as Promise<Answer<S>>;

/** An unknown code falls back to the server's English `message`, then to `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  const answer = error instanceof ApiError ? error.answer : null;
  if (!answer) return fallback;
  return translateCode(answer.code, answer.params) ?? (answer.message?.trim() || fallback);
}

export const endpointSource = (endpoint: { method: string; path: string }) =>
  `${endpoint.method} ${endpoint.path}`;

/** By request, until its reloads are in: the same Join Team from two places is sent once. */
const actionsOnTheirWay = new Set<string>();
const actionOf = (endpoint: Endpoint, call: CallInput<Shapes> | undefined) =>
  `${endpoint.method} ${urlOf(endpoint, call as CallInput<Shapes>)} ${JSON.stringify(call?.body ?? null)}`;

/** One tap, one action: pending at the tap, not a macrotask later (docs/decisions/0024). */
export const mutationHook = <S extends Shapes, V = void>(
  endpoint: Endpoint<S>,
  input: (variables: V) => CallInput<S>,
  after?: (queryClient: QueryClient, answer: Answer<S>) => unknown,
) =>
  // Named so that the hook rules know it for a hook.
  function useEndpointMutation(options: UseMutationOptions<Answer<S>, Error, V> = {}) {
    const inFlight = useRef(false);
    const action = useRef<{ key: string; reloaded?: Promise<unknown> } | null>(null);
    const [started, setStarted] = useState<{ variables: V } | null>(null);
    const mutation = useMutation({
      // Names the call, so that a success closes the error toast of its last failure.
      mutationKey: [endpointSource(endpoint)],
      mutationFn: (variables: V) => callEndpoint(endpoint, ...([input(variables)] as Args<S>)),
      ...options,
      onSuccess: (answer, ...rest) => {
        const reloaded = after?.(rest[2].client, answer);
        if (action.current) action.current.reloaded = Promise.resolve(reloaded);
        return options.onSuccess?.(answer, ...rest);
      },
      // The hook's own callback: it runs even when the component has gone meanwhile.
      onSettled: (...args) => {
        inFlight.current = false;
        setStarted(null);
        const settled = action.current;
        action.current = null;
        if (settled) {
          void (settled.reloaded ?? Promise.resolve())
            .catch(() => undefined)
            .finally(() => actionsOnTheirWay.delete(settled.key));
        }
        return options.onSettled?.(...args);
      },
    });
    const { mutate: send } = mutation;
    const mutate = useCallback<typeof send>(
      (...args) => {
        const key = actionOf(endpoint, input(args[0] as V));
        if (inFlight.current || actionsOnTheirWay.has(key)) return;
        inFlight.current = true;
        actionsOnTheirWay.add(key);
        action.current = { key };
        setStarted({ variables: args[0] as V });
        send(...args);
      },
      [send],
    );
    return {
      ...mutation,
      mutate,
      isPending: mutation.isPending || started !== null,
      variables: started ? started.variables : mutation.variables,
    };
  };

export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = (error instanceof ApiError && error.answer?.errors) || {};
  return Object.fromEntries(
    Object.entries(errors).map(([field, said]) => [
      field,
      translateCode(said.code, said.params) ?? said.message,
    ]),
  );
}

/** A refused value (a taken team ID) belongs beside its field, not only in a toast. */
export function useServerFieldErrors<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error: unknown,
) {
  const { setError, getValues } = form;
  useEffect(() => {
    const values = getValues();
    const known = Object.entries(serverFieldErrors(error)).filter(([field]) =>
      Object.hasOwn(values, field),
    );
    known.forEach(([field, message], i) =>
      setError(field as FieldPath<TValues>, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
  }, [error, setError, getValues]);
}
