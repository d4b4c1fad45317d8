import { sql } from 'drizzle-orm';
import { APPLICATION_ERRORS as E } from '@contract/applications.ts';
import { isTeamFull } from '@contract/team-size.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { teamMembers, type UserRow } from '../../db/schema.ts';
import {
  closeOpenApplications,
  closePendingOfFullTeams,
  joinedElsewhereNotices,
} from '../../domain/close-applications.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isKickedFrom } from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { dissolveIdea } from '../../domain/dissolve.ts';
import { assertBeforeDeadline, isTiedToTeam } from '../../domain/joining.ts';
import { inTransaction, teamFullConflict } from '../../lib/transaction.ts';
import { lockInvitation } from './lock-invitation.ts';

// docs/rules/ideas-and-teams.md (Applications: the three-step handshake)

const insertMember = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .insert(teamMembers)
    .values({
      teamId: sql.placeholder('teamId'),
      courseId: sql.placeholder('courseId'),
      userId: sql.placeholder('userId'),
      role: 'member',
    })
    .execute(values);

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
    const { idea, me, app, membership, team, deadline, targetMax, joined } = await lockInvitation(
      tx,
      options.viewer,
      options.applicationId,
    );
    // A second tap on Join Team answers as the first did, and writes nothing.
    if (joined) return;
    if (isKickedFrom(idea, me.id)) throw forbidden(E.kicked);
    if (isTiedToTeam(membership)) throw conflict(E.leaveFirst);
    // Read after the idea's lock, which every joining of this team takes first; the database's
    // trigger refuses a joining past the limit all the same (docs/decisions/0060).
    if (isTeamFull(idea, targetMax)) throw conflict(E.teamFull);
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
    await insertMember(tx, { teamId: team.id, courseId: idea.courseId, userId: me.id });

    // Other pending applications and open invitations are closed (not declined: no owner turned
    // them down; docs/decisions/0078), in one statement that says which were invitations.
    const closed = await closeOpenApplications(tx, [me.id], idea.courseId, app.id, ctx.clock.now());
    const voided = closed.filter((c) => c.was === 'accepted');
    // This joining fills the team: whoever still waits on it is told now, not left waiting.
    const filled = await closePendingOfFullTeams(
      tx,
      [{ ...idea, memberCount: idea.memberCount + 1 }],
      ctx.clock.now(),
      targetMax,
    );
    await notify(
      tx,
      [
        ...joinedElsewhereNotices(voided, me.name),
        ...filled,
        {
          userId: team.leaderId,
          code: 'notification.memberJoined',
          params: { name: me.name, ideaTitle: idea.title },
          applicationId: app.id,
        },
      ],
      {
        settle: {
          applicationIds: [...closed.map((c) => c.id), ...filled.map((f) => f.applicationId)],
        },
        resolve: [
          { applicationIds: [app.id], code: 'notification.youJoined', markRead: true },
          { applicationIds: voided.map((v) => v.id), code: 'notification.invitationWithdrawn' },
        ],
      },
    );
  });
}
