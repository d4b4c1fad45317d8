import { and, eq, ne, sql } from 'drizzle-orm';
import { TEAM_ERRORS } from '@contract/teams.ts';
import type { AppContext } from '../../context.ts';
import { applications, ideas, teamMembers, teams, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { findIdea } from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { assertStudentOf, defaultCourse } from '../../domain/courses.ts';
import { findMembership, lockIdeas, lockUser } from '../../domain/joining.ts';
import { inTransaction } from '../../lib/transaction.ts';

// docs/rules/ideas-and-teams.md (Team membership)
export async function transferLeadership(
  ctx: AppContext,
  options: { userId: string; memberId: string; courseId?: string },
): Promise<{ name: string }> {
  return inTransaction(ctx, async (tx) => {
    if (options.courseId) await assertStudentOf(tx, options.userId, options.courseId);
    const before = await findMembership(tx, options.userId, options.courseId ?? defaultCourse());
    if (!before) throw notFound(TEAM_ERRORS.noTeam);
    if (before.role !== 'creator') throw forbidden(TEAM_ERRORS.notLeaderTransfer);
    // After the role check: someone with no team hears that, not 'You already lead this team'.
    if (options.memberId === options.userId) throw badRequest(TEAM_ERRORS.transferSelf);
    // The idea is locked alone and read after: a handover that got in first changed its
    // creator, which a locking read joined to the creator would miss.
    await lockIdeas(tx, [before.ideaId]);
    const idea = await findIdea(tx, before.ideaId);
    // Users after ideas, in id order (docs/decisions/0009).
    const [first, second] = [options.userId, options.memberId].sort();
    await lockUser(tx, first!);
    await lockUser(tx, second!);
    const membership = idea && (await findMembership(tx, options.userId, idea.courseId));
    if (!idea || !membership) throw notFound(TEAM_ERRORS.noTeam);
    if (membership.role !== 'creator') throw forbidden(TEAM_ERRORS.notLeaderTransfer);
    if (membership.ideaId !== idea.id) throw conflict(TEAM_ERRORS.changed);
    const [next] = await tx
      .select({ name: users.name })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(
        and(
          eq(teamMembers.teamId, membership.teamId),
          eq(teamMembers.userId, options.memberId),
          eq(teamMembers.role, 'member'),
        ),
      );
    if (!next) throw notFound(TEAM_ERRORS.notMember);
    const [former] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, options.userId));
    await tx
      .update(teams)
      .set({ leaderId: options.memberId })
      .where(eq(teams.id, membership.teamId));
    await tx
      .update(teamMembers)
      .set({
        role: sql`case when ${teamMembers.userId} = ${options.memberId} then 'creator' else 'member' end`,
      })
      .where(eq(teamMembers.teamId, membership.teamId));
    await tx.update(ideas).set({ creatorId: options.memberId }).where(eq(ideas.id, idea.id));
    await tx
      .delete(applications)
      .where(and(eq(applications.ideaId, idea.id), eq(applications.applicantId, options.memberId)));
    const others = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.teamId, membership.teamId),
          ne(teamMembers.userId, options.memberId),
          ne(teamMembers.userId, options.userId),
        ),
      );
    await notify(tx, [
      {
        userId: options.memberId,
        code: 'notification.leadershipToYou',
        params: { name: former!.name, ideaTitle: idea.title },
        ideaId: idea.id,
      },
      ...others.map((o) => ({
        userId: o.userId,
        code: 'notification.leadershipChanged' as const,
        params: { name: next.name, ideaTitle: idea.title },
        ideaId: idea.id,
      })),
    ]);
    return { name: next.name };
  });
}
