import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { message } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { inviteStudent } from './invite.ts';
import { leaveTeam } from './leave.ts';
import { getMyTeam } from './my-team.ts';
import { removeMember } from './remove-member.ts';
import { transferLeadership } from './transfer-leadership.ts';

// docs/rules/ideas-and-teams.md
export const teamRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, ENDPOINTS.teams.my, async (request) =>
    getMyTeam(ctx, { userId: currentUser(request).id }),
  );

  route(app, ENDPOINTS.teams.leave, async (request) => {
    await leaveTeam(ctx, { userId: currentUser(request).id, asRole: request.body?.asRole });
    return message('teams.left');
  });

  route(app, ENDPOINTS.teams.removeMember, async (request) => {
    await removeMember(ctx, { userId: currentUser(request).id, memberId: request.body.memberId });
    return message('teams.memberRemoved');
  });

  route(app, ENDPOINTS.teams.transferLeadership, async (request) => {
    const next = await transferLeadership(ctx, {
      userId: currentUser(request).id,
      memberId: request.body.memberId,
    });
    return message('teams.transferred', { name: next.name });
  });

  route(app, ENDPOINTS.teams.invite, async (request) => {
    const invited = await inviteStudent(ctx, {
      viewer: currentUser(request),
      studentId: request.body.studentId,
    });
    return message('invitations.sent', { name: invited.name });
  });
};

/** At /api: the team of one course (docs/rules/courses.md). */
export const courseTeamRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, ENDPOINTS.inCourse.myTeam, async (request) =>
    getMyTeam(ctx, { userId: currentUser(request).id, courseId: request.params.courseId }),
  );

  route(app, ENDPOINTS.inCourse.leaveTeam, async (request) => {
    const { courseId } = request.params;
    await leaveTeam(ctx, {
      userId: currentUser(request).id,
      asRole: request.body?.asRole,
      courseId,
    });
    return message('teams.left');
  });

  route(app, ENDPOINTS.inCourse.removeTeamMember, async (request) => {
    const { courseId } = request.params;
    const { memberId } = request.body;
    await removeMember(ctx, { userId: currentUser(request).id, memberId, courseId });
    return message('teams.memberRemoved');
  });

  route(app, ENDPOINTS.inCourse.transferLeadership, async (request) => {
    const { courseId } = request.params;
    const { memberId } = request.body;
    const next = await transferLeadership(ctx, {
      userId: currentUser(request).id,
      memberId,
      courseId,
    });
    return message('teams.transferred', { name: next.name });
  });

  route(app, ENDPOINTS.inCourse.invite, async (request) => {
    const { courseId } = request.params;
    const { studentId } = request.body;
    const invited = await inviteStudent(ctx, { viewer: currentUser(request), studentId, courseId });
    return message('invitations.sent', { name: invited.name });
  });
};
