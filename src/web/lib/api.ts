// Every API call, by its row in the contract's endpoint table (src/contract/endpoints.ts):
// credentials always sent, JSON bodies, and a failed call throws an Error whose message is
// `${status}: ${body or status text}`, its field errors shown under a form's fields. The hook of
// each change is made here too (mutationHook): /auth's first screen needs it, and this module is
// in every page's first chunk anyway.

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

  /**
   * The server's answer (the contract's error body, trusted by type as every answer is), or null
   * when the body is not a JSON object: a proxy's page, an empty 502.
   */
  get answer(): ErrorAnswer | null {
    try {
      const value: unknown = JSON.parse(this.body);
      return value && typeof value === 'object' ? (value as ErrorAnswer) : null;
    } catch {
      return null;
    }
  }
}

/** What a call of the endpoint answers (the output of its answer schema, by type only). */
export type Answer<S extends Shapes> = z.output<S['answer']>;

/**
 * Sends a call of the table: its method, to the URL its path params and query make, with the
 * JSON body; a failure throws ApiError.
 */
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

/** The JSON of a response; an empty body is null. */
export const readJson = async (res: Response): Promise<unknown> =>
  JSON.parse((await res.text()) || 'null');

/**
 * Calls an endpoint of the contract's table (docs/decisions/0022-one-endpoint-table.md) with
 * its path params, query and body, and resolves to its answer.
 */
export const callEndpoint = async <S extends Shapes>(
  endpoint: Endpoint<S>,
  ...[input]: Args<S>
): Promise<Answer<S>> => readJson(await send(endpoint, input)) as Promise<Answer<S>>;

/**
 * What a failed call's answer says, in the reader's language: the text of its `code` and
 * `params`; the server's English `message` for a code this client does not know; a
 * fallback text when the answer has no message.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const answer = error instanceof ApiError ? error.answer : null;
  if (!answer) return fallback;
  return translateCode(answer.code, answer.params) ?? (answer.message?.trim() || fallback);
}

/** An endpoint as its changes' error toasts name their source: 'POST /api/auth/verify-otp'. */
export const endpointSource = (endpoint: { method: string; path: string }) =>
  `${endpoint.method} ${endpoint.path}`;

/**
 * The hook of a change: `input` turns the component's variables into the endpoint's params and
 * body; after a success `after` updates or reloads what the change affects, then the
 * component's own onSuccess runs. Each endpoint's hook is one call of this in its api/ file.
 *
 * One tap, one action (docs/decisions/0079-one-tap-one-action.md): `mutate` ignores a call
 * while one is on its way, and `isPending` is true from the tap itself, so the button is
 * disabled and shows its pending label in the same frame rather than when the query cache
 * tells the component (a macrotask later, time enough for a second tap).
 */
export const mutationHook = <S extends Shapes, V = void>(
  endpoint: Endpoint<S>,
  input: (variables: V) => CallInput<S>,
  after?: (queryClient: QueryClient, answer: Answer<S>) => void,
) =>
  // Named so that the hook rules know it for a hook.
  function useEndpointMutation(options: UseMutationOptions<Answer<S>, Error, V> = {}) {
    const inFlight = useRef(false);
    // The variables of the call on its way, known from the tap (which button shows it pending).
    const [started, setStarted] = useState<{ variables: V } | null>(null);
    const mutation = useMutation({
      // Names the call, so that a success closes the error toast of its last failure.
      mutationKey: [endpointSource(endpoint)],
      mutationFn: (variables: V) => callEndpoint(endpoint, ...([input(variables)] as Args<S>)),
      ...options,
      onSuccess: (answer, ...rest) => {
        after?.(rest[2].client, answer);
        return options.onSuccess?.(answer, ...rest);
      },
      // The hook's own callback: it runs even when the component has gone meanwhile.
      onSettled: (...args) => {
        inFlight.current = false;
        setStarted(null);
        return options.onSettled?.(...args);
      },
    });
    const { mutate: send } = mutation;
    const mutate = useCallback<typeof send>(
      (...args) => {
        if (inFlight.current) return;
        inFlight.current = true;
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

/**
 * The field errors of a failed call, by field, each in the reader's language when its code is
 * known, else the server's English text.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = (error instanceof ApiError && error.answer?.errors) || {};
  return Object.fromEntries(
    Object.entries(errors).map(([field, said]) => [
      field,
      translateCode(said.code, said.params) ?? said.message,
    ]),
  );
}

/**
 * Shows a failed call's field errors under those fields of this form, focusing the first: a
 * server's refusal of a value (a team ID already taken) belongs beside its field, not only in a
 * toast.
 */
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
