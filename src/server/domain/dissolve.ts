import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { ideas, teamMembers, teams } from '../db/schema.ts';
import { resolveInvitations } from './invitations.ts';
import { settleApplicationNotices } from './settle-notifications.ts';
import { notifyApplicantsOfIdea } from './live-changes.ts';
import { notify, type NewNotification } from './notify.ts';

/**
 * Deletes an idea together with its team, memberships and applications (foreign-key cascades),
 * freeing every member, and tells each member other than `exceptUserId` why (idea deletion,
 * deletion, the leader leaving, admin deletions, a solo leader confirming elsewhere).
 * Runs inside the caller's transaction; locks the idea row first so concurrent changes queue.
 */
export async function dissolveIdea(
  tx: Tx,
  options: {
    ideaId: string;
    /** What the members are told. */
    notice: Pick<NewNotification, 'code' | 'params'>;
    exceptUserId?: string;
  },
): Promise<{ memberIds: string[] } | null> {
  const [idea] = await tx
    .select({ id: ideas.id })
    .from(ideas)
    .where(eq(ideas.id, options.ideaId))
    .for('update');
  if (!idea) return null;
  const members = await tx
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      options.exceptUserId
        ? and(eq(teams.ideaId, idea.id), ne(teamMembers.userId, options.exceptUserId))
        : eq(teams.ideaId, idea.id),
    );
  await tx.execute(notifyApplicantsOfIdea(idea.id));
  // Open invitations to this team can no longer be confirmed: say so instead of leaving a dead
  // 'Click to confirm' behind (their applicationId is cleared by the cascade).
  await resolveInvitations(tx, {
    ideaId: idea.id,
    code: 'notification.invitationGone',
  });
  // Its applications go with it: the owner's notices of them ask for nothing any more.
  await settleApplicationNotices(tx, { ideaId: idea.id, actorId: options.exceptUserId });
  await tx.delete(ideas).where(eq(ideas.id, idea.id));
  await notify(
    tx,
    members.map((m) => ({ userId: m.userId, ...options.notice })),
  );
  return { memberIds: members.map((m) => m.userId) };
}
