import { and, desc, eq, sql } from 'drizzle-orm';
import type { Applicant } from '@contract/applications.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { applications, users } from '../../db/schema.ts';
import {
  keysetStatements,
  decodeCursor,
  toPage,
  type Page,
  type PageQuery,
} from '../../lib/pagination.ts';
import { findOwnedIdeaToRead, type Viewer } from '../../domain/ideas.ts';
import { toApplication } from './application-rows.ts';

const applicantsPage = keysetStatements(applications, (db: Db, after, page) =>
  db
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
    .where(
      and(
        eq(applications.ideaId, sql.placeholder('ideaId')),
        eq(applications.status, 'pending'),
        after,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(sql.placeholder('limit'))
    .prepare(`applicants_${page}_page`),
);

/** GET /api/applications/idea/{ideaId}: owner only; pending applications with the applicant. */
export async function listApplicants(
  ctx: AppContext,
  options: { viewer: Viewer; ideaId: string } & PageQuery,
): Promise<Page<Applicant>> {
  const idea = await findOwnedIdeaToRead(ctx.db, options.ideaId, options.viewer);
  const cursor = decodeCursor(options.cursor);
  const rows = await applicantsPage(ctx.db, cursor, {
    ideaId: idea.id,
    limit: options.limit + 1,
  });
  return toPage(
    rows,
    options.limit,
    (r) => ({ ...toApplication(r.application), applicant: r.applicant }),
    (r) => r.application,
  );
}
