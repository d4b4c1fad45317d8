import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { BATCH_SIZE, sendDueEmails } from '../domain/email-outbox.ts';

// The notification e-mail worker (docs/decisions/0070-e-mail-through-a-transactional-outbox.md):
// starts when the app is ready, looks for due mail every EMAIL_POLL_MS (at once again while
// full batches come back), and stops when the app closes: the pass under way finishes first.

export const emailWorker = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  const { ctx } = opts;
  const options = { retryBaseMs: ctx.config.EMAIL_RETRY_BASE_MS };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      while (!stopped && (await sendDueEmails(ctx, options)) === BATCH_SIZE);
    } catch (error) {
      // The database is away (or going away): the jobs wait in it for the next pass.
      if (!stopped) ctx.log.warn({ err: error }, 'notification e-mail pass failed');
    }
    if (!stopped) timer = setTimeout(() => (pass = run()), ctx.config.EMAIL_POLL_MS);
  };

  app.addHook('onReady', async () => {
    pass = run();
  });
  // Before the server and then the database close (main.ts's drain on SIGTERM).
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await pass;
  });
});
