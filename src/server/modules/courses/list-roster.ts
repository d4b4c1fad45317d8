import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';

interface Entry {
  id: string;
  email: string;
  name: string;
  gender: string;
  major: string;
  since: string;
}

/** A course's members (by user id) and the e-mails invited that have not registered yet. */
export async function listRoster(ctx: AppContext, courseId: string) {
  const [members, invited] = await Promise.all([
    queryRows<Entry>(
      ctx.db,
      sql`select u.id, u.email, u.name, u.gender, u.major,
          to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since
        from course_students s join users u on u.id = s.user_id
        where s.course_id = ${courseId} order by u.name, u.id`,
    ),
    queryRows<Entry>(
      ctx.db,
      sql`select id, email, name, gender, major,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since
        from course_invitations where course_id = ${courseId} order by name, id`,
    ),
  ]);
  return { members, invited };
}
