import { sql } from 'drizzle-orm';
import { message } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';

/** Takes a member (by user id) or a pending invitation (by its id) off the course's roster. */
export async function removeFromRoster(ctx: AppContext, options: { courseId: string; id: string }) {
  const { courseId, id } = options;
  const [row] = await queryRows<{ count: number }>(
    ctx.db,
    sql`with member as (delete from course_students
          where course_id = ${courseId} and user_id = ${id} returning 1),
        invitation as (delete from course_invitations
          where course_id = ${courseId} and id = ${id} returning 1)
      select (select count(*) from member) + (select count(*) from invitation) as count`,
  );
  if (!Number(row?.count)) throw notFound('roster.notMember');
  return message('roster.removed');
}
