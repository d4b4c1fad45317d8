import { and, eq, gt, notExists, or } from 'drizzle-orm';
import type { Applicant } from '@contract/applications.ts';
import type { AppContext } from '../../context.ts';
import { applications, teamMembers, teams, users } from '../../db/schema.ts';
import { readPage, type Page, type PageQuery } from '../../lib/pagination.ts';
import { findOwnedIdeaToRead, type Viewer } from '../../domain/ideas.ts';
import { toApplicant } from './application-rows.ts';

export async function listApplicants(
  ctx: AppContext,
  options: { viewer: Viewer; ideaId: string } & PageQuery,
): Promise<Page<Applicant>> {
  const idea = await findOwnedIdeaToRead(ctx.db, options.ideaId, options.viewer);
  // A confirmed one stays accepted, its applicant a member; a solo leader has joined nothing yet.
  const invitationOpen = and(
    eq(applications.status, 'accepted'),
    notExists(
      ctx.db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(
          and(
            eq(teamMembers.userId, applications.applicantId),
            eq(teamMembers.courseId, idea.courseId),
            or(eq(teamMembers.role, 'member'), gt(teams.memberCount, 1)),
          ),
        ),
    ),
  );
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
      where: and(
        eq(applications.ideaId, idea.id),
        or(eq(applications.status, 'pending'), invitationOpen),
      ),
    },
  );
  return {
    items: page.rows.map((r) => ({ ...toApplicant(r.application), applicant: r.applicant })),
    nextCursor: page.nextCursor,
  };
}
