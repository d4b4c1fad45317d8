import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../../contract/fields.ts';
import { MyTeamAnswerSchema, RemoveMemberSchema } from '../../../contract/teams.ts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { getMyTeam, leaveTeam, removeMember } from './service.ts';

// Spec section 7, /api/teams rows; rules of issue 3, "Teams".
export const teamRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/my', { schema: { response: { 200: MyTeamAnswerSchema } } }, async (request) =>
    getMyTeam(ctx, { userId: currentUser(request).id }),
  );

  app.post('/leave', { schema: { response: { 200: MessageSchema } } }, async (request) => {
    await leaveTeam(ctx, { userId: currentUser(request).id });
    return { message: 'Left team successfully' };
  });

  app.post(
    '/remove-member',
    { schema: { body: RemoveMemberSchema, response: { 200: MessageSchema } } },
    async (request) => {
      await removeMember(ctx, { userId: currentUser(request).id, memberId: request.body.memberId });
      return { message: 'Member removed successfully' };
    },
  );
};
