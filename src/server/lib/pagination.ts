import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { PageQuerySchema } from '../../contract/fields.ts';
import { NEXT_CURSOR_HEADER } from '../../contract/limits.ts';
import { badRequest } from './errors.ts';

// Keyset pagination for every list call, newest first (issue 3): the cursor names the last row
// seen (createdAt, id); the answer's shape stays a plain array, the next cursor goes in a header.

export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
  }
  return { createdAt, id };
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
 * The same condition for a prepared statement (issue 7): the cursor's parts as the placeholders
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

/** Answers a page as the plain array the spec's shapes are, the next cursor in X-Next-Cursor. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
