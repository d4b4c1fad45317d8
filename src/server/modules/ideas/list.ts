import { and, desc, eq, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Idea, IdeaQuerySchema } from '@contract/ideas.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { preparedByShape, preparedFor } from '../../db/prepared.ts';
import { applications, ideas, users } from '../../db/schema.ts';
import { BROWSE_PAGE_SIZE, PAGE_DEFAULT } from '@contract/limits.ts';
import { decodeCursor, toPage, type Cursor, type Page } from '../../lib/pagination.ts';
import { anyPatternIn } from '../../lib/text-search.ts';
import { ideaFilterValues, keywordsIn, majorMatches, type IdeaFilterValues } from './filters.ts';
import { ideaWithCreatorColumns, toIdea, type IdeaViewer } from '../../domain/ideas.ts';

/** Every value of one list call, by the name its placeholder has in the prepared statement. */
type Values = Record<string, unknown>;

interface ListShape {
  filters: IdeaFilterValues;
  hasCursor: boolean;
  /** A free-text term too short for the trigram indexes: planned for each call (below). */
  hasShortTerm: boolean;
  /** Rows to fetch, written into the statement for the page sizes the app's clients ask (below). */
  fetch: number | null;
}

/**
 * With the row count a placeholder, PostgreSQL's generic plan assumes a tenth of the table and
 * costs more than a plan for 13 rows, so a named statement was planned again on every call; a
 * count in the text lets the generic plan, planned once, be chosen. Other sizes stay placeholders,
 * which keeps the number of statements small.
 */
const FIXED_PAGE_SIZES: readonly number[] = [BROWSE_PAGE_SIZE, PAGE_DEFAULT];

/** pg_trgm looks a term up by the three-character pieces of its words; without one, nothing. */
const isShortTerm = (pattern: string) => !/[\p{L}\p{N}]{3}/u.test(pattern);

/**
 * The list query with every value bound through `bind`: the value itself (an unprepared query)
 * or a placeholder of that name (a prepared statement; its text depends only on the shape).
 */
