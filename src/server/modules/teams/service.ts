import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { TEAM_ERRORS, type MyTeam, type TeamRole } from '@contract/teams.ts';
import { joinList, splitList } from '@contract/text.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { preparedFor } from '../../db/prepared.ts';
import { applications, ideas, teamMembers, teams, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { findIdea } from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { dissolveIdea } from '../../domain/dissolve.ts';
import { findMembership, lockIdeas, lockUser } from '../../domain/membership.ts';
import { inTransaction } from '../../lib/transaction.ts';

const myTeamStatement = preparedFor((db) =>
  db
    .select({
      team: teams,
      idea: { title: ideas.title, description: ideas.description, maxMembers: ideas.maxMembers },
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(ideas, eq(ideas.id, teams.ideaId))
    .where(eq(teamMembers.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('my_team'),
);

const teamMembersStatement = preparedFor((db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      major: users.major,
      skills: users.skills,
      role: teamMembers.role,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, sql.placeholder('teamId')))
    .orderBy(asc(teamMembers.role), asc(teamMembers.joinedAt), asc(users.id))
    .prepare('team_members_of'),
);

/** GET /api/teams/my: the team with its idea and members (leader first), or null. */
export async function getMyTeam(
  ctx: AppContext,
  options: { userId: string },
): Promise<MyTeam | null> {
  const [row] = await myTeamStatement(ctx.db).execute({ userId: options.userId });
  if (!row) return null;
  const members = await teamMembersStatement(ctx.db).execute({ teamId: row.team.id });
  return {
    id: row.team.id,
    ideaId: row.team.ideaId,
    leaderId: row.team.leaderId,
    memberIds: joinList(members.map((m) => m.id)),
    createdAt: row.team.createdAt.toISOString(),
    idea: row.idea,
    members,
  };
}

/**
 * Takes a member (never the leader) out of the team. The accepted application was used up by
 * joining, so it is deleted too: the pair may apply again unless the member was removed (the
 * idea's kicked list keeps them out). False when the user is no member of that team.
 */
async function dropMember(tx: Tx, teamId: string, ideaId: string, userId: string) {
  const removed = await tx
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.userId, userId),
        eq(teamMembers.role, 'member'),
      ),
    )
    .returning({ userId: teamMembers.userId });
  if (removed.length === 0) return false;
  await tx
    .delete(applications)
    .where(and(eq(applications.ideaId, ideaId), eq(applications.applicantId, userId)));
  return true;
}

/**
 * POST /api/teams/leave: a member leaves and the leader is told; the leader leaving dissolves the
 * team and deletes the idea, and every member is told.
 */
export async function leaveTeam(
  ctx: AppContext,
  options: { userId: string; asRole?: TeamRole | undefined },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const before = await findMembership(tx, options.userId);
    if (!before) throw notFound(TEAM_ERRORS.noTeam);
    const idea = await findIdea(tx, before.ideaId, 'update');
    const me = await lockUser(tx, options.userId);
    const membership = me && (await findMembership(tx, me.id));
    if (!me || !idea || !membership) throw notFound(TEAM_ERRORS.noTeam);
    if (membership.ideaId !== idea.id) throw conflict(TEAM_ERRORS.changed);
    // The screen the leave was chosen on showed another role (a handover since): the dialog's
    // warning was not this one, so nothing is done (docs/decisions/0061).
    if (options.asRole && options.asRole !== membership.role) throw conflict(TEAM_ERRORS.changed);
    if (membership.role === 'creator') {
      await dissolveIdea(tx, {
        ideaId: idea.id,
        exceptUserId: me.id,
        notice: {
          code: 'notification.leaderLeft',
          params: { name: me.name, ideaTitle: idea.title },
        },
      });
      return;
    }
    await dropMember(tx, membership.teamId, idea.id, me.id);
    await notify(tx, {
      userId: membership.leaderId,
      code: 'notification.memberLeft',
      params: { name: me.name, ideaTitle: idea.title },
    });
  });
}

/** POST /api/teams/remove-member: leader only, never themself; the member cannot come back. */
export async function removeMember(
  ctx: AppContext,
  options: { userId: string; memberId: string },
): Promise<void> {
  if (options.memberId === options.userId) throw badRequest(TEAM_ERRORS.removeSelf);
  await inTransaction(ctx, async (tx) => {
    const before = await findMembership(tx, options.userId);
    if (!before) throw notFound(TEAM_ERRORS.noTeam);
    if (before.role !== 'creator') throw forbidden(TEAM_ERRORS.notLeader);
    const idea = await findIdea(tx, before.ideaId, 'update');
    await lockUser(tx, options.memberId);
    // Read again under the locks: a handover that committed meanwhile made the caller a member.
    const membership = await findMembership(tx, options.userId);
    if (!idea || !membership) throw notFound(TEAM_ERRORS.noTeam);
    if (membership.role !== 'creator') throw forbidden(TEAM_ERRORS.notLeader);
    if (membership.ideaId !== idea.id) throw conflict(TEAM_ERRORS.changed);
    const removed = await dropMember(tx, membership.teamId, idea.id, options.memberId);
    if (!removed) throw notFound(TEAM_ERRORS.notMember);
    await tx
      .update(ideas)
      .set({ kickedMemberIds: joinList([...splitList(idea.kickedMemberIds), options.memberId]) })
      .where(eq(ideas.id, idea.id));
    await notify(tx, {
      userId: options.memberId,
      code: 'notification.removedFromTeam',
      params: { ideaTitle: idea.title },
    });
  });
}

/**
 * POST /api/teams/transfer-leadership: the leader hands the team to one of its members, who
 * becomes leader and the idea's owner; the former leader stays as a member. The new leader's
 * accepted application was used up by joining and goes; every member is told.
 */
export async function transferLeadership(
  ctx: AppContext,
  options: { userId: string; memberId: string },
): Promise<{ name: string }> {
  return inTransaction(ctx, async (tx) => {
    const before = await findMembership(tx, options.userId);
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
    const membership = await findMembership(tx, options.userId);
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
      },
      ...others.map((o) => ({
        userId: o.userId,
        code: 'notification.leadershipChanged' as const,
        params: { name: next.name, ideaTitle: idea.title },
      })),
    ]);
    return { name: next.name };
  });
}
