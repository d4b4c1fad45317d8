import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context.ts';
import { adminRoutes, courseConsoleRoutes } from './modules/admin/routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { courseRoutes } from './modules/courses/routes.ts';
import { courseDashboardRoutes, dashboardRoutes } from './modules/dashboard/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { formationRoutes } from './modules/formation/routes.ts';
import { courseIdeaRoutes, ideaRoutes } from './modules/ideas/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { placementRoutes } from './modules/placement/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { courseStudentRoutes, studentRoutes } from './modules/students/routes.ts';
import { courseTeamRoutes, teamRoutes } from './modules/teams/routes.ts';

/**
 * Every /api feature, each a plugin with its own routes; modules never import each other
 * (docs/decisions/0020-domain-floor-under-feature-modules.md).
 */
export const apiRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(authRoutes, { prefix: '/auth', ctx });
  await app.register(profileRoutes, { prefix: '/profile', ctx });
  await app.register(ideaRoutes, { prefix: '/ideas', ctx });
  await app.register(applicationRoutes, { prefix: '/applications', ctx });
  await app.register(teamRoutes, { prefix: '/teams', ctx });
  await app.register(notificationRoutes, { prefix: '/notifications', ctx });
  await app.register(studentRoutes, { prefix: '/students', ctx });
  await app.register(dashboardRoutes, { prefix: '/dashboard', ctx });
  await app.register(adminRoutes, { prefix: '/admin', ctx });
  // Registered at /api itself: a prefix's root would also answer /api/events/.
  await app.register(eventRoutes, { ctx });
  // At /api too: its paths are /api/formation and /api/admin/formation.
  await app.register(formationRoutes, { ctx });
  // At /api too: its paths are /api/courses and /api/admin/courses.
  await app.register(courseRoutes, { ctx });
  // At /api too: their paths are /api/courses/{courseId}/….
  await app.register(courseIdeaRoutes, { ctx });
  await app.register(courseStudentRoutes, { ctx });
  await app.register(courseTeamRoutes, { ctx });
  await app.register(courseDashboardRoutes, { ctx });
  // At /api too: /api/admin/formation/proposals and a course's /api/courses/{courseId}/….
  await app.register(placementRoutes, { ctx });
  await app.register(courseConsoleRoutes, { ctx });
};
