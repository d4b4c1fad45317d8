import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { isApiRequest } from '../lib/api-route.ts';
import { AppError } from '../lib/errors.ts';

// Web-attack defences on every answer (OWASP ASVS 5.0 V3/V4).

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix's scroll lock injects a <style> element at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const security = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  const https = opts.ctx.config.APP_ORIGIN.startsWith('https:');

  // Only JSON bodies are accepted: a cross-site form or text/plain post (a "simple" request that
  // needs no CORS preflight) is refused with 415 before it reaches a route.
  app.removeContentTypeParser(['text/plain']);

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    // Browsers send Origin on every state-changing request; only the app's own origins may
    // change state. Clients that are not browsers send neither header and are not at risk.
    const allowed = opts.ctx.config.ALLOWED_ORIGINS;
    if (site === 'cross-site' || (origin !== undefined && !allowed.includes(origin))) {
      throw new AppError('FORBIDDEN', 'http.crossSite');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('x-request-id', request.id);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Every API answer, whatever spelling of the path reached it (lib/api-route.ts).
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
});
