import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProfileUpdateSchema } from '../../../contract/profile.ts';
import { UserSchema } from '../../../contract/users.ts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { getOwnProfile, updateProfile } from './service.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/', { schema: { response: { 200: UserSchema } } }, async (request) =>
    getOwnProfile(ctx, { user: currentUser(request) }),
  );

  app.put(
    '/',
    { schema: { body: ProfileUpdateSchema, response: { 200: UserSchema } } },
    async (request) =>
      updateProfile(ctx, { userId: currentUser(request).id, changes: request.body }),
  );
};
