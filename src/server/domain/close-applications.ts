import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { isTeamFull } from '@contract/team-size.ts';
import type { Tx } from '../db/client.ts';
import { applications, ideas } from '../db/schema.ts';
import type { CourseRef } from './courses.ts';
import type { NewNotification } from './notify.ts';

// Only in the joined team's course (one team per course); each locked first so its status is the
// newest; 'closed', not 'rejected' (docs/decisions/0078).
export async function closeOpenApplications(
  tx: Tx,
  userIds: readonly string[],
  course: CourseRef,
  keptId: string | null,
  now: Date,
) {
  const open = tx.$with('open').as(
    tx
      .select({
        id: applications.id,
        applicantId: applications.applicantId,
        ideaId: applications.ideaId,
        was: applications.status,
      })
      .from(applications)
      .where(
        and(
          inArray(applications.applicantId, [...userIds]),
          inArray(applications.status, ['pending', 'accepted']),
          // Qualified by hand: drizzle writes this select's own columns unqualified.
          sql`exists (select 1 from ideas i where i.id = applications.idea_id
            and i.course_id = ${course})`,
          keptId ? ne(applications.id, keptId) : undefined,
        ),
      )
      .for('update'),
  );
  return tx
    .with(open)
    .update(applications)
    .set({ status: 'closed', updatedAt: now })
    .from(open)
    .innerJoin(ideas, eq(ideas.id, open.ideaId))
    .where(eq(applications.id, open.id))
    .returning({
      id: applications.id,
      applicantId: open.applicantId,
      ideaId: open.ideaId,
      was: open.was,
      creatorId: ideas.creatorId,
      title: ideas.title,
    });
}

/** Open invitations stay open: a place may free up (docs/rules/ideas-and-teams.md). */
export async function closePendingOfFullTeams(
  tx: Tx,
  teams: ReadonlyArray<{
    id: string;
    title: string;
    maxMembers: number | null;
    memberCount: number;
  }>,
  now: Date,
  targetMax: number | null = null,
): Promise<Array<NewNotification & { applicationId: string }>> {
  if (teams.length === 0) return [];
  // One statement even when none is full: a placement's batch costs the same however many fill.
  const titles = new Map(teams.filter((t) => isTeamFull(t, targetMax)).map((t) => [t.id, t.title]));
  const closed = await tx
    .update(applications)
    .set({ status: 'filled', updatedAt: now })
    .where(
      and(inArray(applications.ideaId, [...titles.keys()]), eq(applications.status, 'pending')),
    )
    .returning({
      id: applications.id,
      applicantId: applications.applicantId,
      ideaId: applications.ideaId,
    });
  return closed.map((c) => ({
    userId: c.applicantId,
    code: 'notification.teamFilled' as const,
    params: { ideaTitle: titles.get(c.ideaId)! },
    applicationId: c.id,
  }));
}

export const joinedElsewhereNotices = (
  voided: ReadonlyArray<{ creatorId: string; title: string; ideaId: string }>,
  name: string,
): NewNotification[] =>
  voided.map((v) => ({
    userId: v.creatorId,
    code: 'notification.joinedElsewhere',
    params: { name, ideaTitle: v.title },
    ideaId: v.ideaId,
  }));
