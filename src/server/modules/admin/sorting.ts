import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Cursor } from '../../lib/pagination.ts';

// The admin tables sorted by a column (docs/decisions/0091-admin-tables-sorted-on-the-server.md):
// keyset pages in (column, createdAt, id) order, one direction for all three, so a cursor of the
// usual (createdAt, id) shape still names the last row; the column's value is read again from it.

/** A column, or a text column as it sorts (byText). */
type SortKey = PgColumn | SQL;

/**
 * Text sorts case-blind and by code point on both engines alike (PGlite and a PostgreSQL server
 * may have different default collations).
 */
export const byText = (column: PgColumn): SQL => sql`lower(${column}) collate "C"`;

interface Keyed {
  table: PgTable;
  createdAt: PgColumn;
  id: PgColumn;
}

/** The ORDER BY of a sorted page. */
export function sortedBy(column: SortKey, keyed: Keyed, dir: 'asc' | 'desc'): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(column), by(keyed.createdAt), by(keyed.id)];
}

/**
 * The rows after the cursor's row in that order. Should that row be deleted meanwhile, the
 * comparison is null and the list ends there (the admin reloads it).
 */
export function afterSorted(
  cursor: Cursor | null,
  column: SortKey,
  keyed: Keyed,
  dir: 'asc' | 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  const op = dir === 'asc' ? sql`>` : sql`<`;
  return sql`(${column}, ${keyed.createdAt}, ${keyed.id}) ${op} (select ${column}, ${keyed.createdAt}, ${keyed.id} from ${keyed.table} where ${keyed.id} = ${cursor.id})`;
}
