import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { ideas, teamMembers, teams } from '../db/schema.ts';
import { resolveInvitations } from './invitations.ts';
import { settleApplicationNotices } from './settle-notifications.ts';
import { notifyApplicantsOfIdea } from './live-changes.ts';
import { notify, type NewNotification } from './notify.ts';

/** Locks the idea row first so concurrent changes queue. */
export async function dissolveIdea(
  tx: Tx,
  options: {
    ideaId: string;
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
  // Say so instead of leaving a dead 'Click to confirm' behind.
  await resolveInvitations(tx, {
    ideaId: idea.id,
    code: 'notification.invitationGone',
  });
  await settleApplicationNotices(tx, { ideaId: idea.id, actorId: options.exceptUserId });
  await tx.delete(ideas).where(eq(ideas.id, idea.id));
  await notify(
    tx,
    members.map((m) => ({ userId: m.userId, ...options.notice, ideaId: idea.id })),
  );
  return { memberIds: members.map((m) => m.userId) };
}
