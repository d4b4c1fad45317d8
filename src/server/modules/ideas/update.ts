import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { IDEA_ERRORS, type Idea, type IdeaUpdateSchema } from '@contract/ideas.ts';
import type { AppContext } from '../../context.ts';
import { ideas, type UserRow } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { inTransaction, teamFullConflict, uniqueConflict } from '../../lib/transaction.ts';
import { findOwnedIdea, toIdea } from '../../domain/ideas.ts';
import { UNIQUE_MESSAGES, assertTeamIdFree } from './create.ts';

/** PUT /api/ideas/{id}: owner only, any subset of the create fields. */
export async function updateIdea(
  ctx: AppContext,
  options: { viewer: UserRow; ideaId: string; changes: z.output<typeof IdeaUpdateSchema> },
): Promise<Idea> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const idea = await findOwnedIdea(tx, options.ideaId, options.viewer, 'update');
      const changes: Partial<typeof ideas.$inferInsert> = Object.fromEntries(
        Object.entries(options.changes).filter(([, v]) => v !== undefined),
      );
      if (Object.keys(changes).length === 0) return toIdea(idea, options.viewer);
      if (changes.teamId !== undefined && changes.teamId !== idea.teamId) {
        await assertTeamIdFree(tx, changes.teamId, idea.creatorGender);
      }
      // The idea row is locked, and every joining locks it first: the size cannot grow meanwhile
      // (the database's trigger refuses it too: docs/decisions/0060).
      if (typeof changes.maxMembers === 'number' && changes.maxMembers < idea.memberCount) {
        throw conflict(IDEA_ERRORS.sizeBelowMembers, ['maxMembers']);
      }
      const [row] = await tx.update(ideas).set(changes).where(eq(ideas.id, idea.id)).returning();
      return toIdea({ ...idea, ...row! }, options.viewer);
    });
  } catch (error) {
    throw teamFullConflict(uniqueConflict(error, UNIQUE_MESSAGES));
  }
}
