import { and, desc, eq } from 'drizzle-orm';
import type { AdminUserUpdate } from '../../../contract/admin.ts';
import { SELF_DELETE_MESSAGE } from '../../../contract/admin.ts';
import type { User } from '../../../contract/users.ts';
import type { AppContext } from '../../context.ts';
import { ideas, teamMembers, teams, users } from '../../db/schema.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { afterCursor, decodeCursor } from '../../lib/pagination.ts';
import { notify } from '../notifications/notify.ts';
import { dissolveIdea } from '../teams/dissolve.ts';
import { findCurrentTeamId, toUser, toUsers } from '../users/queries.ts';
import { recordAdminAction } from './audit.ts';
import { splitPage, type Page, type PageQuery } from './page.ts';

export const EMAIL_IN_USE_MESSAGE = 'Email is already in use';
export const SELF_DEMOTE_MESSAGE = 'You cannot remove your own admin access';
export const USER_DELETED_MESSAGE =
  'User deleted successfully. They must re-register to access the system.';

/** GET /api/admin/users: every user, verified or not, newest first (spec section 2, Admin). */
export async function listUsers(
  ctx: AppContext,
  options: { query: PageQuery },
): Promise<Page<User>> {
  const { query } = options;
  const rows = await ctx.db
    .select()
    .from(users)
    .where(afterCursor(decodeCursor(query.cursor), users))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const page = splitPage(rows, query.limit, (row) => row);
  return { items: await toUsers(ctx.db, page.rows), nextCursor: page.nextCursor };
}

/**
 * PUT /api/admin/users/{id}: either the admin flag or the profile fields (spec section 6). An
 * admin cannot drop their own flag, so the last admin can never lock everyone out.
 */
export async function updateUser(
  ctx: AppContext,
  options: { actorId: string; userId: string; changes: AdminUserUpdate },
): Promise<User> {
  const { actorId, userId, changes } = options;
  if (changes.isAdmin === false && userId === actorId) {
    throw badRequest(SELF_DEMOTE_MESSAGE);
  }
  let row;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const fields = Object.keys(changes);
      const [changed] =
        fields.length > 0
          ? await tx.update(users).set(changes).where(eq(users.id, userId)).returning()
          : await tx.select().from(users).where(eq(users.id, userId));
      if (!changed) throw notFound('User not found');
      if (fields.length > 0) {
        const action =
          changes.isAdmin === undefined
            ? 'update_user'
            : changes.isAdmin
              ? 'grant_admin'
              : 'revoke_admin';
        await recordAdminAction(tx, { actorId, action, targetId: userId, details: { fields } });
      }
      return changed;
    });
  } catch (error) {
    // users_email_unique is the only unique key a change can hit.
    if (isUniqueViolation(error)) {
      throw conflict(EMAIL_IN_USE_MESSAGE);
    }
    throw error;
  }
  return toUser(row, await findCurrentTeamId(ctx.db, row.id));
}

/**
 * DELETE /api/admin/users/{id}, in one transaction (issue 3): the user's idea and team are
 * dissolved (members notified), the leader of a team they were in is told, and deleting the row
 * cascades to their sessions, memberships, applications and notifications. The e-mail is free
 * to register again afterwards.
 */
export async function deleteUser(
  ctx: AppContext,
  options: { actorId: string; userId: string },
): Promise<void> {
  const { actorId, userId } = options;
  if (userId === actorId) throw badRequest(SELF_DELETE_MESSAGE);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound('User not found');

    // Locks are taken ideas first, then users, as every team change does (dissolveIdea locks
    // the idea row).
    const [ownIdea] = await tx
      .select({ id: ideas.id, title: ideas.title })
      .from(ideas)
      .where(eq(ideas.creatorId, userId));
    if (ownIdea) {
      await dissolveIdea(tx, {
        ideaId: ownIdea.id,
        exceptUserId: userId,
        message: `The team of "${ownIdea.title}" was dissolved because its leader's account was removed.`,
      });
    }

    // With the user's row locked no membership of theirs can appear or go until commit, so the
    // leader read below is the one whose team loses them.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [membership] = await tx
      .select({ leaderId: teams.leaderId, title: ideas.title })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(ideas, eq(ideas.id, teams.ideaId))
      .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'member')));
    if (membership) {
      await notify(tx, {
        userId: membership.leaderId,
        type: 'team',
        message: `${user.name} is no longer in your team "${membership.title}": their account was removed.`,
      });
    }

    await tx.delete(users).where(eq(users.id, userId));
    await recordAdminAction(tx, { actorId, action: 'delete_user', targetId: userId });
  });
}
