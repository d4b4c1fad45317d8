import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Args, CallInput, Endpoint, Shapes } from '@contract/endpoint.ts';
import { capFilterText } from '@contract/text.ts';
import { callEndpoint, readJson, send, type Answer } from './api.ts';
import { keyOf } from './query-keys.ts';

// The query options of the GET calls: keyed by keyOf, loaded through the endpoint table.

/** One page of a list call: its rows and the X-Next-Cursor header (the other headers too). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  headers: Headers;
}

/** The rows of a list call's answer. */
export type Row<S extends Shapes> = Answer<S> extends readonly (infer T)[] ? T : never;

/** A list call: one page of rows, with the cursor of the next page from X-Next-Cursor. */
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

/** The query of a GET call. */
export const endpointQuery = <S extends Shapes>(endpoint: Endpoint<S>, ...args: Args<S>) =>
  queryOptions({
    queryKey: keyOf(endpoint, args[0]),
    queryFn: () => callEndpoint(endpoint, ...args),
  });

/** The input with the cursor of the page to load added to its query. */
const atCursor = <S extends Shapes>(input: CallInput<S>, cursor: string | undefined) =>
  [{ ...input, query: { ...(input as { query?: object }).query, cursor } }] as Args<S>;

/**
 * The paged query of a list call: each page asks from the cursor the previous one's
 * X-Next-Cursor gave; `read` may take more from a page (another header).
 */
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

/** Every page of a list call, following X-Next-Cursor: for lists looked up, not shown. */
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

/**
 * Browse filters as a list call's query: each within the server's caps on filter terms however
 * much is typed or pasted (the keyword `q` splits on spaces, the others on commas), empty ones
 * left out, and the page size.
 */
export function filterQuery<F extends object>(filters: F, limit: number) {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = typeof value === 'string' ? capFilterText(value, key === 'q' ? ' ' : ',') : '';
    if (text) query[key] = text;
  }
  query.limit = limit;
  return query as { [K in keyof F]?: string } & { limit: number };
}
