import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { encodeCursor, parseCursor, type CursorKey } from '@contract/cursor.ts';
import type { PageQuerySchema } from '@contract/fields.ts';
import { NEXT_CURSOR_HEADER } from '@contract/limits.ts';
import { badRequest } from './errors.ts';

// docs/decisions/0004-keyset-pagination-cursor-in-a-header.md

export type Cursor = CursorKey;

/** One the server did not make is a 400 (the query schema refuses it first). */
export function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const key = parseCursor(cursor);
  if (!key) throw badRequest('validation.invalidCursor', ['cursor']);
  return key;
}

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

export type PageQuery = z.output<typeof PageQuerySchema>;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

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

export function splitPage<R>(
  rows: R[],
  limit: number,
  keyOf: (row: R) => Cursor,
): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(keyOf(page[page.length - 1]!)) };
}

/** `select` has no WHERE of its own: a second `.where` would replace the first. */
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

/** The plain array the spec's shapes are; the next cursor goes in X-Next-Cursor. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
