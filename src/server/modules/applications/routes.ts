import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicantListSchema,
  ApplicationCreateSchema,
  ApplicationDecisionSchema,
  ApplicationSchema,
  IdeaIdParamsSchema,
  MyApplicationListSchema,
} from '../../../contract/applications.ts';
import { IdParamsSchema, MessageSchema, PageQuerySchema } from '../../../contract/fields.ts';
import type { AppContext } from '../../context.ts';
import { sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { confirmInvitation, declineInvitation } from './handshake.ts';
import { applyToIdea, decideApplication, listApplicants, listMyApplications } from './service.ts';

// Spec section 7, /api/applications rows; rules of issue 3, "Applications".
export const applicationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/',
    { schema: { body: ApplicationCreateSchema, response: { 201: ApplicationSchema } } },
    async (request, reply) => {
      const created = await applyToIdea(ctx, {
        viewer: currentUser(request),
        ideaId: request.body.ideaId,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/my',
    { schema: { querystring: PageQuerySchema, response: { 200: MyApplicationListSchema } } },
    async (request, reply) =>
      sendPage(
        reply,
        await listMyApplications(ctx, { viewer: currentUser(request), ...request.query }),
      ),
  );

  app.get(
    '/idea/:ideaId',
    {
      schema: {
        params: IdeaIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: ApplicantListSchema },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await listApplicants(ctx, {
          viewer: currentUser(request),
          ideaId: request.params.ideaId,
          ...request.query,
        }),
      ),
  );

  app.put(
    '/:id/status',
    {
      schema: {
        params: IdParamsSchema,
        body: ApplicationDecisionSchema,
        response: { 200: ApplicationSchema },
      },
    },
    async (request) =>
      decideApplication(ctx, {
        viewer: currentUser(request),
        applicationId: request.params.id,
        status: request.body.status,
      }),
  );

  app.post(
    '/:id/confirm',
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await confirmInvitation(ctx, {
        viewer: currentUser(request),
        applicationId: request.params.id,
      });
      return { message: 'Successfully joined the team!' };
    },
  );

  app.post(
    '/:id/reject',
    { schema: { params: IdParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await declineInvitation(ctx, {
        viewer: currentUser(request),
        applicationId: request.params.id,
      });
      return { message: 'You declined to join the team' };
    },
  );
};
