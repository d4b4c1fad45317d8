import { and, desc, eq, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Idea, IdeaQuerySchema } from '@contract/ideas.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { preparedByShape, preparedFor } from '../../db/prepared.ts';
import { ideas, users } from '../../db/schema.ts';
import { BROWSE_PAGE_SIZE, PAGE_DEFAULT } from '@contract/limits.ts';
import { decodeCursor, toPage, type Cursor, type Page } from '../../lib/pagination.ts';
import { anyPatternIn } from '../../lib/text-search.ts';
import { ideaFilterValues, keywordsIn, majorMatches, type IdeaFilterValues } from './filters.ts';
import {
  ideaWithCreatorColumns,
  toIdea,
  withdrawnTooOften,
  type IdeaViewer,
} from '../../domain/ideas.ts';
import { assertStudentOf, defaultCourse, onRoster } from '../../domain/courses.ts';

type Values = Record<string, unknown>;

interface ListShape {
  filters: IdeaFilterValues;
  hasCursor: boolean;
  // Too short for the trigram indexes: planned for each call.
  hasShortTerm: boolean;
  fetch: number | null;
  // A course named by the call, else the default course.
  inCourse: boolean;
}

// Written in, not a placeholder, so the generic plan is planned once and chosen
// (docs/decisions/0003-prepared-statements-for-hot-queries.md).
const FIXED_PAGE_SIZES: readonly number[] = [BROWSE_PAGE_SIZE, PAGE_DEFAULT];

// pg_trgm looks a term up by the three-character pieces of its words; without one, nothing.
const isShortTerm = (pattern: string) => !/[\p{L}\p{N}]{3}/u.test(pattern);

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
      withdrawnTooOften: withdrawnTooOften(ideas.id, bind('viewerId')),
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(
      and(
        eq(ideas.courseId, shape.inCourse ? bind('courseId') : defaultCourse()),
        shape.inCourse ? onRoster(bind('courseId'), bind('viewerId')) : undefined,
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
  // Named by its shape, as statements are named per connection; a short term runs unnamed
  // (docs/decisions/0003-prepared-statements-for-hot-queries.md).
  const name = shape.hasShortTerm
    ? ''
    : `ideas_list_${majors.length}_${skills.length}_${tags.length}_${words.length}_${shape.hasCursor ? 1 : 0}_${shape.fetch ?? 'n'}${shape.inCourse ? '_c' : ''}`;
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
 * The ideas of the course named (the viewer on its roster), else of the default course.
 */
export function ideaListCall(db: Db, viewer: IdeaViewer, query: ListQuery, courseId?: string) {
  const cursor: Cursor | null = decodeCursor(query.cursor);
  const filters = ideaFilterValues(query);
  const values: Values = {
    gender: viewer.gender,
    viewerId: viewer.id,
    limit: query.limit + 1,
    ...(courseId ? { courseId } : {}),
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
    inCourse: courseId !== undefined,
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
 * GET /api/ideas (or /api/courses/{courseId}/ideas: that course's): the default course's ideas of the viewer's gender that are active and not hidden, plus the viewer's own idea whatever its flags; newest first;
 * one query whatever the page size, prepared once per filter shape (how many majors, skills,
 * tags and keywords; whether there is a cursor).
 */
export async function listIdeas(
  ctx: AppContext,
  options: { viewer: IdeaViewer; query: ListQuery; courseId?: string },
): Promise<Page<Idea>> {
  const { viewer, query, courseId } = options;
  const rows = await ideaListCall(ctx.db, viewer, query, courseId).run();
  // The roster is checked inside the list's statement; only an empty page asks which it was.
  if (courseId && rows.length === 0) await assertStudentOf(ctx.db, viewer.id, courseId);
  return toPage(rows, query.limit, (row) => toIdea(row, viewer));
}

const myIdeasQuery = (db: Db, course: SQL | Placeholder, name: string) =>
  db
    .select(ideaWithCreatorColumns)
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(and(eq(ideas.creatorId, sql.placeholder('viewerId')), eq(ideas.courseId, course)))
    .orderBy(desc(ideas.createdAt))
    .prepare(name);
const myIdeasStatement = preparedFor((db) => myIdeasQuery(db, defaultCourse(), 'my_ideas'));
const myIdeasInStatement = preparedFor((db) =>
  myIdeasQuery(db, sql.placeholder('courseId'), 'my_ideas_in'),
);

/** GET /api/ideas/my: the viewer's ideas in the default course, or the course named (zero or one). */
export async function listMyIdeas(
  ctx: AppContext,
  options: { viewer: IdeaViewer; courseId?: string },
): Promise<Idea[]> {
  const { viewer, courseId } = options;
  if (courseId) await assertStudentOf(ctx.db, viewer.id, courseId);
  const rows = courseId
    ? await myIdeasInStatement(ctx.db).execute({ viewerId: viewer.id, courseId })
    : await myIdeasStatement(ctx.db).execute({ viewerId: viewer.id });
  return rows.map((row) => toIdea(row, viewer));
}
