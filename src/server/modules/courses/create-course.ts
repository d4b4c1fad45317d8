import type { z } from 'zod';
import type { CourseCreateSchema } from '@contract/courses.ts';
import type { AppContext } from '../../context.ts';
import { courses } from '../../db/schema.ts';
import { uniqueConflict } from '../../lib/transaction.ts';

/** An admin's new course, empty: its coordinators and roster come next. */
export async function createCourse(ctx: AppContext, input: z.output<typeof CourseCreateSchema>) {
  try {
    const [row] = await ctx.db
      .insert(courses)
      .values(input)
      .returning({ id: courses.id, code: courses.code, name: courses.name });
    return row!;
  } catch (error) {
    throw uniqueConflict(error, {
      courses_code_unique: { said: 'course.codeTaken', field: 'code' },
    });
  }
}
