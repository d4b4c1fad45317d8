import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { isApiRoute } from '../lib/api-route.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { sessionCookieName } from '../domain/auth-cookies.ts';
import { findSessionUser } from '../domain/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** `endsAt`: when the session ends unless used again (an event stream ends then). */
    auth: { user: UserRow; sessionIdHash: string; endsAt: Date } | null;
  }
}

/** The signed-in user of a request that passed the guard. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/** Admin routes: every call checks the flag as it is in the database now. */
function requireAdmin(request: FastifyRequest) {
  if (!currentUser(request).isAdmin) throw forbidden('http.adminOnly');
}

/**
 * Loads the session's user for every /api route and enforces the access the endpoint table gives
 * the matched route (lib/route.ts puts it in the route's config), so that no spelling of the path
 * escapes it (lib/api-route.ts). A route outside the table needs a session.
 */
export const authGuard = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRoute(request)) return;
    const token = request.cookies[sessionCookieName(opts.ctx.config)];
    if (token) request.auth = await findSessionUser(opts.ctx, token);
    const access = request.routeOptions.config.access ?? 'student';
    if (access === 'public') return;
    if (!request.auth) throw unauthorized();
    if (access === 'admin') requireAdmin(request);
  });
});
