import { or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { splitList } from '@contract/text.ts';

// Always a bound parameter; LIKE wildcards are taken literally, and NUL is dropped.

export const cleanFilter = (text: string | undefined) => (text ?? '').replaceAll('\u0000', '');

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const containsPattern = (term: string) => `%${escapeLike(term)}%`;

export type Bound = string | SQL | Placeholder;

function matchesPattern(column: PgColumn, pattern: Bound): SQL {
  return sql`${column} ilike ${pattern} escape '\\'`;
}

/** Lowered at write, so no lower() on every call (docs/decisions/0006). */
export function matchesLoweredPattern(loweredColumn: PgColumn, pattern: Bound): SQL {
  return sql`${loweredColumn} like lower(${pattern}) escape '\\'`;
}

export const filterTerms = (filter: string | undefined) => [
  ...new Set(splitList(cleanFilter(filter))),
];

export function anyPatternIn(column: PgColumn, patterns: Bound[]): SQL | undefined {
  if (patterns.length === 0) return undefined;
  return or(...patterns.map((pattern) => matchesPattern(column, pattern)));
}
