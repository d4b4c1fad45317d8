import type { Tx } from '../../db/client.ts';
import { teamMembers, type UserRow } from '../../db/schema.ts';
import { closeOpenApplications, closePendingOfFullTeams } from '../../domain/close-applications.ts';
import { resolveInvitations } from '../../domain/invitations.ts';
import { notify, type NewNotification } from '../../domain/notify.ts';

// A fixed number of statements for the whole batch (docs/rules/placement.md).

export interface PlacedTeam {
  id: string;
  courseId: string;
  ideaId: string;
  title: string;
  leaderId: string;
  // The team's own limit, not the proposal's target.
  maxMembers: number | null;
  memberCount: number;
  placed: UserRow[];
}

export async function joinPlaced(
  tx: Tx,
  placedTeams: PlacedTeam[],
  course: string,
  now: Date,
): Promise<void> {
  const placed = placedTeams.flatMap((team) => team.placed.map((student) => ({ student, team })));
  if (placed.length === 0) return;
  await tx.insert(teamMembers).values(
    placed.map(({ student, team }) => ({
      teamId: team.id,
      courseId: team.courseId,
      userId: student.id,
      role: 'member' as const,
      placedByCoordinator: true,
    })),
  );

  const { news, settle } = await closeApplicationsOfPlaced(
    tx,
    placed.map(({ student, team }) => ({ student, ideaId: team.ideaId })),
    course,
    now,
  );

  // Whoever still waits on a team this fills is told now, not left waiting.
  const filled = await closePendingOfFullTeams(
    tx,
    placedTeams.map((team) => ({
      id: team.ideaId,
      title: team.title,
      maxMembers: team.maxMembers,
      memberCount: team.memberCount + team.placed.length,
    })),
    now,
  );
  news.push(...filled);
  settle.push(...filled.map((f) => f.applicationId));
  for (const team of placedTeams) {
    const params = { ideaTitle: team.title };
    news.push(
      ...team.placed.map((s) => ({
        userId: s.id,
        code: 'notification.placedInTeam' as const,
        params,
        ideaId: team.ideaId,
      })),
      {
        userId: team.leaderId,
        code: 'notification.placedInYourTeam',
        params: { names: team.placed.map((s) => s.name).join(', '), ideaTitle: team.title },
        ideaId: team.ideaId,
      },
    );
  }
  // One insert, with the e-mails and live changes; the owners' "applied" notices of the
  // applications closed here are settled in it too (docs/decisions/0040).
  await notify(tx, news, { settle: { applicationIds: settle } });
}

/**
 * Placed students' open applications close as when they confirm an invitation: invitations
 * elsewhere are withdrawn and those leaders told (docs/rules/ideas-and-teams.md). The notices
 * to send and the applications whose notices to settle.
 */
export async function closeApplicationsOfPlaced(
  tx: Tx,
  placed: Array<{ student: UserRow; ideaId: string }>,
  course: string,
  now: Date,
): Promise<{ news: NewNotification[]; settle: string[] }> {
  const placedIn = new Map(placed.map((p) => [p.student.id, p]));
  const closed = await closeOpenApplications(tx, [...placedIn.keys()], course, null, now);
  const voided = closed.filter((c) => c.was === 'accepted');
  await resolveInvitations(tx, {
    applicationIds: voided.map((v) => v.id),
    code: 'notification.invitationWithdrawn',
  });
  const news: NewNotification[] = [];
  for (const v of voided) {
    const { student, ideaId } = placedIn.get(v.applicantId)!;
    if (v.ideaId === ideaId) continue;
    news.push({
      userId: v.creatorId,
      code: 'notification.joinedElsewhere',
      params: { name: student.name, ideaTitle: v.title },
      ideaId: v.ideaId,
    });
  }
  return { news, settle: closed.map((c) => c.id) };
}
