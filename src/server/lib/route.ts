import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import type { Access, Endpoint, Shapes } from '@contract/endpoint.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** plugins/auth-guard.ts enforces it. */
    access?: Access;
  }
}

type Out<T> = T extends ZodType ? z.output<T> : undefined;

const NoBodySchema = z.strictObject({}).nullish();

type EndpointRequest<S extends Shapes> = FastifyRequest<{
  Params: Out<S['params']>;
  Querystring: Out<S['query']>;
  Body: Out<S['body']>;
}>;

type Handler<S extends Shapes> = (
  request: EndpointRequest<S>,
  reply: FastifyReply,
) => Promise<z.input<S['answer']> | FastifyReply>;

/** docs/decisions/0022-one-endpoint-table.md */
export function route<S extends Shapes>(
  app: FastifyInstance,
  endpoint: Endpoint<S>,
  handler: Handler<S>,
  /** A list as long as the students of a university. */
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
      ...(endpoint.method !== 'GET' && { body: schemas.body ?? NoBodySchema }),
      // Streamed as it is written, never serialized as JSON.
      ...(endpoint.format === 'json' && { response: { [endpoint.status]: schemas.answer } }),
    },
    config: { access: endpoint.access },
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    ...(endpoint.format === 'event-stream' && { exposeHeadRoute: false }),
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<S>, reply);
      if (answer !== reply && endpoint.status !== 200)
        return reply.code(endpoint.status).send(answer);
      return answer;
    },
  });
}
