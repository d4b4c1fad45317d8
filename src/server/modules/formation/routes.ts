import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../lib/route.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { logSecurityEvent } from '../../plugins/security-log.ts';
import { formationWorker } from './checks.ts';
import { remindEveryoneWithoutTeam } from './reminders.ts';
import { getFormation, getFormationWindow, updateFormation } from './settings.ts';

const { formation } = ENDPOINTS;

/**
 * Registered at /api: the student's window, the admin's settings, and the periodic check that
 * runs beside them on every server (docs/rules/formation.md).
 */
export const formationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(formationWorker, { ctx });
  route(app, formation.window, async () => getFormationWindow(ctx));

  route(app, formation.get, async () => getFormation(ctx));

  route(app, formation.update, async (request) => {
    const actorId = currentUser(request).id;
    const answer = await updateFormation(ctx, { actorId, input: request.body });
    logSecurityEvent(request, ctx, 'admin_action', {
      actorId,
      action: 'set_formation',
      target: 'formation',
    });
    return answer;
  });

  route(app, formation.remind, async (request) => {
    const actorId = currentUser(request).id;
    const answer = await remindEveryoneWithoutTeam(ctx, { actorId });
    logSecurityEvent(request, ctx, 'admin_action', {
      actorId,
      action: 'send_formation_reminders',
      target: 'formation',
    });
    return answer;
  });
};
