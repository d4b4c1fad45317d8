import { eq, sql } from 'drizzle-orm';
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
  isVisibleTo,
  majorFits,
  type IdeaWithCreator,
} from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import {
  assertBeforeDeadline,
  deadlineColumn,
  isTiedToTeam,
  lockUser,
  type Membership,
  membershipColumns,
  toMembership,
} from '../../domain/joining.ts';
import { inTransaction, uniqueConflict } from '../../lib/transaction.ts';
import { statementFor } from '../../db/prepared.ts';
import { toApplication } from './application-rows.ts';
import { applyInOneCall } from './one-call-steps.ts';

/**
 * POST /api/applications: every refusal (docs/rules/ideas-and-teams.md), then the owner is
 * notified. The plain case runs as one call (./one-call-steps.ts); any other runs below.
 */
export async function applyToIdea(
  ctx: AppContext,
  options: { viewer: UserRow; ideaId: string; message: string },
): Promise<Application> {
  const { viewer } = options;
  try {
    const plain = await applyInOneCall(ctx, {
      userId: viewer.id,
      ideaId: options.ideaId,
      message: options.message,
    });
    if (plain) return toApplication(plain);
    return await inTransaction(ctx, async (tx) => {
      // A shared lock: the idea cannot be deleted or changed until this application is in. Then
      // the user's lock, which every withdrawal and every change of membership takes too; after
      // both, one read of the idea, the student's earlier applications to it, their team and
      // the formation deadline.
      await lockIdeaForShare(tx, { ideaId: options.ideaId });
      const me = await lockUser(tx, viewer.id);
      const read = await readForApply(tx, options.ideaId, viewer.id);
      const idea = read?.idea;
      if (!idea || idea.creatorGender !== viewer.gender) throw notFound(IDEA_NOT_FOUND);
      if (idea.creatorId === viewer.id) throw conflict(E.ownIdea);
      if (!isVisibleTo(idea, viewer)) throw notFound(IDEA_NOT_FOUND);
      if (isKickedFrom(idea, viewer.id)) throw forbidden(E.kicked);
      if (!me) throw notFound('users.notFound');
      // Once withdrawn, never again: an apply/withdraw loop would flood the owner
      // (docs/decisions/0062).
      if (read.withdrawnBefore) throw conflict(E.withdrawnBefore);
      if (isTeamFull(idea)) throw conflict(E.teamFull);
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

// Each read below is one statement: every statement inside a transaction is a round trip made
// while its locks are held (docs/decisions/0063-handshake-writes-in-fewer-statements.md).

const insertApplication = statementFor((db) =>
  db
    .insert(applications)
    .values({
      ideaId: sql.placeholder('ideaId'),
      applicantId: sql.placeholder('applicantId'),
      message: sql.placeholder('message'),
    })
    .returning(),
);

/** The idea's shared lock of an application: it cannot be deleted or changed meanwhile. */
const lockIdeaForShare = statementFor((db) =>
  db
    .select({ id: ideas.id })
    .from(ideas)
    .where(eq(ideas.id, sql.placeholder('ideaId')))
    .for('share'),
);

const earlier = (statuses: string[]) =>
  sql<boolean>`exists (select 1 from ${applications} where ${applications.ideaId} = ${ideas.id}
    and ${applications.applicantId} = ${sql.placeholder('userId')}
    and ${applications.status} in (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )}))`;

const readForApplyStatement = statementFor((db) =>
  db
    .select({
      idea: ideaWithCreatorColumns,
      withdrawnBefore: earlier(['withdrawn']),
      openBefore: earlier(['pending', 'accepted']),
      membership: membershipColumns,
      deadline: deadlineColumn(),
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .leftJoin(teamMembers, eq(teamMembers.userId, sql.placeholder('userId')))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(ideas.id, sql.placeholder('ideaId')))
    .limit(1),
);

/**
 * After the idea's and the user's locks: the idea with its creator, whether the user withdrew
 * an application to it before or has one open, the user's team and the formation deadline.
 * Null: no such idea.
 */
async function readForApply(
  tx: Tx,
  ideaId: string,
  userId: string,
): Promise<{
  idea: IdeaWithCreator;
  withdrawnBefore: boolean;
  openBefore: boolean;
  membership: Membership | null;
  deadline: Date | null;
} | null> {
  const [row] = await readForApplyStatement(tx, { ideaId, userId });
  if (!row) return null;
  return {
    idea: row.idea,
    withdrawnBefore: row.withdrawnBefore,
    openBefore: row.openBefore,
    membership: toMembership(row.membership),
    deadline: row.deadline,
  };
}
