import { and, eq } from 'drizzle-orm';
import type { Applicant } from '@contract/applications.ts';
import type { AppContext } from '../../context.ts';
import { applications, users } from '../../db/schema.ts';
import { readPage, type Page, type PageQuery } from '../../lib/pagination.ts';
import { findOwnedIdeaToRead, type Viewer } from '../../domain/ideas.ts';
import { toApplication } from './application-rows.ts';

/** GET /api/applications/idea/{ideaId}: owner only; pending applications with the applicant. */
export async function listApplicants(
  ctx: AppContext,
  options: { viewer: Viewer; ideaId: string } & PageQuery,
): Promise<Page<Applicant>> {
  const idea = await findOwnedIdeaToRead(ctx.db, options.ideaId, options.viewer);
  const page = await readPage(
    ctx.db
      .select({
        application: applications,
        applicant: {
          name: users.name,
          email: users.email,
          major: users.major,
          phone: users.phone,
          skills: users.skills,
          bio: users.bio,
        },
      })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .$dynamic(),
    {
      columns: applications,
      query: options,
      keyOf: (r) => r.application,
      where: and(eq(applications.ideaId, idea.id), eq(applications.status, 'pending')),
    },
  );
  return {
    items: page.rows.map((r) => ({ ...toApplication(r.application), applicant: r.applicant })),
    nextCursor: page.nextCursor,
  };
}
