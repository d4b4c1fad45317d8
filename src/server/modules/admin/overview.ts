import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminStats, AdminTeam } from '@contract/admin.ts';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { ideas, teamMembers, teams, users } from '../../db/schema.ts';
import { readPage, type Page, type PageQuery } from '../../lib/pagination.ts';

/**
 * GET /api/admin/teams: every team, newest first, with its idea (and Team ID), its gender and members (leader first), in
 * two queries whatever the page size.
 */
export async function listTeams(
  ctx: AppContext,
  options: { query: PageQuery },
): Promise<Page<AdminTeam>> {
  const page = await readPage(
    ctx.db
      .select({
        id: teams.id,
        createdAt: teams.createdAt,
        idea: {
          id: ideas.id,
          title: ideas.title,
          description: ideas.description,
          teamId: ideas.teamId,
        },
        gender: ideas.gender,
      })
      .from(teams)
      .innerJoin(ideas, eq(ideas.id, teams.ideaId))
      .$dynamic(),
    { columns: teams, query: options.query, keyOf: (row) => row },
  );
  if (page.rows.length === 0) return { items: [], nextCursor: null };

  const members = await ctx.db
    .select({
      teamId: teamMembers.teamId,
      id: users.id,
      name: users.name,
      email: users.email,
      role: teamMembers.role,
      gender: users.gender,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      inArray(
        teamMembers.teamId,
        page.rows.map((row) => row.id),
      ),
    )
    // 'creator' sorts before 'member': the leader comes first, then members by joining order.
    .orderBy(asc(teamMembers.role), asc(teamMembers.joinedAt), asc(users.id));
  const membersOf = new Map<string, AdminTeam['members']>();
  for (const { teamId, ...member } of members) {
    const list = membersOf.get(teamId) ?? [];
    list.push(member);
    membersOf.set(teamId, list);
  }
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      idea: row.idea,
      gender: row.gender,
      members: membersOf.get(row.id) ?? [],
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * GET /api/admin/stats, one query: every user (verified or not), every idea, and the teams whose
 * idea is active (the admin page's Total Users, Total Ideas, Active Teams).
 */
export async function getStats(ctx: AppContext): Promise<AdminStats> {
  const [row] = await queryRows<AdminStats>(
    ctx.db,
    sql`select
      (select count(*)::int from ${users}) as "totalUsers",
      (select count(*)::int from ${ideas}) as "totalIdeas",
      (select count(*)::int from ${teams} inner join ${ideas} on ${ideas.id} = ${teams.ideaId}
        where ${ideas.isActive}) as "activeTeams"`,
  );
  return {
    totalUsers: Number(row?.totalUsers ?? 0),
    totalIdeas: Number(row?.totalIdeas ?? 0),
    activeTeams: Number(row?.activeTeams ?? 0),
  };
}
