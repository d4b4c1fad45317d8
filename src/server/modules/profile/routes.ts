import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { getOwnProfile } from './get.ts';
import { updateProfile } from './update.ts';

export const profileRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, ENDPOINTS.profile.get, async (request) =>
    getOwnProfile(ctx, { user: currentUser(request) }),
  );

  route(app, ENDPOINTS.profile.update, async (request) =>
    updateProfile(ctx, { userId: currentUser(request).id, changes: request.body }),
  );
};
