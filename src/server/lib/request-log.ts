import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  // At debug level only: a drain test can see each request arrive.
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
      // Never the raw URL: ids and query strings stay out of the log.
      route: route ?? null,
      ...(route ? {} : { path: request.url.split('?')[0] }),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
