import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { isApiRoute } from '../lib/api-route.ts';
import { AppError } from '../lib/errors.ts';
import { AUTH_MSG } from '../domain/auth-messages.ts';

// OWASP ASVS 5.0 V16. Never a password, a code, a session id or a password hash in an event.

export type SecurityEventName =
  | 'login_success'
  | 'login_failure'
  | 'logout'
  | 'email_verified'
  | 'code_failure'
  | 'password_reset'
  | 'rate_limited'
  | 'access_denied'
  | 'admin_action';

export interface SecurityEventFields {
  actorId?: string | undefined;
  target?: string | undefined;
  [detail: string]: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    securityError: unknown;
  }
}

export function logSecurityEvent(
  request: FastifyRequest,
  ctx: Pick<AppContext, 'clock'>,
  event: SecurityEventName,
  fields: SecurityEventFields = {},
) {
  const failure =
    event.endsWith('_failure') || event === 'rate_limited' || event === 'access_denied';
  const line = {
    event,
    ...fields,
    at: ctx.clock.now().toISOString(),
    ip: request.ip,
    requestId: request.id,
  };
  if (failure) request.log.warn(line, 'security event');
  else request.log.info(line, 'security event');
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

function bodyEmail(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : undefined;
}

async function userIdByEmail(ctx: AppContext, email: string | undefined) {
  if (!email) return undefined;
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    // The account, when there is one, before any pending registration of the address.
    .orderBy(desc(users.isVerified))
    .limit(1);
  return row?.id;
}

const isInvalidCode = (error: unknown) =>
  error instanceof AppError && error.said.code === AUTH_MSG.invalidCode;

export const securityLog = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  const { ctx } = opts;
  app.decorateRequest('securityError', null);
  app.addHook('onError', async (request, _reply, error) => {
    request.securityError = error;
  });

  app.addHook('onResponse', async (request, reply) => {
    // By the matched route: /%61pi/auth/login is the login route too (lib/api-route.ts).
    if (!isApiRoute(request)) return;
    const status = reply.statusCode;
    const route = routeOf(request);
    const actorId = request.auth?.user.id;
    const log = (event: SecurityEventName, fields: SecurityEventFields = {}) =>
      logSecurityEvent(request, ctx, event, { actorId, ...fields });
    try {
      if (status === 429) log('rate_limited', { route });
      switch (route) {
        case 'POST /api/auth/login': {
          const email = bodyEmail(request);
          if (status === 200) log('login_success', { actorId: await userIdByEmail(ctx, email) });
          else if (status === 401 || status === 403 || status === 429) {
            const reason =
              status === 401 ? 'invalid_credentials' : status === 403 ? 'unverified' : 'locked';
            log('login_failure', { target: email, reason });
          }
          return;
        }
        case 'POST /api/auth/verify-otp':
        case 'POST /api/auth/reset-password': {
          const email = bodyEmail(request);
          const purpose = route.endsWith('verify-otp') ? 'verify' : 'reset';
          if (status === 200) {
            const userId = await userIdByEmail(ctx, email);
            log(purpose === 'verify' ? 'email_verified' : 'password_reset', { actorId: userId });
          } else if (isInvalidCode(request.securityError)) {
            log('code_failure', { target: email, purpose });
          }
          return;
        }
        case 'POST /api/auth/logout':
          if (status === 200 && actorId) log('logout');
          return;
      }
      if (status === 401 || status === 403) log('access_denied', { status, route });
    } catch (err) {
      // The answer is already sent; a lost event must not become an unhandled rejection.
      request.log.error({ err }, 'security event could not be written');
    }
  });
});

/** Query parameters are cut out: they can hold hashes and salts that may never reach the log. */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error;
  const redact = (text: string | undefined) =>
    text?.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]');
  const { params: _params, ...fields } = error as Error & Record<string, unknown>;
  const clean = Object.assign(new Error(redact(error.message)), fields);
  clean.name = error.name;
  if (error.stack) clean.stack = redact(error.stack);
  if (error.cause !== undefined) clean.cause = loggableError(error.cause, depth + 1);
  return clean;
}
