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
    auth: { user: UserRow; sessionIdHash: string; endsAt: Date } | null;
  }
}

export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/** Every call checks the flag as it is in the database now. */
function requireAdmin(request: FastifyRequest) {
  if (!currentUser(request).isAdmin) throw forbidden('http.adminOnly');
}

/** By the matched route, so that no spelling of the path escapes it (lib/api-route.ts). */
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
