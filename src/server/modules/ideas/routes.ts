import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema, MessageSchema } from '../../../contract/fields.ts';
import {
  IdeaCreateSchema,
  IdeaListSchema,
  IdeaQuerySchema,
  IdeaSchema,
  IdeaUpdateSchema,
} from '../../../contract/ideas.ts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { sendPage } from '../../lib/pagination.ts';
import { listIdeas, listMyIdeas } from './list.ts';
import { createIdea, deleteIdea, updateIdea } from './service.ts';

// Spec section 7, /api/ideas rows; rules of issue 3, "Ideas".
export const ideaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    { schema: { querystring: IdeaQuerySchema, response: { 200: IdeaListSchema } } },
    async (request, reply) =>
      sendPage(reply, await listIdeas(ctx, { viewer: currentUser(request), query: request.query })),
  );

  app.get('/my', { schema: { response: { 200: IdeaListSchema } } }, async (request) =>
    listMyIdeas(ctx, { viewer: currentUser(request) }),
  );

  app.post(
    '/',
    { schema: { body: IdeaCreateSchema, response: { 201: IdeaSchema } } },
    async (request, reply) => {
      const idea = await createIdea(ctx, { userId: currentUser(request).id, input: request.body });
      return reply.code(201).send(idea);
    },
  );

  app.put(
    '/:id',
    { schema: { params: IdParamsSchema, body: IdeaUpdateSchema, response: { 200: IdeaSchema } } },
    async (request) =>
      updateIdea(ctx, {
        viewer: currentUser(request),
        ideaId: request.params.id,
        changes: request.body,
      }),
  );

  app.delete(
    '/:id',
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await deleteIdea(ctx, { viewer: currentUser(request), ideaId: request.params.id });
      return { message: 'Idea deleted successfully' };
    },
  );
};
