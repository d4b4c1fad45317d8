import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { COURSE_ENDPOINTS } from '@contract/courses.ts';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';

type MyCourses = z.input<typeof COURSE_ENDPOINTS.mine.schemas.answer>;

/** The caller's courses, the default first: every course for an admin. */
export async function listCourses(ctx: AppContext, user: UserRow): Promise<MyCourses> {
  const mine = user.isAdmin
    ? sql`select id, 'admin' as role from courses`
    : sql`select course_id as id, 'coordinator' as role from course_coordinators
        where user_id = ${user.id}
      union all
      select course_id, 'student' from course_students where user_id = ${user.id}`;
  return queryRows(
    ctx.db,
    sql`select distinct on (c.is_default, c.code) c.id, c.code, c.name, m.role
      from (${mine}) m join courses c on c.id = m.id
      order by c.is_default desc, c.code, m.role = 'coordinator' desc`,
  );
}
