import { and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { majorName } from '@contract/majors.ts';
import type { AppContext } from '../../context.ts';
import { courseStudents, ideas, teamMembers, teams, users } from '../../db/schema.ts';
import { defaultCourse, type CourseRef } from '../../domain/courses.ts';

// Paged in index order, so 20,000 users are never one query result in memory
// (docs/decisions/0071-csv-exports.md).

const EXPORT_PAGE_SIZE = 1000;

type Key = { createdAt: Date; id: string };

const after = (key: Key | null, columns: { createdAt: PgColumn; id: PgColumn }): SQL | undefined =>
  key
    ? or(
        gt(columns.createdAt, key.createdAt),
        and(eq(columns.createdAt, key.createdAt), gt(columns.id, key.id)),
      )
    : undefined;

const ROLE = { creator: 'Leader', member: 'Member' } as const;

/**
 * A team's name when imported as a group: Team IDs are unique per course and gender, so the
 * gender is part of it (docs/rules/placement.md, Exports).
 */
const groupName = (teamId: string, gender: string) => `${teamId} (${gender})`;

export const TEAMS_HEADER = [
  'Group',
  'Team ID',
  'Gender',
  'Idea title',
  'Role',
  'Name',
  'E-mail',
  'Major',
  'Phone',
];

export async function* teamExportRows(
  ctx: AppContext,
  course: CourseRef,
): AsyncGenerator<Array<string | null>[]> {
  let key: Key | null = null;
  for (;;) {
    const page = await ctx.db
      .select({
        id: teams.id,
        createdAt: teams.createdAt,
        teamId: ideas.teamId,
        gender: ideas.gender,
        title: ideas.title,
      })
      .from(teams)
      .innerJoin(ideas, eq(ideas.id, teams.ideaId))
      .where(and(eq(teams.courseId, course), after(key, teams)))
      .orderBy(asc(teams.createdAt), asc(teams.id))
      .limit(EXPORT_PAGE_SIZE);
    if (page.length === 0) return;
    const members = await ctx.db
      .select({
        teamId: teamMembers.teamId,
        role: teamMembers.role,
        name: users.name,
        email: users.email,
        major: users.major,
        phone: users.phone,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(
        inArray(
          teamMembers.teamId,
          page.map((t) => t.id),
        ),
      )
      .orderBy(asc(teamMembers.role), asc(teamMembers.joinedAt), asc(users.id));
    const membersOf = new Map<string, typeof members>();
    for (const m of members) membersOf.set(m.teamId, [...(membersOf.get(m.teamId) ?? []), m]);
    yield page.flatMap((team) =>
      (membersOf.get(team.id) ?? []).map((m) => [
        groupName(team.teamId, team.gender),
        team.teamId,
        team.gender,
        team.title,
        ROLE[m.role],
        m.name,
        m.email,
        majorName(m.major),
        m.phone,
      ]),
    );
    const last: Key = page.at(-1)!;
    key = { createdAt: last.createdAt, id: last.id };
    if (page.length < EXPORT_PAGE_SIZE) return;
  }
}

export const USERS_HEADER = [
  'Name',
  'E-mail',
  'Gender',
  'Major',
  'Phone',
  'Verified',
  'Admin',
  'Team ID',
  'Team role',
  // Where the student stands in team formation: without team, in team, placed by coordinator.
  'Formation',
  'Registered at',
];

const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');

const formation = (u: { placed: boolean | null; role: string | null }) =>
  u.placed ? 'placed by coordinator' : u.role ? 'in team' : 'without team';

export async function* userExportRows(ctx: AppContext): AsyncGenerator<Array<string | null>[]> {
  let key: Key | null = null;
  for (;;) {
    const page = await ctx.db
      .select({
        id: users.id,
        createdAt: users.createdAt,
        name: users.name,
        email: users.email,
        gender: users.gender,
        major: users.major,
        phone: users.phone,
        isVerified: users.isVerified,
        isAdmin: users.isAdmin,
        teamId: ideas.teamId,
        role: teamMembers.role,
        placed: teamMembers.placedByCoordinator,
      })
      .from(users)
      // Their team in the default course, as every unscoped call.
      .leftJoin(
        teamMembers,
        and(eq(teamMembers.userId, users.id), eq(teamMembers.courseId, defaultCourse())),
      )
      .leftJoin(teams, eq(teams.id, teamMembers.teamId))
      .leftJoin(ideas, eq(ideas.id, teams.ideaId))
      .where(after(key, users))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(EXPORT_PAGE_SIZE);
    if (page.length === 0) return;
    yield page.map((u) => [
      u.name,
      u.email,
      u.gender,
      majorName(u.major),
      u.phone,
      yesNo(u.isVerified),
      yesNo(u.isAdmin),
      u.teamId,
      u.role ? ROLE[u.role] : null,
      formation(u),
      u.createdAt.toISOString(),
    ]);
    const last: Key = page.at(-1)!;
    key = { createdAt: last.createdAt, id: last.id };
    if (page.length < EXPORT_PAGE_SIZE) return;
  }
}

export const STUDENTS_HEADER = [
  'Name',
  'E-mail',
  'Gender',
  'Major',
  'Phone',
  'Group',
  'Team ID',
  'Team role',
  'Formation',
];

/** The course's roster, admins left out, each with their team in the course. */
export async function* studentExportRows(
  ctx: AppContext,
  course: string,
): AsyncGenerator<Array<string | null>[]> {
  let key: Key | null = null;
  for (;;) {
    const page = await ctx.db
      .select({
        id: users.id,
        createdAt: users.createdAt,
        name: users.name,
        email: users.email,
        gender: users.gender,
        major: users.major,
        phone: users.phone,
        teamId: ideas.teamId,
        role: teamMembers.role,
        placed: teamMembers.placedByCoordinator,
      })
      .from(courseStudents)
      .innerJoin(users, eq(users.id, courseStudents.userId))
      .leftJoin(
        teamMembers,
        and(eq(teamMembers.userId, users.id), eq(teamMembers.courseId, courseStudents.courseId)),
      )
      .leftJoin(teams, eq(teams.id, teamMembers.teamId))
      .leftJoin(ideas, eq(ideas.id, teams.ideaId))
      .where(and(eq(courseStudents.courseId, course), eq(users.isAdmin, false), after(key, users)))
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(EXPORT_PAGE_SIZE);
    if (page.length === 0) return;
    yield page.map((u) => [
      u.name,
      u.email,
      u.gender,
      majorName(u.major),
      u.phone,
      u.teamId ? groupName(u.teamId, u.gender) : null,
      u.teamId,
      u.role ? ROLE[u.role] : null,
      formation(u),
    ]);
    const last: Key = page.at(-1)!;
    key = { createdAt: last.createdAt, id: last.id };
    if (page.length < EXPORT_PAGE_SIZE) return;
  }
}
