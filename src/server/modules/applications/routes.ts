import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { message } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { sendPage } from '../../lib/pagination.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { applyToIdea } from './apply.ts';
import { confirmInvitation } from './confirm.ts';
import { decideApplication } from './decide.ts';
import { declineInvitation } from './decline.ts';
import { listApplicants } from './list-applicants.ts';
import { listMyApplications } from './list-my-applications.ts';
import { withdrawApplication } from './withdraw.ts';

const { applications } = ENDPOINTS;

// /api/applications: the apply -> accept -> confirm handshake (docs/rules/ideas-and-teams.md).
export const applicationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, applications.create, async (request) =>
    applyToIdea(ctx, { viewer: currentUser(request), ...request.body }),
  );

  route(app, applications.my, async (request, reply) =>
    sendPage(
      reply,
      await listMyApplications(ctx, { viewer: currentUser(request), ...request.query }),
    ),
  );

  route(app, applications.ofIdea, async (request, reply) =>
    sendPage(
      reply,
      await listApplicants(ctx, {
        viewer: currentUser(request),
        ideaId: request.params.ideaId,
        ...request.query,
      }),
    ),
  );

  route(app, applications.decide, async (request) =>
    decideApplication(ctx, {
      viewer: currentUser(request),
      applicationId: request.params.id,
      status: request.body.status,
    }),
  );

  route(app, applications.confirm, async (request) => {
    await confirmInvitation(ctx, {
      viewer: currentUser(request),
      applicationId: request.params.id,
    });
    return message('applications.joined');
  });

  route(app, applications.reject, async (request) => {
    await declineInvitation(ctx, {
      viewer: currentUser(request),
      applicationId: request.params.id,
    });
    return message('applications.declined');
  });

  route(app, applications.withdraw, async (request) => {
    await withdrawApplication(ctx, {
      viewer: currentUser(request),
      applicationId: request.params.id,
    });
    return message('applications.withdrawn');
  });
};
