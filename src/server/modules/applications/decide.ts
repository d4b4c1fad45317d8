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
  onIdeaRoster,
  type SeenIdea,
  type Viewer,
} from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { assertBeforeDeadline, deadlineColumn, targetMaxColumn } from '../../domain/joining.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findApplication, toApplication } from './application-rows.ts';

export async function decideApplication(
  ctx: AppContext,
  options: { viewer: Viewer; applicationId: string; status: 'accepted' | 'rejected' },
): Promise<Application> {
  return inTransaction(ctx, async (tx) => {
    const found = await lockIdeaOfApplication(tx, options.applicationId, options.viewer.gender);
    if (!found) throw notFound(E.notFound);
    const { idea, deadline, targetMax } = await readIdeaAndDeadline(
      tx,
      found.ideaId,
      options.viewer.id,
    );
    // Another gender's or a hidden idea: the same 404 as none (docs/rules/roles-and-visibility.md).
    if (!idea || !isVisibleTo(idea, options.viewer)) throw notFound(E.notFound);
    assertOwned(idea, options.viewer);
    // After the deadline an invitation could never be confirmed (docs/rules/formation.md).
    if (options.status === 'accepted') assertBeforeDeadline(deadline, ctx.clock.now());
    // An invitation to a full team could never be confirmed.
    const full = options.status === 'accepted' && isTeamFull(idea, targetMax);
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

// The other gender's idea is the same miss as none, so neither answer takes longer.
async function lockIdeaOfApplication(
  tx: Tx,
  applicationId: string,
  gender: Viewer['gender'],
): Promise<{ id: string; ideaId: string } | null> {
  const [row] = await lockIdeaOfApplicationStatement(tx, { applicationId, gender });
  return row ?? null;
}

const lockIdeaOfApplicationStatement = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .select({ id: applications.id, ideaId: applications.ideaId })
    .from(applications)
    .innerJoin(ideas, eq(ideas.id, applications.ideaId))
    .where(
      and(
        eq(applications.id, sql.placeholder('applicationId')),
        ne(applications.status, 'withdrawn'),
        eq(ideas.gender, sql.placeholder('gender')),
      ),
    )
    .for('update', { of: ideas })
    .execute(values);

const readIdeaAndDeadlineStatement = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .select({
      idea: ideaWithCreatorColumns,
      onRoster: onIdeaRoster(sql.placeholder('viewerId')),
      deadline: deadlineColumn(ideas.courseId),
      targetMax: targetMaxColumn(ideas.courseId),
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(eq(ideas.id, sql.placeholder('ideaId')))
    .execute(values);

const decidePending = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .update(applications)
    // A set takes no placeholder, only SQL holding one: a parameter with the column's encoder.
    .set({
      status: sql`${sql.param(sql.placeholder('status'), applications.status)}`,
      updatedAt: sql`${sql.param(sql.placeholder('now'), applications.updatedAt)}`,
    })
    .where(and(eq(applications.id, sql.placeholder('id')), eq(applications.status, 'pending')))
    .returning()
    .execute(values);

// docs/decisions/0109-write-path-round-trips-and-pool.md
async function readIdeaAndDeadline(
  tx: Tx,
  ideaId: string,
  viewerId: string,
): Promise<{ idea: SeenIdea | null; deadline: Date | null; targetMax: number | null }> {
  const [row] = await readIdeaAndDeadlineStatement(tx, { ideaId, viewerId });
  return {
    idea: row ? { ...row.idea, onRoster: row.onRoster } : null,
    deadline: row?.deadline ?? null,
    targetMax: row?.targetMax ?? null,
  };
}
