import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { encodeCursor, parseCursor, type CursorKey } from '@contract/cursor.ts';
import type { PageQuerySchema } from '@contract/fields.ts';
import { NEXT_CURSOR_HEADER } from '@contract/limits.ts';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
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

/**
 * The same condition for a prepared statement: the cursor's parts as the placeholders
 * cursorAt (an ISO timestamp) and cursorId; see cursorValues.
 */
export function afterCursorPlaceholders(columns: { createdAt: PgColumn; id: PgColumn }): SQL {
  const at = sql.placeholder('cursorAt');
  return or(
    lt(columns.createdAt, at),
    and(eq(columns.createdAt, at), lt(columns.id, sql.placeholder('cursorId'))),
  )!;
}

/** The placeholder values of afterCursorPlaceholders. */
export const cursorValues = (cursor: Cursor) => ({
  cursorAt: cursor.createdAt.toISOString(),
  cursorId: cursor.id,
});

/**
 * A keyset list as its two prepared statements: the first page, and the pages after a cursor.
 * `build` puts `after` (undefined on the first page) in its WHERE and names the statement with
 * `page`; the answer runs the right one with the cursor's placeholder values added.
 */
export function keysetStatements<R>(
  columns: { createdAt: PgColumn; id: PgColumn },
  build: (
    db: Db,
    after: SQL | undefined,
    page: 'first' | 'next',
  ) => { execute(values?: Record<string, unknown>): Promise<R> },
) {
  const first = preparedFor((db: Db) => build(db, undefined, 'first'));
  const next = preparedFor((db: Db) => build(db, afterCursorPlaceholders(columns), 'next'));
  return (db: Db, cursor: Cursor | null, values: Record<string, unknown>): Promise<R> =>
    cursor ? next(db).execute({ ...values, ...cursorValues(cursor) }) : first(db).execute(values);
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
 * One page of a select, newest first: the rows after the query's cursor, fetched with `limit + 1`
 * and split by splitPage. `select` is the query made dynamic (`.$dynamic()`) with no WHERE yet.
 */
export async function readPage<S extends PgSelect>(
  select: S,
  columns: { createdAt: PgColumn; id: PgColumn },
  query: PageQuery,
  keyOf: (row: Awaited<S>[number]) => Cursor,
): Promise<{ rows: Awaited<S>; nextCursor: string | null }> {
  const rows = await select
    .where(afterCursor(decodeCursor(query.cursor), columns))
    .orderBy(desc(columns.createdAt), desc(columns.id))
    .limit(query.limit + 1);
  return splitPage(rows, query.limit, keyOf) as { rows: Awaited<S>; nextCursor: string | null };
}

/** Answers a page as the plain array the spec's shapes are, the next cursor in X-Next-Cursor. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
