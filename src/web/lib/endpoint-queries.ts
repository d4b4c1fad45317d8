import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Args, CallInput, Endpoint, Shapes } from '@contract/endpoint.ts';
import { capFilterText } from '@contract/text.ts';
import { callEndpoint, readJson, send, type Answer } from './api.ts';
import { keyOf } from './query-keys.ts';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  headers: Headers;
}

export type Row<S extends Shapes> = Answer<S> extends readonly (infer T)[] ? T : never;

export async function callEndpointPage<S extends Shapes>(
  endpoint: Endpoint<S>,
  ...[input]: Args<S>
): Promise<Page<Row<S>>> {
  const res = await send(endpoint, input);
  return {
    items: (await readJson(res)) as Row<S>[],
    nextCursor: res.headers.get('x-next-cursor'),
    headers: res.headers,
  };
}

export const endpointQuery = <S extends Shapes>(endpoint: Endpoint<S>, ...args: Args<S>) =>
  queryOptions({
    queryKey: keyOf(endpoint, args[0]),
    queryFn: () => callEndpoint(endpoint, ...args),
  });

const atCursor = <S extends Shapes>(input: CallInput<S>, cursor: string | undefined) =>
  [{ ...input, query: { ...(input as { query?: object }).query, cursor } }] as Args<S>;

export const endpointPages = <
  S extends Shapes,
  P extends { nextCursor: string | null } = Page<Row<S>>,
>(
  endpoint: Endpoint<S>,
  input: CallInput<S>,
  read: (page: Page<Row<S>>) => P = (page) => page as unknown as P,
) =>
  infiniteQueryOptions({
    queryKey: keyOf(endpoint, input),
    queryFn: async ({ pageParam }) =>
      read(await callEndpointPage(endpoint, ...atCursor(input, pageParam))),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: P) => last.nextCursor ?? undefined,
  });

export async function callEndpointAll<S extends Shapes>(
  endpoint: Endpoint<S>,
  input: CallInput<S>,
): Promise<Row<S>[]> {
  const rows: Row<S>[] = [];
  let cursor: string | undefined;
  do {
    const page = await callEndpointPage(endpoint, ...atCursor(input, cursor));
    rows.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** Each filter within the server's caps on terms however much is typed or pasted. */
export function filterQuery<F extends object>(filters: F, limit: number) {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = typeof value === 'string' ? capFilterText(value, key === 'q' ? ' ' : ',') : '';
    if (text) query[key] = text;
  }
  query.limit = limit;
  return query as { [K in keyof F]?: string } & { limit: number };
}
