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
import { encodeCursor } from '@contract/cursor.ts';
import { decodeCursor, type Page } from '../../lib/pagination.ts';
import { anyPatternIn, cleanFilter, containsPattern, filterTerms } from '../../lib/text-search.ts';

/** The query as the route validated it (limit defaulted). */
type StudentListQuery = z.output<typeof StudentQuerySchema>;

/**
 * Only what another student may see: the name and phone only when their
 * owner shows them, the e-mail always, nothing else. A student who hides their name gets no id
 * either: it is the id beside their name elsewhere (an idea's creatorId, a team's members).
 */
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

/** A directory row: the user and whether they are in a team (a leader alone in theirs too). */
export type DirectoryRow = UserRow & { inTeam: boolean };
// A join, not `exists (...)` in the select list: PostgreSQL plans that subquery as a hash of every
// member (9,000 rows read per page) where a join probes the unique index for the page's rows only.
const inTeam = sql<boolean>`${teamMembers.userId} is not null`;

interface StudentListShape {
  hasMajor: boolean;
  skills: number;
  hasCursor: boolean;
  withoutTeam: boolean;
}

/**
 * The list query for one shape, every value a placeholder
 * (docs/decisions/0003-prepared-statements-for-hot-queries.md).
 */
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
  ];
  if (shape.hasMajor) conditions.push(eq(users.major, p('major')));
  conditions.push(
    anyPatternIn(
      users.skills,
      Array.from({ length: shape.skills }, (_, i) => p(`skill${i}`)),
    ),
  );
  return db
    .select({ ...getTableColumns(users), inTeam })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(p('limit'))
    .prepare(name);
}

const studentStatement = preparedByShape((db, key) => {
  const shape = JSON.parse(key) as StudentListShape;
  const flags = `${shape.hasMajor ? 'm' : ''}${shape.hasCursor ? 'c' : ''}${shape.withoutTeam ? 'w' : ''}`;
  const name = `students_${flags}${shape.skills}`;
  return buildStudentQuery(db, shape, name);
});

/**
 * One list call as SQL: its statement and the values of its placeholders but the limit, which
 * `listStudents` raises when it must look further. The bench's floor server runs the same.
 */
export function studentListCall(
  db: Db,
  viewer: Pick<UserRow, 'id' | 'gender'>,
  query: StudentListQuery,
) {
  const cursor = decodeCursor(query.cursor);
  // NUL cannot be stored in any text: dropped, as every free-text filter drops it.
  const major = cleanFilter(query.major).trim();
  const skills = filterTerms(query.skills).map(containsPattern);
  const values: Record<string, unknown> = {
    gender: viewer.gender,
    viewerId: viewer.id,
    ...(cursor ? { cursorAt: cursor.createdAt.toISOString(), cursorId: cursor.id } : {}),
    ...(major ? { major } : {}),
  };
  skills.forEach((pattern, i) => (values[`skill${i}`] = pattern));
  const shape: StudentListShape = {
    hasMajor: Boolean(major),
    skills: skills.length,
    hasCursor: cursor !== null,
    withoutTeam: query.withoutTeam === true,
  };
  // Past the shapes kept per database (a filter of dozens of skills), built for this call only
  // and unnamed, so that PostgreSQL keeps nothing of it.
  const statement = studentStatement(db, JSON.stringify(shape)) ?? buildStudentQuery(db, shape, '');
  return { statement, values };
}

/**
 * GET /api/students: verified students who chose to be listed, of the viewer's gender,
 * other than the viewer (only those in no team with `withoutTeam`); newest first, one query per page whatever the filters.
 */
export async function listStudents(
  ctx: AppContext,
  options: { viewer: Pick<UserRow, 'id' | 'gender'>; query: StudentListQuery },
): Promise<Page<Student>> {
  const { query } = options;
  const { statement, values } = studentListCall(ctx.db, options.viewer, query);
  for (let fetch = query.limit + 1; ; fetch *= 4) {
    const rows = await statement.execute({ ...values, limit: fetch });
    const page = directoryPage(rows, query.limit, fetch);
    if (page) return page;
  }
}

/** Orders before every id: a cursor (time, NIL_ID) continues with rows strictly older. */
const NIL_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A page of the directory whose next cursor never names a student who hides their name: it ends
 * where the creation time changes (the cursor is then that time alone) or at a student who shows
 * their name, trimmed back to such a row, or else stretched past `limit` to the next one (only
 * when nameless students share one creation millisecond). Null: fetch more rows to find it.
 */
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
