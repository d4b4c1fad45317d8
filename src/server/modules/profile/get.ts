import type { User } from '@contract/users.ts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { findCurrentTeamId, toUser } from '../../domain/users.ts';

// The row the session lookup loaded for this request: no second read, for speed.
export async function getOwnProfile(ctx: AppContext, options: { user: UserRow }): Promise<User> {
  return toUser(options.user, await findCurrentTeamId(ctx.db, options.user.id));
}
