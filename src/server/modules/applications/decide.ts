import { and, eq, ne, sql } from 'drizzle-orm';
import { APPLICATION_ERRORS as E, type Application } from '@contract/applications.ts';
import { isTeamFull } from '@contract/team-size.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { applications, ideas, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  assertOwned,
  ideaWithCreatorColumns,
  isVisibleTo,
  type IdeaWithCreator,
  type Viewer,
} from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { assertBeforeDeadline, deadlineColumn } from '../../domain/joining.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { statementFor } from '../../db/prepared.ts';
import { findApplication, toApplication } from './application-rows.ts';
import { decideInOneCall } from './one-call-steps.ts';

/**
 * PUT /api/applications/{id}/status: the owner accepts or rejects a pending application, once.
 * The plain case runs as one call (./one-call-steps.ts); any other runs below.
 */
export async function decideApplication(
  ctx: AppContext,
  options: { viewer: Viewer; applicationId: string; status: 'accepted' | 'rejected' },
): Promise<Application> {
  const plain = await decideInOneCall(ctx, {
    viewerId: options.viewer.id,
    gender: options.viewer.gender,
    applicationId: options.applicationId,
    status: options.status,
  });
  if (plain) return toApplication(plain);
  return inTransaction(ctx, async (tx) => {
    // The idea's lock, found through the application in the same statement.
    const found = await lockIdeaOfApplication(tx, options.applicationId);
    if (!found) throw notFound(E.notFound);
    const { idea, deadline } = await readIdeaAndDeadline(tx, found.ideaId);
    // The application of an idea the viewer cannot see (the other gender's, a hidden one) is
    // answered as one that does not exist, never as its idea (docs/rules/roles-and-visibility.md).
    if (!idea || !isVisibleTo(idea, options.viewer)) throw notFound(E.notFound);
    assertOwned(idea, options.viewer);
    // After the deadline an invitation could never be confirmed (docs/rules/formation.md).
    if (options.status === 'accepted') assertBeforeDeadline(deadline, ctx.clock.now());
    // An invitation to a full team could never be confirmed.
    const full = options.status === 'accepted' && isTeamFull(idea);
    // Decided in one statement when still pending; otherwise read again to say why not.
    const [row] = full
      ? []
      : await decidePending(tx, {
          id: found.id,
          status: options.status,
          now: ctx.clock.now(),
        });
    if (!row) {
      const app = await findApplication(tx, found.id, { lock: true });
      if (!app) throw notFound(E.notFound);
      if (app.status !== 'pending') throw conflict(E.alreadyDecided);
      throw conflict(E.teamFull);
    }
    const app = row;
    // Decided either way, the owner's "applied" notice is settled (read) in the same statement.
    await notify(
      tx,
      {
        userId: app.applicantId,
        code: options.status === 'accepted' ? 'notification.accepted' : 'notification.rejected',
        params: { ideaTitle: idea.title },
        applicationId: app.id,
      },
      { settle: { applicationIds: [app.id], actorId: options.viewer.id } },
    );
    return toApplication(row);
  });
}

/**
 * The lock of the application's idea, found through the application (never a withdrawn one) in
 * the same statement: one round trip fewer while locks are held
 * (docs/decisions/0063-handshake-writes-in-fewer-statements.md). Null: no such application.
 */
async function lockIdeaOfApplication(
  tx: Tx,
  applicationId: string,
): Promise<{ id: string; ideaId: string } | null> {
  const [row] = await lockIdeaOfApplicationStatement(tx, { applicationId });
  return row ?? null;
}

const lockIdeaOfApplicationStatement = statementFor((db) =>
  db
    .select({ id: applications.id, ideaId: applications.ideaId })
    .from(applications)
    .innerJoin(ideas, eq(ideas.id, applications.ideaId))
    .where(
      and(
        eq(applications.id, sql.placeholder('applicationId')),
        ne(applications.status, 'withdrawn'),
      ),
    )
    .for('update', { of: ideas }),
);

const readIdeaAndDeadlineStatement = statementFor((db) =>
  db
    .select({ idea: ideaWithCreatorColumns, deadline: deadlineColumn() })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(eq(ideas.id, sql.placeholder('ideaId'))),
);

/** Decides an application still pending; no row when it is not (any more). */
const decidePending = statementFor((db) =>
  db
    .update(applications)
    // A set takes no placeholder, only SQL holding one: a parameter with the column's encoder.
    .set({
      status: sql`${sql.param(sql.placeholder('status'), applications.status)}`,
      updatedAt: sql`${sql.param(sql.placeholder('now'), applications.updatedAt)}`,
    })
    .where(and(eq(applications.id, sql.placeholder('id')), eq(applications.status, 'pending')))
    .returning(),
);

/**
 * After the idea's lock: the idea with its creator (null: gone) and the formation deadline, in
 * one statement (docs/decisions/0109-write-path-round-trips-and-pool.md).
 */
async function readIdeaAndDeadline(
  tx: Tx,
  ideaId: string,
): Promise<{ idea: IdeaWithCreator | null; deadline: Date | null }> {
  const [row] = await readIdeaAndDeadlineStatement(tx, { ideaId });
  return { idea: row?.idea ?? null, deadline: row?.deadline ?? null };
}
