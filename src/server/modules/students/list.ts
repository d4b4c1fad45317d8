import {
  and,
  desc,
  eq,
  getTableColumns,
  isNull,
  lt,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Student, StudentQuerySchema } from '@contract/students.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { preparedByShape } from '../../db/prepared.ts';
import { teamMembers, users, type UserRow } from '../../db/schema.ts';
import { assertStudentOf, defaultCourse, onRoster } from '../../domain/courses.ts';
import { encodeCursor } from '@contract/cursor.ts';
import { decodeCursor, type Page } from '../../lib/pagination.ts';
import { anyPatternIn, cleanFilter, containsPattern, filterTerms } from '../../lib/text-search.ts';

type StudentListQuery = z.output<typeof StudentQuerySchema>;

// docs/decisions/0013-nameless-directory-entries-carry-no-id.md
function toStudent(row: DirectoryRow): Student {
  return {
    ...(row.showName ? { id: row.id, name: row.name } : {}),
    email: row.email,
    major: row.major,
    bio: row.bio,
    skills: row.skills,
    ...(row.showPhone ? { phone: row.phone } : {}),
    lookingForTeam: !row.inTeam,
  };
}

// A leader alone in their team counts as in a team here.
export type DirectoryRow = UserRow & { inTeam: boolean };
// A join, not `exists (...)` in the select list: PostgreSQL plans that subquery as a hash of every
// member (9,000 rows read per page) where a join probes the unique index for the page's rows only.
const inTeam = sql<boolean>`${teamMembers.userId} is not null`;

interface StudentListShape {
  hasMajor: boolean;
  skills: number;
  hasCursor: boolean;
  withoutTeam: boolean;
  // A course named by the call (its roster), else the default course.
  inCourse: boolean;
}

// docs/decisions/0003-prepared-statements-for-hot-queries.md
function buildStudentQuery(db: Db, shape: StudentListShape, name: string) {
  const p = (name: string) => sql.placeholder(name) as Placeholder;
  const conditions: Array<SQL | undefined> = [
    // The same predicate as users_directory_idx, so the planner can use that index.
    sql`${users.appearInList} and ${users.isVerified}`,
    eq(users.gender, p('gender')),
    ne(users.id, p('viewerId')),
    shape.hasCursor
      ? or(
          lt(users.createdAt, p('cursorAt')),
          and(eq(users.createdAt, p('cursorAt')), lt(users.id, p('cursorId'))),
        )
      : undefined,
    shape.withoutTeam ? isNull(teamMembers.userId) : undefined,
    // The roster's students only: a coordinator of the course is not one of them.
    onRoster(shape.inCourse ? p('courseId') : defaultCourse(), sql`"users"."id"`),
    shape.inCourse ? onRoster(p('courseId'), p('viewerId')) : undefined,
  ];
  if (shape.hasMajor) conditions.push(eq(users.major, p('major')));
  // A hidden name is never matched (docs/rules/roles-and-visibility.md).
  const terms = Array.from({ length: shape.skills }, (_, i) => p(`skill${i}`));
  if (terms.length > 0) {
    conditions.push(
      or(
        anyPatternIn(users.skills, terms),
        and(eq(users.showName, true), anyPatternIn(users.name, terms)),
      ),
    );
  }
  return db
    .select({ ...getTableColumns(users), inTeam })
    .from(users)
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.userId, users.id),
        eq(teamMembers.courseId, shape.inCourse ? p('courseId') : defaultCourse()),
      ),
    )
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(p('limit'))
    .prepare(name);
}

const studentStatement = preparedByShape((db, key) => {
  const shape = JSON.parse(key) as StudentListShape;
  const flags = `${shape.hasMajor ? 'm' : ''}${shape.hasCursor ? 'c' : ''}${shape.withoutTeam ? 'w' : ''}${shape.inCourse ? 'i' : ''}`;
  const name = `students_${flags}${shape.skills}`;
  return buildStudentQuery(db, shape, name);
});

// The bench's floor server runs the same call.
export function studentListCall(
  db: Db,
  viewer: Pick<UserRow, 'id' | 'gender'>,
  query: StudentListQuery,
  courseId?: string,
) {
  const cursor = decodeCursor(query.cursor);
  const major = cleanFilter(query.major).trim();
  const skills = filterTerms(query.skills).map(containsPattern);
  const values: Record<string, unknown> = {
    gender: viewer.gender,
    viewerId: viewer.id,
    ...(cursor ? { cursorAt: cursor.createdAt.toISOString(), cursorId: cursor.id } : {}),
    ...(major ? { major } : {}),
    ...(courseId ? { courseId } : {}),
  };
  skills.forEach((pattern, i) => (values[`skill${i}`] = pattern));
  const shape: StudentListShape = {
    hasMajor: Boolean(major),
    skills: skills.length,
    hasCursor: cursor !== null,
    withoutTeam: query.withoutTeam === true,
    inCourse: courseId !== undefined,
  };
  // Past the shapes kept per database: unnamed, so PostgreSQL keeps nothing of it.
  const statement = studentStatement(db, JSON.stringify(shape)) ?? buildStudentQuery(db, shape, '');
  return { statement, values };
}

/**
 * GET /api/students: verified students who chose to be listed, of the viewer's gender,
 * other than the viewer (only those in no team of the default course with `withoutTeam`);
 * newest first, one query per page whatever the filters. With a course named: its roster, and
 * its teams, for a student on it.
 */
export async function listStudents(
  ctx: AppContext,
  options: { viewer: Pick<UserRow, 'id' | 'gender'>; query: StudentListQuery; courseId?: string },
): Promise<Page<Student>> {
  const { query, courseId, viewer } = options;
  const { statement, values } = studentListCall(ctx.db, viewer, query, courseId);
  for (let fetch = query.limit + 1; ; fetch *= 4) {
    const rows = await statement.execute({ ...values, limit: fetch });
    const page = directoryPage(rows, query.limit, fetch);
    if (!page) continue;
    // The roster is checked inside the list's statement; only an empty page asks which it was.
    if (courseId && rows.length === 0) await assertStudentOf(ctx.db, viewer.id, courseId);
    return page;
  }
}

// Orders before every id: a cursor (time, NIL_ID) continues with rows strictly older.
const NIL_ID = '00000000-0000-0000-0000-000000000000';

// docs/decisions/0013-nameless-directory-entries-carry-no-id.md; null: fetch more rows.
export function directoryPage(
  rows: DirectoryRow[],
  limit: number,
  fetched: number,
): Page<Student> | null {
  if (rows.length <= limit) return { items: rows.map(toStudent), nextCursor: null };
  const pageUpTo = (end: number): Page<Student> | null => {
    const last = rows[end - 1]!;
    const next = rows[end]!;
    if (next.createdAt.getTime() >= last.createdAt.getTime() && !last.showName) return null;
    return {
      items: rows.slice(0, end).map(toStudent),
      nextCursor: encodeCursor({ createdAt: last.createdAt, id: last.showName ? last.id : NIL_ID }),
    };
  };
  for (let end = limit; end > 0; end--) {
    const page = pageUpTo(end);
    if (page) return page;
  }
  for (let end = limit + 1; end < rows.length; end++) {
    const page = pageUpTo(end);
    if (page) return page;
  }
  return rows.length < fetched ? { items: rows.map(toStudent), nextCursor: null } : null;
}
