import type { Tx } from '../../db/client.ts';
import { teamMembers, type UserRow } from '../../db/schema.ts';
import { closeOpenApplications } from '../../domain/close-applications.ts';
import { resolveInvitations } from '../../domain/invitations.ts';
import { notify, type NewNotification } from '../../domain/notify.ts';

// What placing students does once the rules passed, for a whole batch of teams in a fixed
// number of statements: the memberships, the applications closed as on a confirmation, and
// everyone told (docs/rules/placement.md).

export interface PlacedTeam {
  /** The team's own id (team_members.team_id). */
  id: string;
  ideaId: string;
  title: string;
  leaderId: string;
  placed: UserRow[];
}

export async function joinPlaced(tx: Tx, placedTeams: PlacedTeam[], now: Date): Promise<void> {
  const placed = placedTeams.flatMap((team) => team.placed.map((student) => ({ student, team })));
  if (placed.length === 0) return;
  await tx.insert(teamMembers).values(
    placed.map(({ student, team }) => ({
      teamId: team.id,
      userId: student.id,
      role: 'member' as const,
      placedByCoordinator: true,
    })),
  );

  // Their open applications close as when they confirm an invitation: invitations elsewhere are
  // withdrawn and those leaders told (docs/rules/ideas-and-teams.md).
  const placedIn = new Map(placed.map(({ student, team }) => [student.id, { student, team }]));
  const closed = await closeOpenApplications(tx, [...placedIn.keys()], null, now);
  const voided = closed.filter((c) => c.was === 'accepted');
  await resolveInvitations(tx, {
    applicationIds: voided.map((v) => v.id),
    code: 'notification.invitationWithdrawn',
  });

  const news: NewNotification[] = [];
  for (const v of voided) {
    const { student, team } = placedIn.get(v.applicantId)!;
    if (v.ideaId === team.ideaId) continue;
    news.push({
      userId: v.creatorId,
      code: 'notification.joinedElsewhere',
      params: { name: student.name, ideaTitle: v.title },
    });
  }
  for (const team of placedTeams) {
    const params = { ideaTitle: team.title };
    news.push(
      ...team.placed.map((s) => ({
        userId: s.id,
        code: 'notification.placedInTeam' as const,
        params,
      })),
      {
        userId: team.leaderId,
        code: 'notification.placedInYourTeam',
        params: { names: team.placed.map((s) => s.name).join(', '), ideaTitle: team.title },
      },
    );
  }
  // One insert, with the e-mails and live changes; the owners' "applied" notices of the
  // applications closed here are settled in it too (docs/decisions/0076).
  await notify(tx, news, { settle: { applicationIds: closed.map((c) => c.id) } });
}
