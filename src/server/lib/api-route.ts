import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from '@contract/endpoint.ts';

// Protections are decided by the route the router matched, never by the raw URL: the router
// decodes the path, so /%61pi/auth/login reaches POST /api/auth/login while request.url still
// reads /%61pi/... and would slip past a check on the text.

const isApiPath = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/** The request matched a route under /api. */
export function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && isApiPath(route);
}

/** The request's path as the router reads it (percent-decoded where that is possible). */
function decodedPath(request: FastifyRequest): string {
  const raw = request.url.split('?', 1)[0]!;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Under /api, matched or not: unmatched ones are answered 404 as JSON, never the web page. */
export function isApiRequest(request: FastifyRequest): boolean {
  return isApiRoute(request) || isApiPath(decodedPath(request));
}
