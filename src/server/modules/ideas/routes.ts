import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { message } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { sendPage } from '../../lib/pagination.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { getIdea } from './get.ts';
import { listIdeas, listMyIdeas } from './list.ts';
import { createIdea } from './create.ts';
import { deleteIdea } from './delete.ts';
import { checkTeamId } from './team-id.ts';
import { updateIdea } from './update.ts';

// docs/rules/ideas-and-teams.md
export const ideaRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, ENDPOINTS.ideas.list, async (request, reply) =>
    sendPage(reply, await listIdeas(ctx, { viewer: currentUser(request), query: request.query })),
  );

  route(app, ENDPOINTS.ideas.my, async (request) =>
    listMyIdeas(ctx, { viewer: currentUser(request) }),
  );

  route(app, ENDPOINTS.ideas.teamId, async (request) =>
    checkTeamId(ctx, { viewer: currentUser(request), value: request.query.value }),
  );

  route(app, ENDPOINTS.ideas.get, async (request) =>
    getIdea(ctx, { viewer: currentUser(request), ideaId: request.params.id }),
  );

  route(app, ENDPOINTS.ideas.create, async (request) =>
    createIdea(ctx, { userId: currentUser(request).id, input: request.body }),
  );

  route(app, ENDPOINTS.ideas.update, async (request) =>
    updateIdea(ctx, {
      viewer: currentUser(request),
      ideaId: request.params.id,
      changes: request.body,
    }),
  );

  route(app, ENDPOINTS.ideas.remove, async (request) => {
    await deleteIdea(ctx, { viewer: currentUser(request), ideaId: request.params.id });
    return message('ideas.deleted');
  });
};

/** At /api: the ideas of one course (docs/rules/courses.md). */
export const courseIdeaRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, ENDPOINTS.inCourse.ideas, async (request, reply) =>
    sendPage(
      reply,
      await listIdeas(ctx, {
        viewer: currentUser(request),
        query: request.query,
        courseId: request.params.courseId,
      }),
    ),
  );

  route(app, ENDPOINTS.inCourse.teamId, async (request) =>
    checkTeamId(ctx, {
      viewer: currentUser(request),
      value: request.query.value,
      courseId: request.params.courseId,
    }),
  );

  route(app, ENDPOINTS.inCourse.myIdeas, async (request) =>
    listMyIdeas(ctx, { viewer: currentUser(request), courseId: request.params.courseId }),
  );

  route(app, ENDPOINTS.inCourse.createIdea, async (request) =>
    createIdea(ctx, {
      userId: currentUser(request).id,
      input: request.body,
      courseId: request.params.courseId,
    }),
  );
};
