import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { FormationSettingsSchema } from '@contract/formation.ts';
import type { AppContext } from '../../context.ts';
import { assertCoordinates, assertOnRoster } from '../../domain/course-access.ts';
import { defaultCourse, type CourseRef } from '../../domain/courses.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { logSecurityEvent } from '../../plugins/security-log.ts';
import { formationWorker } from './checks.ts';
import { previewReminders, remindEveryoneWithoutTeam } from './reminders.ts';
import { getFormation, getFormationWindow, updateFormation } from './settings.ts';

const { formation, inCourse } = ENDPOINTS;

// docs/rules/formation.md (The periodic check); the unscoped calls act on the default course.
export const formationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(formationWorker, { ctx });

  const update = async (
    request: FastifyRequest,
    input: z.output<typeof FormationSettingsSchema>,
    course: CourseRef,
  ) => {
    const actorId = currentUser(request).id;
    const answer = await updateFormation(ctx, { actorId, course, input });
    logSecurityEvent(request, ctx, 'admin_action', {
      actorId,
      action: 'set_formation',
      target: 'formation',
    });
    return answer;
  };

  const remind = async (request: FastifyRequest, course: CourseRef, note: string | undefined) => {
    const actorId = currentUser(request).id;
    const answer = await remindEveryoneWithoutTeam(ctx, { actorId, course, note });
    logSecurityEvent(request, ctx, 'admin_action', {
      actorId,
      action: 'send_formation_reminders',
      target: 'formation',
    });
    return answer;
  };

  route(app, formation.window, async () => getFormationWindow(ctx, defaultCourse()));
  route(app, formation.get, async () => getFormation(ctx, defaultCourse()));
  route(app, formation.update, async (request) => update(request, request.body, defaultCourse()));
  route(app, formation.reminderPreview, async () => previewReminders(ctx, defaultCourse()));
  route(app, formation.remind, async (request) =>
    remind(request, defaultCourse(), request.body?.note),
  );

  route(app, inCourse.window, async (request) => {
    await assertOnRoster(ctx, currentUser(request), request.params.courseId);
    return getFormationWindow(ctx, request.params.courseId);
  });
  route(app, inCourse.formation, async (request) => {
    await assertCoordinates(ctx, currentUser(request), request.params.courseId);
    return getFormation(ctx, request.params.courseId);
  });
  route(app, inCourse.updateFormation, async (request) => {
    await assertCoordinates(ctx, currentUser(request), request.params.courseId);
    return update(request, request.body, request.params.courseId);
  });
  route(app, inCourse.remind, async (request) => {
    await assertCoordinates(ctx, currentUser(request), request.params.courseId);
    return remind(request, request.params.courseId, request.body?.note);
  });
  route(app, inCourse.reminderPreview, async (request) => {
    await assertCoordinates(ctx, currentUser(request), request.params.courseId);
    return previewReminders(ctx, request.params.courseId);
  });
};
