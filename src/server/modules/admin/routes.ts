import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { message, type MessageCode } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { assertCoordinates } from '../../domain/course-access.ts';
import { defaultCourse } from '../../domain/courses.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { logSecurityEvent } from '../../plugins/security-log.ts';
import { IDEA_DELETED_MESSAGE, deleteIdea, listIdeas, setIdeaHidden } from './ideas.ts';
import { getStats, listTeams } from './overview.ts';
import { addMember } from './add-member.ts';
import { AUDIT_HEADER, auditExportRows, listAudit } from './audit-list.ts';
import { removeMember } from './remove-member.ts';
import { sendCsv } from '../../lib/csv.ts';
import { sendPage } from '../../lib/pagination.ts';
import {
  STUDENTS_HEADER,
  TEAMS_HEADER,
  USERS_HEADER,
  studentExportRows,
  teamExportRows,
  userExportRows,
} from './export.ts';
import { USER_DELETED_MESSAGE, deleteUser, listUsers, updateUser } from './users.ts';

const { admin, inCourse } = ENDPOINTS;

// The auth guard checks the admin flag on each call.
export const adminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Never the values themselves; the audit_log row is written in the change's transaction.
  const audit = (request: FastifyRequest, action: string, targetId: string, fields?: string[]) =>
    logSecurityEvent(request, ctx, 'admin_action', {
      actorId: currentUser(request).id,
      action,
      target: targetId,
      ...(fields ? { fields } : {}),
    });

  route(app, admin.users, async (request, reply) =>
    sendPage(reply, await listUsers(ctx, { query: request.query })),
  );

  route(app, admin.updateUser, async (request) => {
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
  });

  const deleteRoute = (
    endpoint: typeof admin.deleteUser,
    action: string,
    done: MessageCode,
    remove: (actorId: string, id: string) => Promise<void>,
  ) =>
    route(app, endpoint, async (request) => {
      await remove(currentUser(request).id, request.params.id);
      audit(request, action, request.params.id);
      return message(done);
    });

  deleteRoute(admin.deleteUser, 'delete_user', USER_DELETED_MESSAGE, (actorId, userId) =>
    deleteUser(ctx, { actorId, userId }),
  );

  route(app, admin.ideas, async (request, reply) =>
    sendPage(reply, await listIdeas(ctx, { query: request.query })),
  );

  route(app, admin.updateIdea, async (request) => {
    const idea = await setIdeaHidden(ctx, {
      actorId: currentUser(request).id,
      ideaId: request.params.id,
      isHidden: request.body.isHidden,
    });
    audit(request, request.body.isHidden ? 'hide_idea' : 'show_idea', idea.id);
    return idea;
  });

  deleteRoute(admin.deleteIdea, 'delete_idea', IDEA_DELETED_MESSAGE, (actorId, ideaId) =>
    deleteIdea(ctx, { actorId, ideaId }),
  );

  route(app, admin.teams, async (request, reply) =>
    sendPage(reply, await listTeams(ctx, { query: request.query, course: defaultCourse() })),
  );

  route(app, admin.addMember, async (request) => {
    const { ideaId } = request.params;
    const { studentId } = request.body;
    const answer = await addMember(ctx, { actorId: currentUser(request).id, ideaId, studentId });
    audit(request, 'add_member', studentId);
    return answer;
  });

  route(app, admin.removeMember, async (request) => {
    const { ideaId, studentId } = request.params;
    const answer = await removeMember(ctx, { actorId: currentUser(request).id, ideaId, studentId });
    audit(request, 'remove_member', studentId);
    return answer;
  });

  route(app, admin.stats, async () => getStats(ctx, null));

  route(app, admin.audit, async (request, reply) =>
    sendPage(reply, await listAudit(ctx, { query: request.query })),
  );

  // Contact details of every member or user: logged like a change.
  const today = () => ctx.clock.now().toISOString().slice(0, 10);
  route(app, admin.exportTeams, async (request, reply) => {
    audit(request, 'export_teams', 'teams.csv');
    return sendCsv(reply, {
      filename: `teamup-teams-${today()}.csv`,
      header: TEAMS_HEADER,
      pages: teamExportRows(ctx, defaultCourse()),
    });
  });
  route(app, admin.exportAudit, async (request, reply) => {
    audit(request, 'export_audit', 'audit.csv');
    return sendCsv(reply, {
      filename: `teamup-audit-${today()}.csv`,
      header: AUDIT_HEADER,
      pages: auditExportRows(ctx),
    });
  });
  route(app, admin.exportUsers, async (request, reply) => {
    audit(request, 'export_users', 'users.csv');
    return sendCsv(reply, {
      filename: `teamup-users-${today()}.csv`,
      header: USERS_HEADER,
      pages: userExportRows(ctx),
    });
  });
};

/** Registered at /api: a course's console, for its coordinators and the admins (docs/rules/courses.md). */
export const courseConsoleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const coordinates = (request: FastifyRequest<{ Params: { courseId: string } }>) =>
    assertCoordinates(ctx, currentUser(request), request.params.courseId);
  const audit = (request: FastifyRequest, action: string, targetId: string) =>
    logSecurityEvent(request, ctx, 'admin_action', {
      actorId: currentUser(request).id,
      action,
      target: targetId,
    });

  route(app, inCourse.stats, async (request) => {
    await coordinates(request);
    return getStats(ctx, request.params.courseId);
  });

  route(app, inCourse.teams, async (request, reply) => {
    await coordinates(request);
    const { courseId } = request.params;
    return sendPage(reply, await listTeams(ctx, { query: request.query, course: courseId }));
  });

  route(app, inCourse.addMember, async (request) => {
    await coordinates(request);
    const { ideaId, courseId } = request.params;
    const { studentId } = request.body;
    const actorId = currentUser(request).id;
    const answer = await addMember(ctx, { actorId, ideaId, studentId, courseId });
    audit(request, 'add_member', studentId);
    return answer;
  });

  route(app, inCourse.removeMember, async (request) => {
    await coordinates(request);
    const { ideaId, studentId, courseId } = request.params;
    const actorId = currentUser(request).id;
    const answer = await removeMember(ctx, { actorId, ideaId, studentId, courseId });
    audit(request, 'remove_member', studentId);
    return answer;
  });

  const today = () => ctx.clock.now().toISOString().slice(0, 10);
  route(app, inCourse.exportTeams, async (request, reply) => {
    await coordinates(request);
    audit(request, 'export_teams', request.params.courseId);
    return sendCsv(reply, {
      filename: `teamup-teams-${today()}.csv`,
      header: TEAMS_HEADER,
      pages: teamExportRows(ctx, request.params.courseId),
    });
  });
  route(app, inCourse.exportStudents, async (request, reply) => {
    await coordinates(request);
    audit(request, 'export_students', request.params.courseId);
    return sendCsv(reply, {
      filename: `teamup-students-${today()}.csv`,
      header: STUDENTS_HEADER,
      pages: studentExportRows(ctx, request.params.courseId),
    });
  });
};
