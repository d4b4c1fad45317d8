import { and, asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { MyTeam } from '@contract/teams.ts';
import { joinList } from '@contract/text.ts';
import type { AppContext } from '../../context.ts';
import { preparedFor } from '../../db/prepared.ts';
import type { Db } from '../../db/client.ts';
import { assertStudentOf, defaultCourse } from '../../domain/courses.ts';
import { ideas, teamMembers, teams, users } from '../../db/schema.ts';

const myTeamQuery = (db: Db, course: SQL | Placeholder, name: string) =>
  db
    .select({
      team: teams,
      idea: { title: ideas.title, description: ideas.description, maxMembers: ideas.maxMembers },
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(ideas, eq(ideas.id, teams.ideaId))
    .where(and(eq(teamMembers.userId, sql.placeholder('userId')), eq(teamMembers.courseId, course)))
    .limit(1)
    .prepare(name);
const myTeamStatement = preparedFor((db) => myTeamQuery(db, defaultCourse(), 'my_team'));
const myTeamInStatement = preparedFor((db) =>
  myTeamQuery(db, sql.placeholder('courseId'), 'my_team_in'),
);

const teamMembersStatement = preparedFor((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      major: users.major,
      skills: users.skills,
      role: teamMembers.role,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, sql.placeholder('teamId')))
    .orderBy(asc(teamMembers.role), asc(teamMembers.joinedAt), asc(users.id))
    .prepare('team_members_of'),
);

/**
 * GET /api/teams/my: the team in the default course (or the course named, for a student on its
 * roster) with its idea and members (leader first), or null.
 */
export async function getMyTeam(
  ctx: AppContext,
  options: { userId: string; courseId?: string },
): Promise<MyTeam | null> {
  const { userId, courseId } = options;
  if (courseId) await assertStudentOf(ctx.db, userId, courseId);
  const [row] = courseId
    ? await myTeamInStatement(ctx.db).execute({ userId, courseId })
    : await myTeamStatement(ctx.db).execute({ userId });
  if (!row) return null;
  const members = await teamMembersStatement(ctx.db).execute({ teamId: row.team.id });
  return {
    id: row.team.id,
    ideaId: row.team.ideaId,
    leaderId: row.team.leaderId,
    memberIds: joinList(members.map((m) => m.id)),
    createdAt: row.team.createdAt.toISOString(),
    idea: row.idea,
    members,
  };
}
