import { and, eq } from 'drizzle-orm';
import { ALL_TEAM_IDS, type TeamIdCheck } from '@contract/ideas.ts';
import type { AppContext } from '../../context.ts';
import { ideas, type UserRow } from '../../db/schema.ts';
import { assertStudentOf, defaultCourse } from '../../domain/courses.ts';

/**
 * The lowest Team ID no idea of the viewer's gender holds in the course (the default one unless
 * named), and whether `value` is held; the other gender's IDs are not read
 * (docs/decisions/0012-team-ids-per-gender.md).
 */
export async function checkTeamId(
  ctx: AppContext,
  options: { viewer: UserRow; value?: string | undefined; courseId?: string },
): Promise<TeamIdCheck> {
  const { courseId } = options;
  if (courseId) await assertStudentOf(ctx.db, options.viewer.id, courseId);
  const rows = await ctx.db
    .select({ teamId: ideas.teamId })
    .from(ideas)
    .where(
      and(eq(ideas.courseId, courseId ?? defaultCourse()), eq(ideas.gender, options.viewer.gender)),
    );
  const held = new Set(rows.map((r) => r.teamId));
  const next = ALL_TEAM_IDS.find((id) => !held.has(id)) ?? null;
  return { next, taken: options.value ? held.has(options.value) : false };
}
