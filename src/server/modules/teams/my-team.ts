import { asc, eq, sql } from 'drizzle-orm';
import type { MyTeam } from '@contract/teams.ts';
import { joinList } from '@contract/text.ts';
import type { AppContext } from '../../context.ts';
import { preparedFor } from '../../db/prepared.ts';
import { ideas, teamMembers, teams, users } from '../../db/schema.ts';

const myTeamStatement = preparedFor((db) =>
  db
    .select({
      team: teams,
      idea: { title: ideas.title, description: ideas.description, maxMembers: ideas.maxMembers },
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(ideas, eq(ideas.id, teams.ideaId))
    .where(eq(teamMembers.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('my_team'),
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

/** GET /api/teams/my: the team with its idea and members (leader first), or null. */
export async function getMyTeam(
  ctx: AppContext,
  options: { userId: string },
): Promise<MyTeam | null> {
  const [row] = await myTeamStatement(ctx.db).execute({ userId: options.userId });
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
