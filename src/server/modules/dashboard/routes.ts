import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { getDashboardStats } from './stats.ts';

export const dashboardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, ENDPOINTS.dashboard.stats, async (request) =>
    getDashboardStats(ctx, { userId: currentUser(request).id }),
  );
};

/** At /api: the dashboard of one course (docs/rules/courses.md). */
export const courseDashboardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  route(app, ENDPOINTS.inCourse.dashboardStats, async (request) =>
    getDashboardStats(ctx, { userId: currentUser(request).id, courseId: request.params.courseId }),
  );
};
