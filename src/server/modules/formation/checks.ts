import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.ts';
import { lapseAtDeadline } from './lapse.ts';
import { sendDueReminders } from './reminders.ts';

// Every server runs it: both steps read the app's clock and are idempotent
// (docs/rules/formation.md).

export async function runFormationChecks(ctx: AppContext): Promise<void> {
  await lapseAtDeadline(ctx);
  await sendDueReminders(ctx);
}

export const formationWorker = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  const { ctx } = opts;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      await runFormationChecks(ctx);
    } catch (error) {
      // The database is away (or going away): the next pass tries again.
      if (!stopped) ctx.log.warn({ err: error }, 'formation check failed');
    }
    if (!stopped) timer = setTimeout(() => (pass = run()), ctx.config.FORMATION_CHECK_MS);
  };

  // The first pass one period after start, so a server starting never races its first requests.
  app.addHook('onReady', async () => {
    timer = setTimeout(() => (pass = run()), ctx.config.FORMATION_CHECK_MS);
  });
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await pass;
  });
});
