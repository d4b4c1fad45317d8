import { and, eq, sql } from 'drizzle-orm';
import { APPLICATION_ERRORS as E, type Application } from '@contract/applications.ts';
import { isTeamFull } from '@contract/team-size.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { applications, ideas, teamMembers, teams, users, type UserRow } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import {
  IDEA_NOT_FOUND,
  ideaWithCreatorColumns,
  isKickedFrom,
  isReachableBy,
  isVisibleTo,
  majorFits,
  onIdeaRoster,
  withdrawnTooOften,
  type SeenIdea,
} from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import {
  assertBeforeDeadline,
  deadlineColumn,
  targetMaxColumn,
  isTiedToTeam,
  lockUser,
  type Membership,
  membershipColumns,
  toMembership,
} from '../../domain/joining.ts';
import { inTransaction, uniqueConflict } from '../../lib/transaction.ts';
import { toApplication } from './application-rows.ts';

// docs/rules/ideas-and-teams.md
export async function applyToIdea(
  ctx: AppContext,
  options: { viewer: UserRow; ideaId: string; message: string },
): Promise<Application> {
  const { viewer } = options;
  try {
    return await inTransaction(ctx, async (tx) => {
      // A shared lock keeps the idea unchanged until this is in, then the user's lock, which every
      // withdrawal and membership change takes too. Only an idea of the viewer's gender is locked:
      // the other gender's is the same miss as an unknown id, so neither waits on its owner.
      const [locked] = await lockIdeaForShare(tx, {
        ideaId: options.ideaId,
        gender: viewer.gender,
      });
      if (!locked) throw notFound(IDEA_NOT_FOUND);
      const me = await lockUser(tx, viewer.id);
      const read = await readForApply(tx, options.ideaId, viewer.id);
      const idea = read?.idea;
      if (!idea || !isReachableBy(idea, viewer)) throw notFound(IDEA_NOT_FOUND);
      if (idea.creatorId === viewer.id) throw conflict(E.ownIdea);
      if (!isVisibleTo(idea, viewer)) throw notFound(IDEA_NOT_FOUND);
      if (isKickedFrom(idea, viewer.id)) throw forbidden(E.kicked);
      if (!me) throw notFound('users.notFound');
      if (read.withdrawnTooOften) throw conflict(E.withdrawnTooOften);
      if (isTeamFull(idea, read.targetMax)) throw conflict(E.teamFull);
      if (isTiedToTeam(read.membership)) throw conflict(E.inTeam);
      if (!majorFits(idea, me.major)) throw forbidden(E.majorNotAccepted);
      if (read.openBefore) throw conflict(E.alreadyApplied);
      assertBeforeDeadline(read.deadline, ctx.clock.now());
      const [row] = await insertApplication(tx, {
        ideaId: idea.id,
        applicantId: me.id,
        message: options.message,
      });
      await notify(tx, {
        userId: idea.creatorId,
        code: 'notification.applied',
        params: { name: me.name, ideaTitle: idea.title },
        applicationId: row!.id,
      });
      return toApplication(row!);
    });
  } catch (error) {
    throw uniqueConflict(error, { applications_open_unique: E.alreadyApplied });
  }
}

// docs/decisions/0109-write-path-round-trips-and-pool.md

const insertApplication = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .insert(applications)
    .values({
      ideaId: sql.placeholder('ideaId'),
      applicantId: sql.placeholder('applicantId'),
      message: sql.placeholder('message'),
    })
    .returning()
    .execute(values);

const lockIdeaForShare = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .select({ id: ideas.id })
    .from(ideas)
    .where(
      and(eq(ideas.id, sql.placeholder('ideaId')), eq(ideas.gender, sql.placeholder('gender'))),
    )
    .for('share')
    .execute(values);

const openBefore = sql<boolean>`exists (select 1 from ${applications}
  where ${applications.ideaId} = ${ideas.id}
    and ${applications.applicantId} = ${sql.placeholder('userId')}
    and ${applications.status} in ('pending', 'accepted'))`;

const readForApplyStatement = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .select({
      idea: ideaWithCreatorColumns,
      onRoster: onIdeaRoster(sql.placeholder('userId')),
      withdrawnTooOften: withdrawnTooOften(ideas.id, sql.placeholder('userId')),
      openBefore,
      membership: membershipColumns,
      deadline: deadlineColumn(ideas.courseId),
      targetMax: targetMaxColumn(ideas.courseId),
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.userId, sql.placeholder('userId')),
        eq(teamMembers.courseId, ideas.courseId),
      ),
    )
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(ideas.id, sql.placeholder('ideaId')))
    .limit(1)
    .execute(values);

/**
 * After the idea's and the user's locks: the idea with its creator, whether the user is on its
 * course's roster, the user withdrew
 * from it too often or has an application to it open, the user's team in the idea's course and
 * the formation deadline.
 * Null: no such idea.
 */
async function readForApply(
  tx: Tx,
  ideaId: string,
  userId: string,
): Promise<{
  idea: SeenIdea;
  withdrawnTooOften: boolean;
  openBefore: boolean;
  membership: Membership | null;
  deadline: Date | null;
  targetMax: number | null;
} | null> {
  const [row] = await readForApplyStatement(tx, { ideaId, userId });
  if (!row) return null;
  return {
    idea: { ...row.idea, onRoster: row.onRoster },
    withdrawnTooOften: row.withdrawnTooOften,
    openBefore: row.openBefore,
    membership: toMembership(row.membership),
    deadline: row.deadline,
    targetMax: row.targetMax,
  };
}
