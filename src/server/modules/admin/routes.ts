import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminIdeaListSchema,
  AdminIdeaSchema,
  AdminIdeaUpdateSchema,
  AdminStatsSchema,
  AdminTeamListSchema,
  AdminUserListSchema,
  AdminUserSchema,
  AdminUserUpdateSchema,
} from '../../../contract/admin.ts';
import { IdParamsSchema, MessageSchema, PageQuerySchema } from '../../../contract/fields.ts';
import type { AppContext } from '../../context.ts';
import { currentUser, requireAdmin } from '../../plugins/auth-guard.ts';
import { logSecurityEvent } from '../../plugins/security-log.ts';
import { IDEA_DELETED_MESSAGE, deleteIdea, listIdeas, setIdeaHidden } from './ideas-service.ts';
import { getStats, listTeams } from './overview-service.ts';
import { sendPage } from './page.ts';
import { USER_DELETED_MESSAGE, deleteUser, listUsers, updateUser } from './users-service.ts';

const byId = { params: IdParamsSchema };

/** /api/admin (spec section 6): every route checks the admin flag as it is in the database now. */
export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireAdmin);

  /**
   * A security event per admin change (the audit_log row is written by the service, in the
   * change's transaction): who did what to which record; never the values themselves.
   */
  const audit = (request: FastifyRequest, action: string, targetId: string, fields?: string[]) =>
    logSecurityEvent(request, ctx, 'admin_action', {
      actorId: currentUser(request).id,
      action,
      target: targetId,
      ...(fields ? { fields } : {}),
    });

  app.get(
    '/users',
    { schema: { querystring: PageQuerySchema, response: { 200: AdminUserListSchema } } },
    async (request, reply) => sendPage(reply, await listUsers(ctx, { query: request.query })),
  );

  app.put(
    '/users/:id',
    { schema: { ...byId, body: AdminUserUpdateSchema, response: { 200: AdminUserSchema } } },
    async (request) => {
      const user = await updateUser(ctx, {
        actorId: currentUser(request).id,
        userId: request.params.id,
        changes: request.body,
      });
      const { body } = request;
      if (body.isAdmin !== undefined) {
        audit(request, body.isAdmin ? 'grant_admin' : 'revoke_admin', user.id);
      } else audit(request, 'update_user', user.id, Object.keys(body));
      return user;
    },
  );

  app.delete(
    '/users/:id',
    { schema: { ...byId, response: { 200: MessageSchema } } },
    async (request) => {
      await deleteUser(ctx, { actorId: currentUser(request).id, userId: request.params.id });
      audit(request, 'delete_user', request.params.id);
      return { message: USER_DELETED_MESSAGE };
    },
  );

  app.get(
    '/ideas',
    { schema: { querystring: PageQuerySchema, response: { 200: AdminIdeaListSchema } } },
    async (request, reply) => sendPage(reply, await listIdeas(ctx, { query: request.query })),
  );

  app.put(
    '/ideas/:id',
    { schema: { ...byId, body: AdminIdeaUpdateSchema, response: { 200: AdminIdeaSchema } } },
    async (request) => {
      const idea = await setIdeaHidden(ctx, {
        actorId: currentUser(request).id,
        ideaId: request.params.id,
        isHidden: request.body.isHidden,
      });
      audit(request, request.body.isHidden ? 'hide_idea' : 'show_idea', idea.id);
      return idea;
    },
  );

  app.delete(
    '/ideas/:id',
    { schema: { ...byId, response: { 200: MessageSchema } } },
    async (request) => {
      await deleteIdea(ctx, { actorId: currentUser(request).id, ideaId: request.params.id });
      audit(request, 'delete_idea', request.params.id);
      return { message: IDEA_DELETED_MESSAGE };
    },
  );

  app.get(
    '/teams',
    { schema: { querystring: PageQuerySchema, response: { 200: AdminTeamListSchema } } },
    async (request, reply) => sendPage(reply, await listTeams(ctx, { query: request.query })),
  );

  app.get('/stats', { schema: { response: { 200: AdminStatsSchema } } }, async () => getStats(ctx));
};
