import { and, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { searchWords } from '@contract/text.ts';
import { anyPatternIn, cleanFilter, containsPattern } from '../../lib/text-search.ts';

// The free-text rules of lib/text-search.ts, words split as the browse keyword search splits them.

export function searchMatches(q: string | undefined, columns: PgColumn[]): SQL | undefined {
  const words = searchWords(cleanFilter(q)).map(containsPattern);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => anyPatternIn(column, [word])))));
}
