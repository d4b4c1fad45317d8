import { and, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchWords } from '@contract/text.ts';
import { anyPatternIn, cleanFilter, containsPattern } from '../../lib/text-search.ts';

// The admin lists' `q`: the free-text rules of lib/text-search.ts (bound, case-insensitive,
// LIKE wildcards literal), the words split as the browse keyword search splits them.

/** Each word of `q` appears in one of the columns; no condition for an empty `q`. */
export function searchMatches(q: string | undefined, columns: PgColumn[]): SQL | undefined {
  const words = searchWords(cleanFilter(q)).map(containsPattern);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => anyPatternIn(column, [word])))));
}
