import { or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { splitList } from '@contract/text.ts';

// Free-text filters: any text is accepted within the caps of the
// query schema (contract/fields.ts); it is always a bound parameter, LIKE wildcards in it are
// taken literally, and NUL (which the schema refuses; no stored text can hold it) is dropped.

export const cleanFilter = (text: string | undefined) => (text ?? '').replaceAll('\u0000', '');

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The ILIKE pattern that finds `term` anywhere in a text. */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;

/** A bound value: a parameter, or a placeholder of a prepared statement. */
export type Bound = string | SQL | Placeholder;

/** The column matches the ILIKE pattern (see containsPattern), case-insensitively. */
function matchesPattern(column: PgColumn, pattern: Bound): SQL {
  return sql`${column} ilike ${pattern} escape '\\'`;
}

/**
 * A column stored lower-cased matches the pattern lower-cased the same way: what ILIKE does,
 * without lower-casing the column on every call (ideas.search_text,
 * docs/decisions/0006-list-fields-as-comma-separated-text.md).
 */
export function matchesLoweredPattern(loweredColumn: PgColumn, pattern: Bound): SQL {
  return sql`${loweredColumn} like lower(${pattern}) escape '\\'`;
}

/** The distinct comma-separated terms of a filter. */
export const filterTerms = (filter: string | undefined) => [
  ...new Set(splitList(cleanFilter(filter))),
];

/** Any of the patterns matches the column. */
export function anyPatternIn(column: PgColumn, patterns: Bound[]): SQL | undefined {
  if (patterns.length === 0) return undefined;
  return or(...patterns.map((pattern) => matchesPattern(column, pattern)));
}
