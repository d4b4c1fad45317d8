import { eq } from 'drizzle-orm';
import type { ProfileUpdate } from '@contract/profile.ts';
import type { User } from '@contract/users.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { findCurrentTeamId, toUser } from '../../domain/users.ts';
import { userSessionsChanged } from '../../domain/sessions.ts';

async function getProfile(ctx: AppContext, options: { userId: string }): Promise<User> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, options.userId)).limit(1);
  if (!row) throw notFound('users.notFound');
  return toUser(row, await findCurrentTeamId(ctx.db, row.id));
}

// The answer is the row this update wrote: a second read could show another request's change.
export async function updateProfile(
  ctx: AppContext,
  options: { userId: string; changes: ProfileUpdate },
): Promise<User> {
  const { changes } = options;
  if (Object.keys(changes).length === 0) return getProfile(ctx, { userId: options.userId });
  const [row] = await ctx.db
    .update(users)
    .set(changes)
    .where(eq(users.id, options.userId))
    .returning();
  if (!row) throw notFound('users.notFound');
  await userSessionsChanged(ctx, row.id);
  return toUser(row, await findCurrentTeamId(ctx.db, row.id));
}
