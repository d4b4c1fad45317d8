import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { AppError, isDatabaseUnavailable, isUniqueViolation } from './lib/errors.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { precompressDir } from './lib/precompress.ts';
import { routePages } from './lib/route-pages.ts';
import { authGuard } from './plugins/auth-guard.ts';
import { health } from './plugins/health.ts';
import { registerApiRateLimit } from './plugins/rate-limit.ts';
import { security } from './plugins/security.ts';
import { loggableError, securityLog } from './plugins/security-log.ts';
import { SESSION_COOKIE } from './modules/auth/sessions.ts';
import { apiRoutes } from './routes.ts';

export const BODY_LIMIT = 100 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app without listening (main.ts starts it; tests listen on port 0). */
export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    // Only configured proxies may name the client's address (per-IP limits depend on it).
    trustProxy: trustProxy(options.config.TRUST_PROXY),
    // A request id on every log line and in X-Request-Id; a proxy's id is kept when it sends one.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config: options.config,
    db: options.database.db,
    engine: options.database.engine,
    clock: options.clock ?? systemClock,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: options.config.SMTP_URL,
        from: options.config.MAIL_FROM,
        logger: app.log,
      }),
    log: app.log,
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(errors)[0] ?? 'Invalid request';
      return reply.code(400).send({ message: first, errors });
    }
    if (error instanceof AppError) {
      if (error.extra.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(error.extra.retryAfterSeconds));
      }
      const { retryAfterSeconds: _ignored, ...extra } = error.extra;
      return reply.code(error.status).send({ message: error.message, ...extra });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: loggableError(error) }, 'database unavailable');
      reply.header('retry-after', '5');
      return reply
        .code(503)
        .send({ message: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    if (isUniqueViolation(error)) {
      return reply.code(409).send({ message: 'That conflicts with existing data' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientErrorMessage(error, status) });
    }
    // The client gets a generic message and an id to quote; the details stay in the log.
    request.log.error({ err: loggableError(error), errorId: request.id }, 'unhandled error');
    return reply
      .code(500)
      .send({ message: 'Something went wrong. Please try again.', errorId: request.id });
  });

  await app.register(cookie);
  await app.register(security, { ctx });
  await app.register(securityLog, { ctx });
  await app.register(health, { ctx });
  await app.register(authGuard, { ctx });
  await app.register(
    async (api) => {
      await registerApiRateLimit(api, ctx);
      await api.register(apiRoutes, { ctx });
    },
    { prefix: '/api' },
  );

  const webDir = options.config.WEB_DIST_DIR ? resolve(options.config.WEB_DIST_DIR) : null;
  const hasWeb = webDir !== null && existsSync(resolve(webDir, 'index.html'));
  const pageFor = hasWeb ? routePages(webDir) : null;
  if (hasWeb) {
    let preCompressed = true;
    try {
      precompressDir(webDir);
    } catch (err) {
      // A read-only build folder is served as it is, uncompressed.
      preCompressed = false;
      app.log.warn({ err }, 'web client not precompressed');
    }
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: ['index.html'],
      preCompressed,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !pageFor) {
      return reply.code(404).send({ message: 'Not found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    // Client-side routes (/dashboard, /auth, unknown pages) all load the single-page app, with
    // the route's own chunks preloaded (lib/route-pages.ts).
    const pathname = request.url.split('?', 1)[0]!;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(pageFor(pathname, Boolean(request.cookies[SESSION_COOKIE])));
  });

  return { app, ctx };
}

function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Content type must be application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Request body is not valid JSON';
    default:
      if (error instanceof SyntaxError) return 'Request body is not valid JSON';
      return status === 404 ? 'Not found' : 'Invalid request';
  }
}

/** A hop count trusts that many proxies nearest the server (as proxy-addr reads numbers). */
function trustProxy(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
