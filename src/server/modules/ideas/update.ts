import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { IDEA_ERRORS, type Idea, type IdeaUpdateSchema } from '@contract/ideas.ts';
import type { AppContext } from '../../context.ts';
import { ideas, type UserRow } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { inTransaction, teamFullConflict, uniqueConflict } from '../../lib/transaction.ts';
import { closePendingOfFullTeams } from '../../domain/close-applications.ts';
import { findOwnedIdea, toIdea } from '../../domain/ideas.ts';
import { notify } from '../../domain/notify.ts';
import { readTargetMax } from '../../domain/joining.ts';
import { UNIQUE_MESSAGES, assertTeamIdFree, assertWithinTarget } from './create.ts';

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
        await assertTeamIdFree(tx, idea.courseId, changes.teamId, idea.creatorGender);
      }
      // The idea row is locked, and every joining locks it first: the size cannot grow meanwhile
      // (the database's trigger refuses it too: docs/decisions/0060).
      // Read only when the limit changes, the one call of this step that needs it.
      const targetMax =
        changes.maxMembers === undefined ? null : await readTargetMax(tx, idea.courseId);
      assertWithinTarget(changes.maxMembers, targetMax);
      if (typeof changes.maxMembers === 'number' && changes.maxMembers < idea.memberCount) {
        throw conflict(IDEA_ERRORS.sizeBelowMembers, ['maxMembers']);
      }
      const [row] = await tx.update(ideas).set(changes).where(eq(ideas.id, idea.id)).returning();
      const updated = { ...idea, ...row! };
      // A limit lowered to the team's size fills it: whoever still waits on it is told now.
      if (changes.maxMembers !== undefined) {
        const filled = await closePendingOfFullTeams(tx, [updated], ctx.clock.now(), targetMax);
        await notify(tx, filled, {
          settle: { applicationIds: filled.map((f) => f.applicationId) },
        });
      }
      return toIdea(updated, options.viewer);
    });
  } catch (error) {
    throw teamFullConflict(uniqueConflict(error, UNIQUE_MESSAGES));
  }
}
