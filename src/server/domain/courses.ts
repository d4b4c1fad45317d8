import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { courseStudents, courses } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';

// What joining a course means outside the courses module: a newly verified account joins the
// default course and every course that invited its e-mail (docs/rules/courses.md).

/** In the verifying transaction: the account's courses, and the invitations it settles. */
export async function joinCoursesOnVerify(tx: Tx, user: { id: string; email: string }) {
  await tx.execute(sql`with invited as (
      delete from course_invitations where email = ${user.email} returning course_id),
    joined as (select id as course_id from courses where is_default
      union select course_id from invited)
    insert into course_students (course_id, user_id)
    select j.course_id, ${user.id}::uuid from joined j
    where not exists (select 1 from course_coordinators c
      where c.course_id = j.course_id and c.user_id = ${user.id}::uuid)
    on conflict do nothing`);
}

/** A course by its id, or the default course as `defaultCourse()` gives it. */
export type CourseRef = string | SQL<string>;

/**
 * The default course, on which the unscoped calls act: a subquery of the statement that needs
 * it, so it costs no round trip and no cache (the partial unique index `courses_one_default`
 * answers it).
 */
export function defaultCourse(): SQL<string> {
  return sql<string>`(select ${courses.id} from ${courses} where ${courses.isDefault})`;
}

/**
 * The student rows of a course are its roster's: anyone else, and a course that does not exist,
 * is told it is not found (docs/rules/courses.md).
 */
/** Whether `userId` is on the course's roster, as a condition of a statement. */
export const onRoster = (course: SQL | Placeholder | string, userId: SQL | Placeholder | string) =>
  sql`exists (select 1 from course_students cs
    where cs.course_id = ${course} and cs.user_id = ${userId})`;

export async function assertStudentOf(db: Db | Tx, userId: string, courseId: CourseRef) {
  if (!(await isStudentOf(db, userId, courseId))) throw notFound('course.notFound');
}

export async function isStudentOf(db: Db | Tx, userId: string, courseId: CourseRef) {
  const [row] = await db
    .select({ userId: courseStudents.userId })
    .from(courseStudents)
    .where(and(eq(courseStudents.courseId, courseId), eq(courseStudents.userId, userId)))
    .limit(1);
  return row !== undefined;
}
