import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { PageQuerySchema } from '../../../contract/fields.ts';
import { NEXT_CURSOR_HEADER } from '../../../contract/limits.ts';
import { encodeCursor, type Cursor } from '../../lib/pagination.ts';

/** limit and cursor as the route validated them (limit defaulted). */
export type PageQuery = z.output<typeof PageQuerySchema>;

/** One page of a list call: the answer's rows and the cursor of the next page, if any. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Splits rows fetched with `limit + 1` into the page and the next page's cursor. */
export function splitPage<R>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => Cursor,
): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(keyOf(page[page.length - 1]!)) };
}

/** Answers a page: a plain array, the next cursor in X-Next-Cursor (issue 3). */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
