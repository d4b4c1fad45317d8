import { and, desc, eq } from 'drizzle-orm';
import type { MyApplication } from '@contract/applications.ts';
import type { AppContext } from '../../context.ts';
import { applications, ideas } from '../../db/schema.ts';
import {
  afterCursor,
  decodeCursor,
  toPage,
  type Page,
  type PageQuery,
} from '../../lib/pagination.ts';
import type { Viewer } from '../../domain/ideas.ts';
import { toMyApplication } from './application-rows.ts';

/** GET /api/applications/my: the user's applications with the idea's id, title and team ID. */
export async function listMyApplications(
  ctx: AppContext,
  options: { viewer: Viewer } & PageQuery,
): Promise<Page<MyApplication>> {
  const rows = await ctx.db
    .select({
      application: applications,
      idea: { id: ideas.id, title: ideas.title, teamId: ideas.teamId },
    })
    .from(applications)
    .innerJoin(ideas, eq(ideas.id, applications.ideaId))
    .where(
      and(
        eq(applications.applicantId, options.viewer.id),
        afterCursor(decodeCursor(options.cursor), applications),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(options.limit + 1);
  return toPage(
    rows,
    options.limit,
    (r) => ({ ...toMyApplication(r.application), idea: r.idea }),
    (r) => r.application,
  );
}
