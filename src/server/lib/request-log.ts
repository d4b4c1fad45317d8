import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One JSON line per request, written as its answer finishes: the request id (the logger's reqId),
 * method, route pattern, status and duration, instead of Fastify's "incoming request" and
 * "request completed" pair. Fastify's other lines (errors of its own handler, streams) stay.
 */
export class OneLinePerRequest extends LogController {
  // At debug level only: who follows requests in flight (a drain test) can see each arrive.
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ method: request.method, url: request.url }, 'request received');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const route = request.routeOptions.url;
    const line = {
      method: request.method,
      // The pattern, never the raw URL (ids and query strings stay out of the log); a path no
      // route matched is named without its query string.
      route: route ?? null,
      ...(route ? {} : { path: request.url.split('?')[0] }),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
