import { sql } from 'drizzle-orm';
import { APPLICATION_ERRORS as E } from '@contract/applications.ts';
import { isTeamFull } from '@contract/team-size.ts';
import type { AppContext } from '../../context.ts';
import { teamMembers, type UserRow } from '../../db/schema.ts';
import { closeOpenApplications } from '../../domain/close-applications.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isKickedFrom } from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { dissolveIdea } from '../../domain/dissolve.ts';
import { assertBeforeDeadline, isTiedToTeam } from '../../domain/joining.ts';
import { inTransaction, teamFullConflict } from '../../lib/transaction.ts';
import { statementFor } from '../../db/prepared.ts';
import { lockInvitation } from './lock-invitation.ts';
import { confirmInOneCall } from './one-call-steps.ts';

// Step three of the handshake: the invited applicant confirms and joins the team
// (docs/rules/ideas-and-teams.md).

const insertMember = statementFor((db) =>
  db.insert(teamMembers).values({
    teamId: sql.placeholder('teamId'),
    userId: sql.placeholder('userId'),
    role: 'member',
  }),
);

/**
 * POST /api/applications/{id}/confirm: join the team, in one transaction. The plain case runs
 * as one call (./one-call-steps.ts); any other runs in joinTeam.
 */
export async function confirmInvitation(
  ctx: AppContext,
  options: { viewer: UserRow; applicationId: string },
): Promise<void> {
  try {
    const joined = await confirmInOneCall(ctx, {
      viewerId: options.viewer.id,
      applicationId: options.applicationId,
    });
    if (!joined) await joinTeam(ctx, options);
  } catch (error) {
    throw teamFullConflict(error);
  }
}

async function joinTeam(ctx: AppContext, options: { viewer: UserRow; applicationId: string }) {
  await inTransaction(ctx, async (tx) => {
    const { idea, me, app, membership, team, deadline } = await lockInvitation(
      tx,
      options.viewer,
      options.applicationId,
    );
    if (isKickedFrom(idea, me.id)) throw forbidden(E.kicked);
    if (isTiedToTeam(membership)) throw conflict(E.leaveFirst);
    // Read after the idea's lock, which every joining of this team takes first; the database's
    // trigger refuses a joining past the limit all the same (docs/decisions/0060).
    if (isTeamFull(idea)) throw conflict(E.teamFull);
    assertBeforeDeadline(deadline, ctx.clock.now());
    if (membership) {
      // A leader alone in their team gives up their own idea to join this one.
      await dissolveIdea(tx, {
        ideaId: membership.ideaId,
        exceptUserId: me.id,
        notice: { code: 'notification.joinedOtherIdea', params: { ideaTitle: idea.title } },
      });
    }
    if (!team) throw notFound(E.ideaGone);
    await insertMember(tx, { teamId: team.id, userId: me.id });

    // Other pending applications and open invitations are closed (not declined: no owner turned
    // them down; docs/decisions/0078), in one statement that says which were invitations.
    const closed = await closeOpenApplications(tx, [me.id], app.id, ctx.clock.now());
    const voided = closed.filter((c) => c.was === 'accepted');
    // The leader and the leaders of the voided invitations, in one insert, which also settles
    // the owners' "applied" notices of the applications closed here and resolves the student's
    // invitations: this one joined, the voided ones withdrawn.
    await notify(
      tx,
      [
        ...voided.map((v) => ({
          userId: v.creatorId,
          code: 'notification.joinedElsewhere' as const,
          params: { name: me.name, ideaTitle: v.title },
        })),
        {
          userId: team.leaderId,
          code: 'notification.memberJoined',
          params: { name: me.name, ideaTitle: idea.title },
          applicationId: app.id,
        },
      ],
      {
        settle: { applicationIds: closed.map((c) => c.id) },
        resolve: [
          { applicationIds: [app.id], code: 'notification.youJoined', markRead: true },
          { applicationIds: voided.map((v) => v.id), code: 'notification.invitationWithdrawn' },
        ],
      },
    );
  });
}
