import { and, eq } from 'drizzle-orm';
import {
  APPLICATION_ERRORS as E,
  type Applicant,
  type Application,
  type MyApplication,
} from '@contract/applications.ts';
import type { AppContext } from '../../context.ts';
import { applications, ideas, users, type UserRow } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { readPage, type Page, type PageQuery } from '../../lib/pagination.ts';
import {
  IDEA_NOT_FOUND,
  assertOwned,
  findIdea,
  findOwnedIdeaToRead,
  isKickedFrom,
  isVisibleTo,
  majorFits,
  type Viewer,
} from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { assertFormationOpen } from '../../domain/formation-window.ts';
import { isTiedToTeam, lockUser } from '../../domain/membership.ts';
import { isTeamFull } from '@contract/team-size.ts';
import { inTransaction, uniqueConflict } from '../../lib/transaction.ts';
import { findApplication, toApplication, toMyApplication } from './queries.ts';
import { lockIdeaForApply, lockIdeaOfApplication, readForApply } from './write-reads.ts';

/**
 * POST /api/applications: every refusal (docs/rules/ideas-and-teams.md), then the owner is
 * notified.
 */
export async function applyToIdea(
  ctx: AppContext,
  options: { viewer: UserRow; ideaId: string; message: string },
): Promise<Application> {
  const { viewer } = options;
  try {
    return await inTransaction(ctx, async (tx) => {
      // A shared lock: the idea cannot be deleted or changed until this application is in. Then
      // the user's lock, which every withdrawal and every change of membership takes too; after
      // both, one read of the idea, the student's earlier applications to it and their team.
      await lockIdeaForApply(tx, options.ideaId);
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
      await assertFormationOpen(tx, ctx.clock.now());
      const [row] = await tx
        .insert(applications)
        .values({ ideaId: idea.id, applicantId: me.id, message: options.message })
        .returning();
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

/** GET /api/applications/idea/{ideaId}: owner only; pending applications with the applicant. */
export async function listApplicants(
  ctx: AppContext,
  options: { viewer: Viewer; ideaId: string } & PageQuery,
): Promise<Page<Applicant>> {
  const idea = await findOwnedIdeaToRead(ctx.db, options.ideaId, options.viewer);
  const page = await readPage(
    ctx.db
      .select({
        application: applications,
        applicant: {
          name: users.name,
          email: users.email,
          major: users.major,
          phone: users.phone,
          skills: users.skills,
          bio: users.bio,
        },
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .$dynamic(),
    {
      columns: applications,
      query: options,
      keyOf: (r) => r.application,
      where: and(eq(applications.ideaId, idea.id), eq(applications.status, 'pending')),
    },
  );
  return {
    items: page.rows.map((r) => ({ ...toApplication(r.application), applicant: r.applicant })),
    nextCursor: page.nextCursor,
  };
}

/** PUT /api/applications/{id}/status: the owner decides a pending application, once. */
export async function decideApplication(
  ctx: AppContext,
  options: { viewer: Viewer; applicationId: string; status: 'accepted' | 'rejected' },
): Promise<Application> {
  return inTransaction(ctx, async (tx) => {
    // The idea's lock, found through the application in the same statement.
    const found = await lockIdeaOfApplication(tx, options.applicationId);
    if (!found) throw notFound(E.notFound);
    const idea = await findIdea(tx, found.ideaId);
    // The application of an idea the viewer cannot see (the other gender's, a hidden one) is
    // answered as one that does not exist, never as its idea (docs/rules/roles-and-visibility.md).
    if (!idea || !isVisibleTo(idea, options.viewer)) throw notFound(E.notFound);
    assertOwned(idea, options.viewer);
    // After the deadline an invitation could never be confirmed (docs/rules/formation.md).
    if (options.status === 'accepted') await assertFormationOpen(tx, ctx.clock.now());
    // An invitation to a full team could never be confirmed.
    const full = options.status === 'accepted' && isTeamFull(idea);
    // Decided in one statement when still pending; otherwise read again to say why not.
    const [row] = full
      ? []
      : await tx
          .update(applications)
          .set({ status: options.status, updatedAt: ctx.clock.now() })
          .where(and(eq(applications.id, found.id), eq(applications.status, 'pending')))
          .returning();
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

/** GET /api/applications/my: the user's applications with the idea's id, title and team ID. */
export async function listMyApplications(
  ctx: AppContext,
  options: { viewer: Viewer } & PageQuery,
): Promise<Page<MyApplication>> {
  const page = await readPage(
    ctx.db
      .select({
        application: applications,
        idea: { id: ideas.id, title: ideas.title, teamId: ideas.teamId },
      })
      .from(applications)
      .innerJoin(ideas, eq(ideas.id, applications.ideaId))
      .$dynamic(),
    {
      columns: applications,
      query: options,
      keyOf: (r) => r.application,
      where: eq(applications.applicantId, options.viewer.id),
    },
  );
  return {
    items: page.rows.map((r) => ({ ...toMyApplication(r.application), idea: r.idea })),
    nextCursor: page.nextCursor,
  };
}