function buildListQuery(
  db: Db,
  shape: ListShape,
  bind: (name: string) => SQL | Placeholder,
  limit: number | Placeholder,
) {
  const list = (name: string, values: string[]) => values.map((_v, i) => bind(`${name}${i}`));
  const { filters } = shape;
  const cursorAt = bind('cursorAt');
  return db
    .select({
      ...ideaWithCreatorColumns,
      // Whether the viewer withdrew an application to it: they cannot apply again
      // (docs/decisions/0062). By the applicant's index, a handful of rows per student.
      withdrawnByViewer: sql<boolean>`exists (select 1 from ${applications} where ${applications.ideaId} = ${ideas.id} and ${applications.applicantId} = ${bind('viewerId')} and ${applications.status} = 'withdrawn')`,
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(
      and(
        eq(users.gender, bind('gender')),
        // The flags as SQL, not placeholders: estimated from their statistics in every plan.
        or(
          eq(ideas.creatorId, bind('viewerId')),
          sql`(${ideas.isActive} and not ${ideas.isHidden})`,
        ),
        majorMatches(ideas.requiredMajors, ideas.allowCrossMajor, list('major', filters.majors)),
        anyPatternIn(ideas.requiredSkills, list('skill', filters.skills)),
        anyPatternIn(ideas.tags, list('tag', filters.tags)),
        keywordsIn(ideas.searchText, list('word', filters.words)),
        shape.hasCursor
          ? or(
              lt(ideas.createdAt, cursorAt),
              and(eq(ideas.createdAt, cursorAt), lt(ideas.id, bind('cursorId'))),
            )
          : undefined,
      ),
    )
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(limit);
}

const listStatement = preparedByShape((db, shapeKey) => {
  const shape = JSON.parse(shapeKey) as ListShape;
  const { majors, skills, tags, words } = shape.filters;
  // The name says the shape, so two shapes never share a name (PostgreSQL's statements are
  // named per connection). A named statement soon runs a generic plan, which reads a trigram
  // index for every free-text term; for a term of one or two characters (the tag `AI`) the
  // index holds nothing to look up and returns every idea (2.7 ms instead of 0.4), so such a
  // call's statement stays unnamed and PostgreSQL plans it for its own terms
  // (docs/decisions/0003-prepared-statements-for-hot-queries.md).
  const name = shape.hasShortTerm
    ? ''
    : `ideas_list_${majors.length}_${skills.length}_${tags.length}_${words.length}_${shape.hasCursor ? 1 : 0}_${shape.fetch ?? 'n'}`;
  return buildListQuery(
    db,
    shape,
    (n) => sql.placeholder(n),
    // drizzle writes an SQL object given as the limit in place, as it does a placeholder.
    shape.fetch === null ? sql.placeholder('limit') : (sql.raw(String(shape.fetch)) as never),
  ).prepare(name);
});

type ListQuery = z.output<typeof IdeaQuerySchema>;

/**
 * One list call as SQL: its prepared statement (null past the shapes kept: see `run`) and the
 * values of its placeholders. The bench's floor server runs the same statement (bench/README.md).
 */
export function ideaListCall(db: Db, viewer: IdeaViewer, query: ListQuery) {
  const cursor: Cursor | null = decodeCursor(query.cursor);
  const filters = ideaFilterValues(query);
  const values: Values = {
    gender: viewer.gender,
    viewerId: viewer.id,
    limit: query.limit + 1,
    ...(cursor ? { cursorAt: cursor.createdAt.toISOString(), cursorId: cursor.id } : {}),
  };
  for (const [name, list] of [
    ['major', filters.majors],
    ['skill', filters.skills],
    ['tag', filters.tags],
    ['word', filters.words],
  ] as const) {
    list.forEach((v, i) => (values[`${name}${i}`] = v));
  }
  // The statement's text depends only on how many values each filter has, not on the values.
  const shape: ListShape = {
    filters: {
      majors: filters.majors.map(() => ''),
      skills: filters.skills.map(() => ''),
      tags: filters.tags.map(() => ''),
      words: filters.words.map(() => ''),
    },
    hasCursor: cursor !== null,
    hasShortTerm: [...filters.skills, ...filters.tags, ...filters.words].some(isShortTerm),
    fetch: FIXED_PAGE_SIZES.includes(query.limit) ? query.limit + 1 : null,
  };
  const statement = listStatement(db, JSON.stringify(shape));
  return {
    statement,
    values,
    run: () =>
      statement
        ? statement.execute(values)
        : // Unprepared (too many shapes seen): the same query with the values in place.
          buildListQuery(db, shape, (name) => sql`${values[name]}`, query.limit + 1),
  };
}

/**
 * GET /api/ideas: ideas of the viewer's gender that are active and not hidden, plus the viewer's
 * own idea whatever its flags; newest first; one query whatever the page size, prepared once per
 * filter shape (how many majors, skills, tags and keywords; whether there is a cursor).
 */
export async function listIdeas(
  ctx: AppContext,
  options: { viewer: IdeaViewer; query: ListQuery },
): Promise<Page<Idea>> {
  const { viewer, query } = options;
  const rows = await ideaListCall(ctx.db, viewer, query).run();
  return toPage(rows, query.limit, (row) => toIdea(row, viewer));
}

const myIdeasStatement = preparedFor((db) =>
  db
    .select(ideaWithCreatorColumns)
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(eq(ideas.creatorId, sql.placeholder('viewerId')))
    .orderBy(desc(ideas.createdAt))
    .prepare('my_ideas'),
);

/** GET /api/ideas/my: the viewer's ideas (zero or one). */
export async function listMyIdeas(
  ctx: AppContext,
  options: { viewer: IdeaViewer },
): Promise<Idea[]> {
  const rows = await myIdeasStatement(ctx.db).execute({ viewerId: options.viewer.id });
  return rows.map((row) => toIdea(row, options.viewer));
}
