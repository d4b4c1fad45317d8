import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { logSecurityEvent } from '../../plugins/security-log.ts';
import { applyProposal } from './apply-proposal.ts';
import { proposePlacements, targetOf } from './propose.ts';

const { placement } = ENDPOINTS;

/** Room for the most assignments one apply takes (`MAX_APPLIED`), about 90 bytes each. */
const APPLY_BODY_LIMIT = 1024 * 1024;

/** The coordinator's placement of students without a team; admins only (the table says so). */
export const placementRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, placement.propose, async (request) =>
    proposePlacements(ctx, {
      actorId: currentUser(request).id,
      target: await targetOf(ctx.db, request.body),
    }),
  );

  route(
    app,
    placement.apply,
    async (request) => {
      const answer = await applyProposal(ctx, {
        proposalId: request.params.id,
        body: request.body,
      });
      logSecurityEvent(request, ctx, 'admin_action', {
        actorId: currentUser(request).id,
        action: 'apply_placement',
        target: request.params.id,
      });
      return answer;
    },
    { bodyLimit: APPLY_BODY_LIMIT },
  );
};
