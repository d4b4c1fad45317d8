import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/route.ts';
import { unauthorized } from '../../lib/errors.ts';

// docs/decisions/0075-live-updates-by-server-sent-events.md
export const eventRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, ENDPOINTS.events.stream, async (request, reply) => {
    const auth = request.auth;
    if (!auth) throw unauthorized();
    const body = ctx.liveStreams.open({
      userId: auth.user.id,
      sessionIdHash: auth.sessionIdHash,
      endsAt: auth.endsAt,
      isAdmin: auth.user.isAdmin,
    });
    return (
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        // nginx passes each event on as it comes instead of buffering the answer.
        .header('x-accel-buffering', 'no')
        .send(body)
    );
  });
};
