import { and, eq } from 'drizzle-orm';
import type { Idea } from '@contract/ideas.ts';
import type { AppContext } from '../../context.ts';
import { applications } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import {
  findIdea,
  IDEA_NOT_FOUND,
  isVisibleTo,
  toIdea,
  type IdeaViewer,
} from '../../domain/ideas.ts';

/**
 * GET /api/ideas/:id: one idea as the browse list shows it to this viewer (its shared link).
 * An idea the viewer may not see (the other gender's, or hidden) is 404, as everywhere
 * (docs/rules/roles-and-visibility.md).
 */
export async function getIdea(
  ctx: AppContext,
  opts: { viewer: IdeaViewer; ideaId: string },
): Promise<Idea> {
  const { viewer, ideaId } = opts;
  const idea = await findIdea(ctx.db, ideaId);
  if (!idea || !isVisibleTo(idea, viewer)) throw notFound(IDEA_NOT_FOUND);
  const [withdrawn] = await ctx.db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.ideaId, ideaId),
        eq(applications.applicantId, viewer.id),
        eq(applications.status, 'withdrawn'),
      ),
    )
    .limit(1);
  return toIdea({ ...idea, withdrawnByViewer: Boolean(withdrawn) }, viewer);
}
