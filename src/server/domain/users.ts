import { and, eq, inArray, sql } from 'drizzle-orm';
import type { User } from '@contract/users.ts';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { teamMembers, type UserRow } from '../db/schema.ts';
import { defaultCourse } from './courses.ts';

// The User answer shape shared by the profile and admin features; its team is the default
// course's.

export function toUser(row: UserRow, currentTeamId: string | null): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    major: row.major,
    phone: row.phone,
    gender: row.gender,
    bio: row.bio,
    skills: row.skills,
    isVerified: row.isVerified,
    appearInList: row.appearInList,
    isAdmin: row.isAdmin,
    showName: row.showName,
    showPhone: row.showPhone,
    emailNotifications: row.emailNotifications,
    language: row.language,
    currentTeamId,
    createdAt: row.createdAt.toISOString(),
  };
}

const currentTeamStatement = preparedFor((db) =>
  db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.userId, sql.placeholder('userId')),
        eq(teamMembers.courseId, defaultCourse()),
      ),
    )
    .limit(1)
    .prepare('current_team_id'),
);

export async function findCurrentTeamId(db: Db, userId: string): Promise<string | null> {
  const rows = await currentTeamStatement(db).execute({ userId });
  return rows[0]?.teamId ?? null;
}

/** Users with their current team ids in two queries, whatever the number of users. */
export async function toUsers(db: Db, rows: UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const memberships = await db
    .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(
      and(
        inArray(
          teamMembers.userId,
          rows.map((r) => r.id),
        ),
        eq(teamMembers.courseId, defaultCourse()),
      ),
    );
  const teamOf = new Map(memberships.map((m) => [m.userId, m.teamId]));
  return rows.map((r) => toUser(r, teamOf.get(r.id) ?? null));
}
