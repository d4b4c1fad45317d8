import type { AppContext } from '../../context.ts';
import { dissolveIdea } from '../../domain/dissolve.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findOwnedIdea, type Viewer } from '../../domain/ideas.ts';

export async function deleteIdea(
  ctx: AppContext,
  options: { viewer: Viewer; ideaId: string },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const idea = await findOwnedIdea(tx, options.ideaId, options.viewer, 'update');
    await dissolveIdea(tx, {
      ideaId: idea.id,
      exceptUserId: options.viewer.id,
      notice: { code: 'notification.ideaDeleted', params: { ideaTitle: idea.title } },
    });
  });
}
