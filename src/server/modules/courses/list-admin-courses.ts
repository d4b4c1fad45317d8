import { sql } from 'drizzle-orm';
import type { AdminCourse } from '@contract/courses.ts';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';

/** Every course with its coordinators by name, the default first, then by code. */
export async function listAdminCourses(ctx: AppContext): Promise<AdminCourse[]> {
  return queryRows<AdminCourse>(
    ctx.db,
    sql`select c.id, c.code, c.name,
        coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email)
            order by u.name, u.id)
          from course_coordinators cc join users u on u.id = cc.user_id
          where cc.course_id = c.id), '[]'::json) as coordinators
      from courses c
      order by c.is_default desc, c.code`,
  );
}
