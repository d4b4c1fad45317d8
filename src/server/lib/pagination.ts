import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { encodeCursor, parseCursor, type CursorKey } from '@contract/cursor.ts';
import type { PageQuerySchema } from '@contract/fields.ts';
import { NEXT_CURSOR_HEADER } from '@contract/limits.ts';
import { badRequest } from './errors.ts';

// Keyset pagination for every list call, newest first
// (docs/decisions/0004-keyset-pagination-cursor-in-a-header.md): the cursor names the last row seen
// (createdAt, id); the answer's shape stays a plain array, the next cursor goes in a header.

export type Cursor = CursorKey;

/** The cursor's key; one the server did not make is a 400 (the query schema refuses it first). */
export function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const key = parseCursor(cursor);
  if (!key) throw badRequest('validation.invalidCursor', ['cursor']);
  return key;
}

/** The WHERE condition for rows after the cursor, in (createdAt desc, id desc) order. */
export function afterCursor(
  cursor: Cursor | null,
  columns: { createdAt: PgColumn; id: PgColumn },
): SQL | undefined {
  if (!cursor) return undefined;
  return or(
    lt(columns.createdAt, cursor.createdAt),
    and(eq(columns.createdAt, cursor.createdAt), lt(columns.id, cursor.id)),
  );
}

/** limit and cursor as a route validated them (limit defaulted). */
export type PageQuery = z.output<typeof PageQuerySchema>;

/** One page of a list: its items and the cursor of the next page, if any. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Turns rows fetched with `limit + 1` into a page of answers; `keyOf` names the row's
 * (createdAt, id) when the row is not itself the keyed record.
 */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  toItem: (row: R) => T,
  keyOf: (row: R) => Cursor = (row) => row as unknown as Cursor,
): Page<T> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}

/** Splits rows fetched with `limit + 1` into the page's rows and the next page's cursor. */
export function splitPage<R>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => Cursor,
): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(keyOf(page[page.length - 1]!)) };
}

/**
 * One page of a select, newest first: the rows matching `where` after the query's cursor, fetched
 * with `limit + 1` and split by splitPage. `select` is the query made dynamic (`.$dynamic()`) with
 * no WHERE of its own: a second `.where` would replace the first.
 */
export async function readPage<S extends PgSelect>(
  select: S,
  page: {
    columns: { createdAt: PgColumn; id: PgColumn };
    query: PageQuery;
    keyOf: (row: Awaited<S>[number]) => Cursor;
    where?: SQL | undefined;
  },
): Promise<{ rows: Awaited<S>; nextCursor: string | null }> {
  const { columns, query } = page;
  const rows = await select
    .where(and(page.where, afterCursor(decodeCursor(query.cursor), columns)))
    .orderBy(desc(columns.createdAt), desc(columns.id))
    .limit(query.limit + 1);
  return splitPage(rows, query.limit, page.keyOf) as {
    rows: Awaited<S>;
    nextCursor: string | null;
  };
}

/** Answers a page as the plain array the spec's shapes are, the next cursor in X-Next-Cursor. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
