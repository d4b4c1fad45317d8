import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { AppContext } from '../../context.ts';
import { sendPage } from '../../lib/pagination.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { listStudents } from './list.ts';

export const studentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, ENDPOINTS.students.list, async (request, reply) =>
    sendPage(
      reply,
      await listStudents(ctx, { viewer: currentUser(request), query: request.query }),
    ),
  );
};

/** At /api: the directory of one course (docs/rules/courses.md). */
export const courseStudentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  route(app, ENDPOINTS.inCourse.students, async (request, reply) =>
    sendPage(
      reply,
      await listStudents(ctx, {
        viewer: currentUser(request),
        query: request.query,
        courseId: request.params.courseId,
      }),
    ),
  );
};
