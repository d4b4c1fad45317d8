import { sql } from 'drizzle-orm';
import type { UserRow } from '../db/schema.ts';
import type { AppContext } from '../context.ts';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { forbidden, notFound } from '../lib/errors.ts';

// Who may call the calls of one course (docs/rules/courses.md).

/**
 * A course's console is its coordinators' and the admins'. A coordinator of other courses is
 * refused (403); anyone else, or a course that does not exist, is told it is not found.
 */
export async function assertCoordinates(ctx: AppContext, user: UserRow, courseId: string) {
  const [row] = await queryRows<{ found: boolean; mine: boolean; coordinator: boolean }>(
    ctx.db,
    sql`select exists(select 1 from courses where id = ${courseId}) as found,
      exists(select 1 from course_coordinators
        where course_id = ${courseId} and user_id = ${user.id}) as mine,
      exists(select 1 from course_coordinators where user_id = ${user.id}) as coordinator`,
  );
  if (row?.found && (user.isAdmin || row.mine)) return;
  if (row?.found && row.coordinator) throw forbidden();
  throw notFound('course.notFound');
}

export async function isOnRoster(db: Db | Tx, userId: string, courseId: string) {
  const [row] = await queryRows<{ on: boolean }>(
    db,
    sql`select exists(select 1 from course_students
      where course_id = ${courseId} and user_id = ${userId}) as "on"`,
  );
  return row?.on === true;
}

/** A student row of a course is its roster's: anyone else is told the course is not found. */
export async function assertOnRoster(ctx: AppContext, user: UserRow, courseId: string) {
  if (!(await isOnRoster(ctx.db, user.id, courseId))) throw notFound('course.notFound');
}
