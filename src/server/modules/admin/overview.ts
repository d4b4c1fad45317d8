import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminStats, AdminTeam } from '@contract/admin.ts';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { ideas, teamMembers, teams, users } from '../../db/schema.ts';
import { defaultCourse, type CourseRef } from '../../domain/courses.ts';
import { readPage, type Page, type PageQuery } from '../../lib/pagination.ts';

// Two queries whatever the page size.
export async function listTeams(
  ctx: AppContext,
  options: { query: PageQuery; course: CourseRef },
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
    {
      columns: teams,
      query: options.query,
      keyOf: (row) => row,
      where: eq(teams.courseId, options.course),
    },
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
 * The counts of a course; its users are its roster's students (a coordinator is never on it,
 * an admin on it is not counted). Unscoped (`course` null): every account, and the default
 * course's ideas and teams.
 */
export async function getStats(ctx: AppContext, course: string | null): Promise<AdminStats> {
  const of = course ?? defaultCourse();
  const totalUsers =
    course === null
      ? sql`select count(*)::int from ${users}`
      : sql`select count(*)::int from course_students cs join ${users} on ${users.id} = cs.user_id
          where cs.course_id = ${course} and not ${users.isAdmin}`;
  const [row] = await queryRows<AdminStats>(
    ctx.db,
    sql`select
      (${totalUsers}) as "totalUsers",
      (select count(*)::int from ${ideas} where ${ideas.courseId} = ${of}) as "totalIdeas",
      (select count(*)::int from ${teams} inner join ${ideas} on ${ideas.id} = ${teams.ideaId}
        where ${ideas.isActive} and ${teams.courseId} = ${of}) as "activeTeams"`,
  );
  return {
    totalUsers: Number(row?.totalUsers ?? 0),
    totalIdeas: Number(row?.totalIdeas ?? 0),
    activeTeams: Number(row?.activeTeams ?? 0),
  };
}
