import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { message, type MessageCode } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { logSecurityEvent } from '../../plugins/security-log.ts';
import { IDEA_DELETED_MESSAGE, deleteIdea, listIdeas, setIdeaHidden } from './ideas.ts';
import { getStats, listTeams } from './overview.ts';
import { sendCsv } from '../../lib/csv.ts';
import { sendPage } from '../../lib/pagination.ts';
import { TEAMS_HEADER, USERS_HEADER, teamExportRows, userExportRows } from './export.ts';
import { USER_DELETED_MESSAGE, deleteUser, listUsers, updateUser } from './users.ts';

const { admin } = ENDPOINTS;

/** Every admin endpoint is 'admin' in the table: the auth guard checks the flag on each call. */
export const adminRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
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

  /** A deletion: the service's transaction, then the security event and the answer's message. */
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
    sendPage(reply, await listTeams(ctx, { query: request.query })),
  );

  route(app, admin.stats, async () => getStats(ctx));

  /** A download of every member's or user's contact details: logged like a change. */
  const today = () => ctx.clock.now().toISOString().slice(0, 10);
  route(app, admin.exportTeams, async (request, reply) => {
    audit(request, 'export_teams', 'teams.csv');
    return sendCsv(reply, {
      filename: `teamup-teams-${today()}.csv`,
      header: TEAMS_HEADER,
      pages: teamExportRows(ctx),
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
