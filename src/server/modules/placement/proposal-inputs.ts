import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, teamMembers, teams, users } from '../../db/schema.ts';

/** The majors of each offered team's members, for the criterion against isolating a student. */
export async function memberMajors(db: Db, ideaIds: string[]) {
  const byIdea = new Map<string, string[]>();
  if (ideaIds.length === 0) return byIdea;
  const rows = await db
    .select({ ideaId: teams.ideaId, major: users.major })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teams.ideaId, ideaIds));
  for (const { ideaId, major } of rows) {
    if (!byIdea.has(ideaId)) byIdea.set(ideaId, []);
    byIdea.get(ideaId)!.push(major);
  }
  return byIdea;
}

/**
 * Each student's open applications to the teams offered, in the order made: the pending ones are
 * their choices, the accepted ones (not confirmed: they are in no team) hold them a seat.
 */
export async function openApplications(db: Db, studentIds: string[], ideaIds: Set<string>) {
  const byStudent = new Map<string, { choices: string[]; held: string[] }>();
  if (studentIds.length === 0 || ideaIds.size === 0) return byStudent;
  const rows = await db
    .select({
      studentId: applications.applicantId,
      ideaId: applications.ideaId,
      status: applications.status,
    })
    .from(applications)
    .where(
      and(
        inArray(applications.applicantId, studentIds),
        inArray(applications.status, ['pending', 'accepted']),
      ),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id));
  for (const { studentId, ideaId, status } of rows) {
    if (!ideaIds.has(ideaId)) continue;
    const open = byStudent.get(studentId) ?? { choices: [], held: [] };
    (status === 'accepted' ? open.held : open.choices).push(ideaId);
    byStudent.set(studentId, open);
  }
  return byStudent;
}
