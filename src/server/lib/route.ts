import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import type { Access, Endpoint, Shapes } from '@contract/endpoint.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, from the endpoint table (plugins/auth-guard.ts enforces it). */
    access?: Access;
  }
}

type Out<T> = T extends ZodType ? z.output<T> : undefined;

type EndpointRequest<S extends Shapes> = FastifyRequest<{
  Params: Out<S['params']>;
  Querystring: Out<S['query']>;
  Body: Out<S['body']>;
}>;

type Handler<S extends Shapes> = (
  request: EndpointRequest<S>,
  reply: FastifyReply,
) => Promise<z.input<S['answer']> | FastifyReply>;

/**
 * Registers an endpoint of the contract's table (docs/decisions/0022-one-endpoint-table.md):
 * method, URL, schemas and access all come from the table; the handler only does the work.
 * The URL is the table's path relative to the prefix the enclosing plugin was registered under.
 */
export function route<S extends Shapes>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  handler: Handler<S>,
  /** A body allowed past the app's limit (a list as long as the students of a university). */
  options: { bodyLimit?: number } = {},
): void {
  if (!endpoint.path.startsWith(app.prefix)) {
    throw new Error(`${endpoint.path} registered under the prefix ${app.prefix}`);
  }
  const { schemas } = endpoint;
  app.route({
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length) || '/',
    schema: {
      ...(schemas.params && { params: schemas.params }),
      ...(schemas.query && { querystring: schemas.query }),
      ...(schemas.body && { body: schemas.body }),
      // A CSV download or an event stream is streamed as it is written, never serialized as JSON.
      ...(endpoint.format === 'json' && { response: { [endpoint.status]: schemas.answer } }),
    },
    config: { access: endpoint.access },
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    // An endless event stream has no headers-only form worth keeping open.
    ...(endpoint.format === 'event-stream' && { exposeHeadRoute: false }),
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<S>, reply);
      // A 201 is the table's, not each handler's to remember.
      if (answer !== reply && endpoint.status !== 200)
        return reply.code(endpoint.status).send(answer);
      return answer;
    },
  });
}
