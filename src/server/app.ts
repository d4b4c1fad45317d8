import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import proxyAddr from '@fastify/proxy-addr';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX } from '@contract/endpoint.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { Background } from './lib/background.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import {
  SERVER_TIMEOUTS,
  serverTimeoutOptions,
  type ServerTimeouts,
} from './lib/server-timeouts.ts';
import { authGuard } from './plugins/auth-guard.ts';
import { emailWorker } from './plugins/email-worker.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { health } from './plugins/health.ts';
import { createMetrics, metrics as metricsPlugin } from './plugins/metrics.ts';
import { registerApiRateLimit } from './plugins/api-rate-limit.ts';
import { security } from './plugins/security.ts';
import { loggableError, securityLog } from './plugins/security-log.ts';
import { webClient } from './plugins/web-client.ts';
import { apiRoutes } from './routes.ts';
import { LIVE_CHANNEL } from './domain/live-changes.ts';
import { HEARTBEAT_MS, LiveStreams } from './domain/live-streams.ts';
import { AUTH_CHANNEL, SessionCache } from './domain/session-cache.ts';
import { liveSessionHashes } from './domain/sessions.ts';

const BODY_LIMIT = 100 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  timeouts?: ServerTimeouts;
}

const FORWARDED_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Only a trusted proxy may name it: a client's own id would let it write lines under another's. */
function requestIdOf(sent: string | string[] | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && typeof sent === 'string' && FORWARDED_REQUEST_ID.test(sent)
    ? sent
    : randomUUID();
}

export async function buildApp(options: BuildAppOptions) {
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const trusts = proxyTrust(options.config.TRUST_PROXY);
  const app = Fastify({
    logger: options.logger ?? { level: options.config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    // Per-IP limits depend on the client's address.
    trustProxy: trusts,
    requestIdHeader: false,
    genReqId: (request) => {
      const peer = request.socket.remoteAddress;
      return requestIdOf(request.headers['x-request-id'], peer !== undefined && trusts(peer, 0));
    },
    logController: new OneLinePerRequest(),
    // A balancer never passes a refused POST on to another server (docs/operations.md).
    return503OnClosing: false,
    ...serverTimeoutOptions(timeouts),
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
    sessionCache: new SessionCache(),
    liveStreams: new LiveStreams({
      heartbeatMs: Math.min(HEARTBEAT_MS, timeouts.idleSocketMs / 2),
      now: () => ctx.clock.now(),
      liveSessions: (idHashes) => liveSessionHashes(ctx, idHashes),
    }),
    background: new Background(app.log, loggableError),
    lifecycle: { draining: false },
  };
  // nginx never reuses a draining server's connection.
  app.addHook('onRequest', async (_request, reply) => {
    if (ctx.lifecycle.draining) reply.header('connection', 'close');
  });
  // Event streams end at once, so that they never hold the close (docs/decisions/0075).
  app.addHook('preClose', () => {
    ctx.lifecycle.draining = true;
    ctx.liveStreams.close();
    return ctx.background.close();
  });
  const endStreamsOfEndedSessions = (userId?: string) =>
    ctx.liveStreams
      .sessionsChanged(userId)
      .catch((error: unknown) =>
        app.log.warn({ err: loggableError(error) }, 'event streams not checked'),
      );
  const stopAuthFeed = await options.database.listen(AUTH_CHANNEL, {
    onMessage: (payload) => {
      ctx.sessionCache.heard(payload);
      if (!ctx.sessionCache.isSyncPoint(payload)) void endStreamsOfEndedSessions(payload);
    },
    onLive: (live) => {
      ctx.sessionCache.setLive(live);
      // A sign-out may have been missed while the feed was down.
      if (live) void endStreamsOfEndedSessions();
    },
  });
  app.addHook('onClose', stopAuthFeed);
  const metrics = createMetrics();
  const stopLiveFeed = await options.database.listen(LIVE_CHANNEL, {
    onMessage: (payload) => {
      const stop = metrics.deliveryLatency.startTimer();
      if (ctx.liveStreams.heard(payload) > 0) stop();
    },
    // Changes may have been missed while the feed was down.
    onLive: (live) => live && ctx.liveStreams.everythingChanged(),
  });
  app.addHook('onClose', stopLiveFeed);

  await app.register(errorHandler);
  await app.register(metricsPlugin, { ctx, metrics, database: options.database });
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
    { prefix: API_PREFIX },
  );

  await app.register(webClient, { ctx });
  await app.register(emailWorker, { ctx });

  return { app, ctx };
}

function proxyTrust(setting: Config['TRUST_PROXY']): (address: string, hop: number) => boolean {
  if (typeof setting === 'boolean') return () => setting;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}
