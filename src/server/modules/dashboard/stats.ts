import { and, eq, sql } from 'drizzle-orm';
import { TEAM_STATUS, type DashboardStats } from '@contract/dashboard.ts';
import type { AppContext } from '../../context.ts';
import { preparedFor } from '../../db/prepared.ts';
import { assertStudentOf, defaultCourse } from '../../domain/courses.ts';
import { teamMembers } from '../../db/schema.ts';

const roleStatement = preparedFor((db) =>
  db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.userId, sql.placeholder('userId')),
        eq(teamMembers.courseId, defaultCourse()),
      ),
    )
    .limit(1)
    .prepare('dashboard_team_role'),
);

/** The user's role in their team of the course (the default one unless named), if any. */
export async function getDashboardStats(
  ctx: AppContext,
  options: { userId: string; courseId?: string },
): Promise<DashboardStats> {
  const { userId, courseId } = options;
  if (courseId) await assertStudentOf(ctx.db, userId, courseId);
  const [membership] = courseId
    ? await ctx.db
        .select({ role: teamMembers.role })
        .from(teamMembers)
        .where(and(eq(teamMembers.userId, userId), eq(teamMembers.courseId, courseId)))
        .limit(1)
    : await roleStatement(ctx.db).execute({ userId });
  if (!membership) return { teamStatus: null };
  return { teamStatus: membership.role === 'creator' ? TEAM_STATUS.leader : TEAM_STATUS.member };
}
