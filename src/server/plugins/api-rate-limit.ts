import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from '../context.ts';
import { tooManyRequests } from '../lib/errors.ts';

/**
 * The per-session ceiling on every /api call: generous, so only a runaway client meets
 * it. Counted per session (per IP, with a higher ceiling, when signed out: a campus shares one
 * address), in this process's memory, or in Redis when REDIS_URL is set so that several servers
 * share one count. A Redis outage lets requests through rather than failing them.
 */
export async function registerApiRateLimit(api: FastifyInstance, ctx: AppContext) {
  const redis = ctx.config.REDIS_URL
    ? new Redis(ctx.config.REDIS_URL, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', (err) =>
    ctx.log.warn({ err }, 'redis unavailable: per-request limits skipped'),
  );
  if (redis) api.addHook('onClose', async () => void redis.disconnect());

  await api.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: (request) =>
      request.auth
        ? ctx.config.RATE_LIMIT_API_PER_MINUTE
        : ctx.config.RATE_LIMIT_API_PER_MINUTE_PER_IP,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: 'teamup:api:' } : {}),
    skipOnError: true,
    keyGenerator: (request) =>
      request.auth ? `session:${request.auth.sessionIdHash}` : `ip:${request.ip}`,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return tooManyRequests('http.tooManyRequests', seconds, 'api');
    },
  });
}
