import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { UNREAD_COUNT_HEADER } from '@contract/limits.ts';
import type { AppContext } from '../../context.ts';
import { sendPage } from '../../lib/pagination.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { listNotifications } from './list.ts';
import { markAllNotificationsRead, markNotificationRead } from './mark-read.ts';
import { countUnreadNotifications } from './unread-count.ts';

export const notificationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, ENDPOINTS.notifications.list, async (request, reply) => {
    const userId = currentUser(request).id;
    // The body stays the plain array the spec's client reads; the true unread count is a header.
    const [page, unread] = await Promise.all([
      listNotifications(ctx, { userId, ...request.query }),
      countUnreadNotifications(ctx, { userId }),
    ]);
    reply.header(UNREAD_COUNT_HEADER, String(unread));
    return sendPage(reply, page);
  });

  // The Dashboard tab's badge, on every signed-in screen: one indexed count, not a page of rows.
  route(app, ENDPOINTS.notifications.unreadCount, async (request) => ({
    unread: await countUnreadNotifications(ctx, { userId: currentUser(request).id }),
  }));

  route(app, ENDPOINTS.notifications.readAll, async (request) =>
    markAllNotificationsRead(ctx, { userId: currentUser(request).id }),
  );

  route(app, ENDPOINTS.notifications.markRead, async (request) =>
    markNotificationRead(ctx, { userId: currentUser(request).id, id: request.params.id }),
  );
};
