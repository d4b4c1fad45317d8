import { eq } from 'drizzle-orm';
import type { MyApplication } from '@contract/applications.ts';
import type { AppContext } from '../../context.ts';
import { applications, ideas } from '../../db/schema.ts';
import { readPage, type Page, type PageQuery } from '../../lib/pagination.ts';
import type { Viewer } from '../../domain/ideas.ts';
import { toMyApplication } from './application-rows.ts';

export async function listMyApplications(
  ctx: AppContext,
  options: { viewer: Viewer } & PageQuery,
): Promise<Page<MyApplication>> {
  const page = await readPage(
    ctx.db
      .select({
        application: applications,
        idea: { id: ideas.id, title: ideas.title, teamId: ideas.teamId },
      })
      .from(applications)
      .innerJoin(ideas, eq(ideas.id, applications.ideaId))
      .$dynamic(),
    {
      columns: applications,
      query: options,
      keyOf: (r) => r.application,
      where: eq(applications.applicantId, options.viewer.id),
    },
  );
  return {
    items: page.rows.map((r) => ({ ...toMyApplication(r.application), idea: r.idea })),
    nextCursor: page.nextCursor,
  };
}
