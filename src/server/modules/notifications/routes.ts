import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, PageQuerySchema } from '../../../contract/fields.ts';
import { NotificationListSchema, NotificationSchema } from '../../../contract/notifications.ts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { sendPage } from '../../lib/pagination.ts';
import { listNotifications, markNotificationRead } from './service.ts';

// Spec section 7, /api/notifications rows.
export const notificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/',
    { schema: { querystring: PageQuerySchema, response: { 200: NotificationListSchema } } },
    async (request, reply) =>
      sendPage(
        reply,
        await listNotifications(ctx, { userId: currentUser(request).id, ...request.query }),
      ),
  );

  app.put(
    '/:id/read',
    { schema: { params: IdParamsSchema, response: { 200: NotificationSchema } } },
    async (request) =>
      markNotificationRead(ctx, { userId: currentUser(request).id, id: request.params.id }),
  );
};
