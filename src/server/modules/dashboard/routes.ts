import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardStatsSchema } from '../../../contract/dashboard.ts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { getDashboardStats } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/stats', { schema: { response: { 200: DashboardStatsSchema } } }, async (request) =>
    getDashboardStats(ctx, { userId: currentUser(request).id }),
  );
};
