import { eq, sql } from 'drizzle-orm';
import { TEAM_STATUS, type DashboardStats } from '@contract/dashboard.ts';
import type { AppContext } from '../../context.ts';
import { preparedFor } from '../../db/prepared.ts';
import { teamMembers } from '../../db/schema.ts';

const roleStatement = preparedFor((db) =>
  db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('dashboard_team_role'),
);

/** GET /api/dashboard/stats: the user's role in their team, if they are in one. */
export async function getDashboardStats(
  ctx: AppContext,
  options: { userId: string },
): Promise<DashboardStats> {
  const [membership] = await roleStatement(ctx.db).execute({ userId: options.userId });
  if (!membership) return { teamStatus: null };
  return { teamStatus: membership.role === 'creator' ? TEAM_STATUS.leader : TEAM_STATUS.member };
}
