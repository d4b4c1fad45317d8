import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { sessionCookieName } from '../domain/auth-cookies.ts';
import { isApiRequest } from '../lib/api-route.ts';
import { precompressDir } from '../lib/precompress.ts';
import { routePages } from '../lib/route-pages.ts';
import { message } from '@contract/messages.ts';

// The built web client (WEB_DIST_DIR): its files, and index.html for every client-side route;
// any other miss, and every /api miss, is a JSON 404.

export const webClient = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  const webDir = opts.ctx.config.WEB_DIST_DIR ? resolve(opts.ctx.config.WEB_DIST_DIR) : null;
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
    if (isApiRequest(request) || !pageFor) {
      return reply.code(404).send(message('http.notFound'));
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(message('http.notFound'));
    }
    // Client-side routes (/dashboard, /auth, unknown pages) all load the single-page app, with
    // the route's own chunks preloaded (lib/route-pages.ts).
    const pathname = request.url.split('?', 1)[0]!;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(pageFor(pathname, Boolean(request.cookies[sessionCookieName(opts.ctx.config)])));
  });
});
