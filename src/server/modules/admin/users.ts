import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminUserQuerySchema, AdminUserSort, AdminUserUpdate } from '@contract/admin.ts';
import type { User } from '@contract/users.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { applications, ideas, teamMembers, teams, users } from '../../db/schema.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { afterCursor, decodeCursor, splitPage, type Page } from '../../lib/pagination.ts';
import { notify } from '../../domain/notify.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { dissolveIdea } from '../../domain/dissolve.ts';
import { settleApplicationNotices } from '../../domain/settle-notifications.ts';
import { lockIdeas } from '../../domain/joining.ts';
import { findCurrentTeamId, toUser, toUsers } from '../../domain/users.ts';
import { userSessionsChanged } from '../../domain/sessions.ts';
import { recordAdminAction } from '../../domain/audit.ts';
import { searchMatches } from './search.ts';
import { afterSorted, byText, sortedBy } from './sorting.ts';

const EMAIL_IN_USE_MESSAGE = 'admin.emailInUse';
const SELF_DEMOTE_MESSAGE = 'admin.selfDemote';
export const USER_DELETED_MESSAGE = 'admin.userDeleted';

type UserQuery = z.output<typeof AdminUserQuerySchema>;

const USER_SORT_COLUMNS = {
  name: byText(users.name),
  email: byText(users.email),
  phone: users.phone,
  major: users.major,
  gender: users.gender,
  verified: users.isVerified,
  visible: users.appearInList,
  admin: users.isAdmin,
} satisfies Record<AdminUserSort, PgColumn | SQL>;

const inTeam = sql`exists (select 1 from ${teamMembers} where ${teamMembers.userId} = ${users.id})`;
const keyed = { table: users, createdAt: users.createdAt, id: users.id };

function userFilters(query: UserQuery) {
  return [
    query.gender ? eq(users.gender, query.gender) : undefined,
    query.verified === undefined ? undefined : eq(users.isVerified, query.verified),
    query.admin === undefined ? undefined : eq(users.isAdmin, query.admin),
    query.inTeam === undefined ? undefined : query.inTeam ? inTeam : sql`not ${inTeam}`,
  ];
}

export async function listUsers(
  ctx: AppContext,
  options: { query: UserQuery },
): Promise<Page<User>> {
  const { query } = options;
  const cursor = decodeCursor(query.cursor);
  const column = query.sort && USER_SORT_COLUMNS[query.sort];
  const rows = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        searchMatches(query.q, [users.name, users.email]),
        ...userFilters(query),
        column ? afterSorted(cursor, column, keyed, query.dir) : afterCursor(cursor, users),
      ),
    )
    .orderBy(
      ...(column ? sortedBy(column, keyed, query.dir) : [desc(users.createdAt), desc(users.id)]),
    )
    .limit(query.limit + 1);
  const page = splitPage(rows, query.limit, (row) => row);
  return { items: await toUsers(ctx.db, page.rows), nextCursor: page.nextCursor };
}

// An admin cannot drop their own flag, so the last admin can never lock everyone out.
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
    row = await inTransaction(ctx, async (tx) => {
      const fields = Object.keys(changes);
      const [changed] =
        fields.length > 0
          ? await tx.update(users).set(changes).where(eq(users.id, userId)).returning()
          : await tx.select().from(users).where(eq(users.id, userId));
      if (!changed) throw notFound('users.notFound');
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
    // users_verified_email_unique is the only unique key a change can hit.
    if (isUniqueViolation(error)) {
      throw conflict(EMAIL_IN_USE_MESSAGE, ['email']);
    }
    throw error;
  }
  await userSessionsChanged(ctx, userId);
  return toUser(row, await findCurrentTeamId(ctx.db, row.id));
}

export async function deleteUser(
  ctx: AppContext,
  options: { actorId: string; userId: string },
): Promise<void> {
  const { actorId, userId } = options;
  if (userId === actorId) throw badRequest('admin.selfDelete');
  await inTransaction(ctx, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound('users.notFound');

    // Lock order of lib/transaction.ts: the ideas before the user; an application sent after the
    // first read is caught by the second (a late lock may deadlock, and is retried).
    await lockIdeas(tx, await ideasTouching(tx, userId));
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await lockIdeas(tx, await ideasTouching(tx, userId));

    const [ownIdea] = await tx
      .select({ id: ideas.id, title: ideas.title })
      .from(ideas)
      .where(eq(ideas.creatorId, userId));
    if (ownIdea) {
      await dissolveIdea(tx, {
        ideaId: ownIdea.id,
        exceptUserId: userId,
        notice: { code: 'notification.leaderDeleted', params: { ideaTitle: ownIdea.title } },
      });
    }

    // With the user's row locked, the leader read below is the one whose team loses them.
    const [membership] = await tx
      .select({ leaderId: teams.leaderId, title: ideas.title })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .innerJoin(ideas, eq(ideas.id, teams.ideaId))
      .where(and(eq(teamMembers.userId, userId), eq(teamMembers.role, 'member')));
    if (membership) {
      await notify(tx, {
        userId: membership.leaderId,
        code: 'notification.memberDeleted',
        params: { name: user.name, ideaTitle: membership.title },
      });
    }

    // Their applications go with them: the owners' notices of them ask for nothing any more.
    await settleApplicationNotices(tx, { applicantId: userId });
    await tx.delete(users).where(eq(users.id, userId));
    await recordAdminAction(tx, { actorId, action: 'delete_user', targetId: userId });
  });
  await userSessionsChanged(ctx, userId);
}

async function ideasTouching(tx: Tx, userId: string): Promise<string[]> {
  const own = await tx.select({ id: ideas.id }).from(ideas).where(eq(ideas.creatorId, userId));
  const team = await tx
    .select({ id: teams.ideaId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId));
  const applied = await tx
    .select({ id: applications.ideaId })
    .from(applications)
    .where(eq(applications.applicantId, userId));
  return [...own, ...team, ...applied].map((row) => row.id);
}
