import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { ApplyProposalInput, ProposalRequestSchema } from '@contract/placement.ts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { assertCoordinates } from '../../domain/course-access.ts';
import { defaultCourse, type CourseRef } from '../../domain/courses.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { logSecurityEvent } from '../../plugins/security-log.ts';
import { applyProposal } from './apply-proposal.ts';
import { proposePlacements, targetOf } from './propose.ts';
import { undoProposal } from './undo-proposal.ts';

const { placement, inCourse } = ENDPOINTS;

/** Room for the most assignments one apply takes (`MAX_APPLIED`), about 90 bytes each. */
const APPLY_BODY_LIMIT = 1024 * 1024;

/** Registered at /api: the unscoped calls act on the default course (docs/rules/placement.md). */
export const placementRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const propose = async (
    request: FastifyRequest,
    body: z.output<typeof ProposalRequestSchema>,
    course: CourseRef,
  ) =>
    proposePlacements(ctx, {
      actorId: currentUser(request).id,
      course,
      target: await targetOf(ctx.db, body, course),
      weights: body?.weights,
    });

  const apply = async (
    request: FastifyRequest,
    proposalId: string,
    body: ApplyProposalInput,
    course: CourseRef,
  ) => {
    const actorId = currentUser(request).id;
    const answer = await applyProposal(ctx, { actorId, course, proposalId, body });
    logSecurityEvent(request, ctx, 'admin_action', {
      actorId,
      action: 'apply_placement',
      target: proposalId,
    });
    return answer;
  };

  const undo = async (request: FastifyRequest, proposalId: string, course: CourseRef) => {
    const actorId = currentUser(request).id;
    const answer = await undoProposal(ctx, { actorId, course, proposalId });
    logSecurityEvent(request, ctx, 'admin_action', {
      actorId,
      action: 'undo_placement',
      target: proposalId,
    });
    return answer;
  };

  route(app, placement.propose, async (request) => propose(request, request.body, defaultCourse()));
  route(
    app,
    placement.apply,
    async (request) => apply(request, request.params.id, request.body, defaultCourse()),
    { bodyLimit: APPLY_BODY_LIMIT },
  );
  route(app, placement.undo, async (request) => undo(request, request.params.id, defaultCourse()));

  route(app, inCourse.propose, async (request) => {
    await assertCoordinates(ctx, currentUser(request), request.params.courseId);
    return propose(request, request.body, request.params.courseId);
  });
  route(
    app,
    inCourse.applyProposal,
    async (request) => {
      await assertCoordinates(ctx, currentUser(request), request.params.courseId);
      return apply(request, request.params.id, request.body, request.params.courseId);
    },
    { bodyLimit: APPLY_BODY_LIMIT },
  );
  route(app, inCourse.undoProposal, async (request) => {
    await assertCoordinates(ctx, currentUser(request), request.params.courseId);
    return undo(request, request.params.id, request.params.courseId);
  });
};
