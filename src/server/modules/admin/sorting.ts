import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Cursor } from '../../lib/pagination.ts';

// docs/decisions/0091-admin-tables-sorted-on-the-server.md

type SortKey = PgColumn | SQL;

// Case-blind and by code point: PGlite and a PostgreSQL server may differ in default collation.
export const byText = (column: PgColumn): SQL => sql`lower(${column}) collate "C"`;

interface Keyed {
  table: PgTable;
  createdAt: PgColumn;
  id: PgColumn;
}

export function sortedBy(column: SortKey, keyed: Keyed, dir: 'asc' | 'desc'): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(column), by(keyed.createdAt), by(keyed.id)];
}

// Should the cursor's row be deleted meanwhile, the comparison is null and the list ends there.
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
