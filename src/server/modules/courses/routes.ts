import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { logSecurityEvent } from '../../plugins/security-log.ts';
import { appointCoordinator } from './appoint-coordinator.ts';
import { assertCoordinates } from '../../domain/course-access.ts';
import { createCourse } from './create-course.ts';
import { importRoster } from './import-roster.ts';
import { listAdminCourses } from './list-admin-courses.ts';
import { listCourses } from './list-courses.ts';
import { listRoster } from './list-roster.ts';
import { removeFromRoster } from './remove-from-roster.ts';

const { courses } = ENDPOINTS;

/** A 10,000-line roster is about 600 KB; this leaves room for long names. */
const ROSTER_BODY_LIMIT = 4 * 1024 * 1024;

/** Registered at /api: its paths are /api/courses and /api/admin/courses (docs/rules/courses.md). */
export const courseRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // A roster is sent as the CSV file it is; this scope alone reads text/csv.
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  route(app, courses.mine, async (request) => listCourses(ctx, currentUser(request)));

  route(app, courses.list, async () => listAdminCourses(ctx));

  route(app, courses.create, async (request) => {
    const actorId = currentUser(request).id;
    const course = await createCourse(ctx, request.body);
    logSecurityEvent(request, ctx, 'admin_action', {
      actorId,
      action: 'create_course',
      target: course.id,
    });
    return course;
  });

  route(app, courses.appoint, async (request) => {
    const actorId = currentUser(request).id;
    const answer = await appointCoordinator(ctx, {
      courseId: request.params.courseId,
      email: request.body.email,
    });
    logSecurityEvent(request, ctx, 'admin_action', {
      actorId,
      action: 'appoint_coordinator',
      target: request.params.courseId,
    });
    return answer;
  });

  route(
    app,
    courses.importRoster,
    async (request) => {
      const actor = currentUser(request);
      await assertCoordinates(ctx, actor, request.params.courseId);
      return importRoster(ctx, {
        courseId: request.params.courseId,
        actor,
        csv: request.body,
        dryRun: request.query.dryRun ?? false,
      });
    },
    { bodyLimit: ROSTER_BODY_LIMIT },
  );

  route(app, courses.roster, async (request) => {
    await assertCoordinates(ctx, currentUser(request), request.params.courseId);
    return listRoster(ctx, request.params.courseId);
  });

  route(app, courses.removeFromRoster, async (request) => {
    const actorId = currentUser(request).id;
    await assertCoordinates(ctx, currentUser(request), request.params.courseId);
    return removeFromRoster(ctx, { ...request.params, actorId });
  });
};
