import { and, eq, inArray, ne } from 'drizzle-orm';
import { APPLICATION_ERRORS as E } from '@contract/applications.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { applications, ideas, teamMembers, teams, type UserRow } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { findIdea, isKickedFrom } from '../../domain/ideas.ts';
import { resolveInvitations } from '../../domain/invitations.ts';
import { notify, type NewNotification } from '../../domain/notify.ts';
import { dissolveIdea } from '../../domain/dissolve.ts';
import { findMembership, isTiedToTeam, lockIdeas, lockUser } from '../../domain/membership.ts';
import { inTransaction, teamFullConflict } from '../../lib/transaction.ts';
import { isTeamFull } from '@contract/team-size.ts';
import { findApplication } from './queries.ts';

// Step three of the handshake: the invited applicant confirms or declines
// (docs/rules/ideas-and-teams.md).

/** The accepted application of the viewer, its idea and the viewer, all locked. */
async function lockInvitation(tx: Tx, viewer: UserRow, applicationId: string) {
  const found = await findApplication(tx, applicationId, { applicantId: viewer.id });
  if (!found) throw notFound(E.notFound);
  const before = await findMembership(tx, viewer.id);
  await lockIdeas(tx, [found.ideaId, before?.role === 'creator' ? before.ideaId : null]);
  const idea = await findIdea(tx, found.ideaId);
  if (!idea || idea.creatorGender !== viewer.gender) throw notFound(E.ideaGone);
  const me = await lockUser(tx, viewer.id);
  const app = await findApplication(tx, found.id, { lock: true });
  if (!me || !app) throw notFound(E.notFound);
  const membership = await findMembership(tx, me.id);
  if (membership?.ideaId === idea.id) throw conflict(E.alreadyMember);
  if (app.status !== 'accepted') {
    throw conflict(app.status === 'pending' ? E.notAccepted : E.invitationClosed);
  }
  return { idea, me, app, membership };
}

/**
 * The viewer's answer to their invitation: the invitation's notification is rewritten (the idea's
 * title between `before` and `after`) and marked read, and the leader is told about it.
 */
async function closeInvitation(
  tx: Tx,
  applicationId: string,
  code: Parameters<typeof resolveInvitations>[1]['code'],
  leaderNotice: Omit<NewNotification, 'applicationId'>,
) {
  await resolveInvitations(tx, { applicationIds: [applicationId], code, markRead: true });
  await notify(tx, { ...leaderNotice, applicationId });
}

/** POST /api/applications/{id}/confirm: join the team, in one transaction. */
export async function confirmInvitation(
  ctx: AppContext,
  options: { viewer: UserRow; applicationId: string },
): Promise<void> {
  try {
    await joinTeam(ctx, options);
  } catch (error) {
    throw teamFullConflict(error);
  }
}

async function joinTeam(ctx: AppContext, options: { viewer: UserRow; applicationId: string }) {
  await inTransaction(ctx, async (tx) => {
    const { idea, me, app, membership } = await lockInvitation(
      tx,
      options.viewer,
      options.applicationId,
    );
    if (isKickedFrom(idea, me.id)) throw forbidden(E.kicked);
    if (isTiedToTeam(membership)) throw conflict(E.leaveFirst);
    // Read after the idea's lock, which every joining of this team takes first; the database's
    // trigger refuses a joining past the limit all the same (docs/decisions/0060).
    if (isTeamFull(idea)) throw conflict(E.teamFull);
    if (membership) {
      // A leader alone in their team gives up their own idea to join this one.
      await dissolveIdea(tx, {
        ideaId: membership.ideaId,
        exceptUserId: me.id,
        notice: { code: 'notification.joinedOtherIdea', params: { ideaTitle: idea.title } },
      });
    }
    const [team] = await tx.select().from(teams).where(eq(teams.ideaId, idea.id)).limit(1);
    if (!team) throw notFound(E.ideaGone);
    await tx.insert(teamMembers).values({ teamId: team.id, userId: me.id, role: 'member' });

    // Other pending applications are withdrawn, other open invitations voided.
    const now = ctx.clock.now();
    await tx
      .update(applications)
      .set({ status: 'rejected', updatedAt: now })
      .where(and(eq(applications.applicantId, me.id), eq(applications.status, 'pending')));
    const voided = await tx
      .update(applications)
      .set({ status: 'rejected', updatedAt: now })
      .where(
        and(
          eq(applications.applicantId, me.id),
          eq(applications.status, 'accepted'),
          ne(applications.id, app.id),
        ),
      )
      .returning({ id: applications.id, ideaId: applications.ideaId });
    await resolveInvitations(tx, {
      applicationIds: voided.map((v) => v.id),
      code: 'notification.invitationWithdrawn',
    });
    await notifyOtherLeaders(tx, me, voided);

    await closeInvitation(tx, app.id, 'notification.youJoined', {
      userId: team.leaderId,
      code: 'notification.memberJoined',
      params: { name: me.name, ideaTitle: idea.title },
    });
  });
}

async function notifyOtherLeaders(tx: Tx, me: UserRow, voided: Array<{ ideaId: string }>) {
  if (voided.length === 0) return;
  const others = await tx
    .select({ creatorId: ideas.creatorId, title: ideas.title })
    .from(ideas)
    .where(
      inArray(
        ideas.id,
        voided.map((v) => v.ideaId),
      ),
    );
  await notify(
    tx,
    others.map((o) => ({
      userId: o.creatorId,
      code: 'notification.joinedElsewhere',
      params: { name: me.name, ideaTitle: o.title },
    })),
  );
}

/** POST /api/applications/{id}/reject: the invited applicant declines. */
export async function declineInvitation(
  ctx: AppContext,
  options: { viewer: UserRow; applicationId: string },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const { idea, me, app } = await lockInvitation(tx, options.viewer, options.applicationId);
    await tx
      .update(applications)
      .set({ status: 'rejected', updatedAt: ctx.clock.now() })
      .where(eq(applications.id, app.id));
    await closeInvitation(tx, app.id, 'notification.youDeclined', {
      userId: idea.creatorId,
      code: 'notification.invitationDeclined',
      params: { name: me.name, ideaTitle: idea.title },
    });
  });
}
