import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { SESSION_COOKIE, findSessionUser } from '../modules/auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: { user: UserRow; sessionIdHash: string } | null;
  }
}

// Routes under /api that anyone may call (conventions: "an explicit list of public routes").
export const PUBLIC_ROUTES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/verify-otp',
  'POST /api/auth/resend-otp',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/logout',
]);

/** The signed-in user of a request that passed the guard. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/** Admin routes: every call checks the flag as it is in the database now (spec section 6). */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  if (!currentUser(request).isAdmin) throw forbidden('Admin access required');
}

export const sessionCookieOptions = (ctx: AppContext) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: ctx.config.APP_ORIGIN.startsWith('https:'),
});

/** Loads the session's user for every /api request and refuses non-public routes without one. */
export const authGuard = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.auth = await findSessionUser(opts.ctx, token);
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (!request.auth && !PUBLIC_ROUTES.has(route) && request.routeOptions.url) {
      throw unauthorized();
    }
  });
});
