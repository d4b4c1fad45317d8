import { sql } from 'drizzle-orm';
import type { Idea } from '@contract/ideas.ts';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import {
  findIdeaFor,
  IDEA_NOT_FOUND,
  isVisibleTo,
  toIdea,
  type IdeaViewer,
  withdrawnTooOften,
} from '../../domain/ideas.ts';

// Not visible to the viewer: 404, as everywhere (docs/rules/roles-and-visibility.md).
export async function getIdea(
  ctx: AppContext,
  opts: { viewer: IdeaViewer; ideaId: string },
): Promise<Idea> {
  const { viewer, ideaId } = opts;
  const idea = await findIdeaFor(ctx.db, ideaId, viewer);
  if (!idea || !isVisibleTo(idea, viewer)) throw notFound(IDEA_NOT_FOUND);
  const [row] = await queryRows<{ tooOften: boolean }>(
    ctx.db,
    sql`select ${withdrawnTooOften(sql`${ideaId}::uuid`, viewer.id)} as "tooOften"`,
  );
  return toIdea({ ...idea, withdrawnTooOften: row?.tooOften === true }, viewer);
}
