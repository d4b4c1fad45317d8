import type { User } from '@contract/users.ts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { findCurrentTeamId, toUser } from '../../domain/users.ts';

/**
 * GET /api/profile: the user row the session lookup loaded for this very request (no second
 * read of it, for speed), with the current team.
 */
export async function getOwnProfile(ctx: AppContext, options: { user: UserRow }): Promise<User> {
  return toUser(options.user, await findCurrentTeamId(ctx.db, options.user.id));
}
