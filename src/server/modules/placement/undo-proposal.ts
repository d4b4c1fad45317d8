import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { PLACEMENT_ERRORS as E, type UndoProposalAnswer } from '@contract/placement.ts';
import type { AppContext } from '../../context.ts';
import type { CourseRef } from '../../domain/courses.ts';
import { auditLog, ideas, placementProposals, teamMembers, teams, users } from '../../db/schema.ts';
import { notify, type NewNotification } from '../../domain/notify.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { NEW_TEAM_DESCRIPTION, newTeamTitle } from './form-new-teams.ts';

// POST /api/admin/formation/proposals/{id}/undo: what an apply did, taken back once, in one
// transaction under the handshake's lock order (docs/rules/placement.md).

export async function undoProposal(
  ctx: AppContext,
  options: { actorId: string; course: CourseRef; proposalId: string },
): Promise<UndoProposalAnswer> {
  return inTransaction(ctx, async (tx) => {
    // A proposal of another course is not found here.
    const [proposal] = await tx
      .select()
      .from(placementProposals)
      .where(
        and(
          eq(placementProposals.id, options.proposalId),
          eq(placementProposals.courseId, options.course),
        ),
      );
    if (!proposal) throw notFound(E.notFound);
    if (!proposal.appliedAt || !proposal.placed) throw conflict(E.notApplied);
    // Claimed by one statement: of two undos at once, exactly one goes on.
    const claimed = await tx
      .update(placementProposals)
      .set({ undoneAt: ctx.clock.now() })
      .where(
        and(
          eq(placementProposals.id, proposal.id),
          isNull(placementProposals.undoneAt),
          isNotNull(placementProposals.appliedAt),
        ),
      )
      .returning({ id: placementProposals.id });
    if (claimed.length === 0) throw conflict(E.undone);

    const placed = proposal.placed.students;
    const studentIds = placed.map((p) => p.studentId);
    const ideaIds = [...new Set(placed.map((p) => p.ideaId))];
    if (ideaIds.length > 0) {
      // The ideas in id order, then the students in id order, as a confirmation takes them.
      await tx
        .select({ id: ideas.id })
        .from(ideas)
        .where(inArray(ideas.id, ideaIds))
        .orderBy(asc(ideas.id))
        .for('update');
      await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, studentIds))
        .orderBy(asc(users.id))
        .for('no key update');
    }
    const members =
      ideaIds.length === 0
        ? []
        : await tx
            .select({
              userId: teamMembers.userId,
              teamPk: teams.id,
              ideaId: teams.ideaId,
              leaderId: teams.leaderId,
              placedByCoordinator: teamMembers.placedByCoordinator,
              title: ideas.title,
              description: ideas.description,
              teamId: ideas.teamId,
              formedByCoordinator: ideas.formedByCoordinator,
            })
            .from(teamMembers)
            .innerJoin(teams, eq(teams.id, teamMembers.teamId))
            .innerJoin(ideas, eq(ideas.id, teams.ideaId))
            .where(inArray(teams.ideaId, ideaIds));
    const where = new Map(members.map((m) => [m.userId, m]));
    // Still where the apply put them, by its hand.
    const stillThere = placed.filter((p) => {
      const m = where.get(p.studentId);
      return m?.ideaId === p.ideaId && m.placedByCoordinator;
    });

    // A new team nobody changed: its placeholder kept, its members exactly those placed there.
    const newTeamIds = new Set(proposal.placed.newTeamIdeaIds);
    const removedTeams = [...newTeamIds].filter((ideaId) => {
      const now = members.filter((m) => m.ideaId === ideaId);
      const sent = placed.filter((p) => p.ideaId === ideaId);
      const first = now[0];
      return (
        first !== undefined &&
        first.formedByCoordinator &&
        first.title === newTeamTitle(first.teamId) &&
        first.description === NEW_TEAM_DESCRIPTION &&
        now.length === sent.length &&
        sent.every((p) => stillThere.includes(p))
      );
    });
    // A new team someone changed is the leader's now: it stays whole.
    const leaving = stillThere.filter(
      (p) => !newTeamIds.has(p.ideaId) || removedTeams.includes(p.ideaId),
    );
    const fromExisting = leaving.filter((p) => !newTeamIds.has(p.ideaId));

    if (fromExisting.length > 0) {
      // Only from the team the apply put them in: a student may be in a team of another course.
      await tx.delete(teamMembers).where(
        and(
          inArray(
            teamMembers.userId,
            fromExisting.map((p) => p.studentId),
          ),
          inArray(
            teamMembers.teamId,
            fromExisting.map((p) => where.get(p.studentId)!.teamPk),
          ),
        ),
      );
    }
    if (removedTeams.length > 0) await tx.delete(ideas).where(inArray(ideas.id, removedTeams));

    const names = new Map(
      (leaving.length === 0
        ? []
        : await tx
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(
              inArray(
                users.id,
                leaving.map((p) => p.studentId),
              ),
            )
      ).map((u) => [u.id, u.name]),
    );
    const news: NewNotification[] = leaving.map((p) => ({
      userId: p.studentId,
      code: 'notification.placementUndone',
      params: { ideaTitle: where.get(p.studentId)!.title },
    }));
    const byTeam = new Map<string, string[]>();
    for (const p of fromExisting)
      byTeam.set(p.ideaId, [...(byTeam.get(p.ideaId) ?? []), p.studentId]);
    for (const [ideaId, ids] of byTeam) {
      const team = where.get(ids[0]!)!;
      news.push({
        userId: team.leaderId,
        code: 'notification.placementUndoneInYourTeam',
        params: { names: ids.map((id) => names.get(id) ?? '').join(', '), ideaTitle: team.title },
        ideaId,
      });
    }
    await notify(tx, news);
    const answer = { students: leaving.length, newTeams: removedTeams.length };
    await tx.insert(auditLog).values({
      actorId: options.actorId,
      action: 'undo_placement',
      targetId: proposal.id,
      details: answer,
    });
    return answer;
  });
}
