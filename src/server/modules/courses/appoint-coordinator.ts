import { and, eq, sql } from 'drizzle-orm';
import { message } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { courseCoordinators, courseStudents, courses, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';

/** Appoints a verified account; it leaves the course's roster (a coordinator is no student). */
export async function appointCoordinator(
  ctx: AppContext,
  options: { courseId: string; email: string },
) {
  const [course] = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, options.courseId));
  if (!course) throw notFound('course.notFound');
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, options.email), eq(users.isVerified, true)));
  if (!user) throw notFound('course.noAccount');
  await inTransaction(ctx, async (tx) => {
    await tx
      .insert(courseCoordinators)
      .values({ courseId: course.id, userId: user.id })
      .onConflictDoNothing();
    await tx
      .delete(courseStudents)
      .where(
        sql`${courseStudents.courseId} = ${course.id} and ${courseStudents.userId} = ${user.id}`,
      );
  });
  return message('course.coordinatorAppointed');
}
