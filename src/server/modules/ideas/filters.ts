import { and, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { IdeaQuerySchema } from '@contract/ideas.ts';
import { searchWords, splitList } from '@contract/text.ts';
import {
  cleanFilter,
  containsPattern,
  filterTerms,
  matchesLoweredPattern,
  type Bound,
} from '../../lib/text-search.ts';

// Split into bound values first, so a prepared statement can take them (lib/text-search.ts).

export interface IdeaFilterValues {
  majors: string[];
  skills: string[];
  tags: string[];
  words: string[];
}

export function ideaFilterValues(
  query: Pick<z.output<typeof IdeaQuerySchema>, 'major' | 'skills' | 'tags' | 'q'>,
): IdeaFilterValues {
  return {
    majors: splitList(cleanFilter(query.major)).map((k) => `,${k.toUpperCase()},`),
    skills: filterTerms(query.skills).map(containsPattern),
    tags: filterTerms(query.tags).map(containsPattern),
    words: searchWords(cleanFilter(query.q)).map(containsPattern),
  };
}

// ideas.search_text holds the title and the description.
export function keywordsIn(searchText: PgColumn, words: Bound[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((w) => matchesLoweredPattern(searchText, w)));
}

/** The idea requires one of the given majors (',KEY,' values), or allows cross-major applicants. */
export function majorMatches(
  requiredMajors: PgColumn,
  allowCrossMajor: PgColumn,
  majors: Bound[],
): SQL | undefined {
  if (majors.length === 0) return undefined;
  return or(
    sql`${allowCrossMajor}`,
    ...majors.map((key) => sql`position(${key} in ',' || ${requiredMajors} || ',') > 0`),
  );
}
