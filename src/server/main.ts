import net from 'node:net';
import { buildApp } from './app.ts';
import { markDataDirInUse } from './cli/data-dir-lock.ts';
import { openConfiguredDatabase } from './cli/open.ts';
import { readyLine } from './config.ts';

/** Time for a connection accepted just before the listener closed to deliver its request. */
const ACCEPTED_GRACE_MS = 500;

// Starts the server: config, database, migrations, listen; drains on SIGTERM/SIGINT.
async function main() {
  const { config, database } = await openConfiguredDatabase();
  // The embedded database belongs to this process while it runs (the CLI tools check this).
  const releaseDataDir =
    database.engine === 'pglite' ? markDataDirInUse(config.DATA_DIR) : () => {};
  // One JSON line per request for log collectors; readable lines when a person watches.
  const logger = process.stdout.isTTY
    ? { level: config.LOG_LEVEL, transport: { target: 'pino-pretty' } }
    : { level: config.LOG_LEVEL };
  const { app, ctx } = await buildApp({ config, database, logger });
  app.addHook('onClose', async () => {
    await database.close();
    releaseDataDir();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Readiness fails first; then the listener closes (a balancer's next try goes elsewhere),
    // event streams end with a retry hint, in-flight requests finish (docs/operations.md).
    ctx.lifecycle.draining = true;
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    // Stop accepting first, then give connections already accepted time to send their request:
    // Node counts a connection whose request it has not read yet as idle, and closing idle
    // connections would reset it after nginx sent a POST there (nginx does not resend a POST).
    net.Server.prototype.close.call(app.server);
    await new Promise((resolve) => setTimeout(resolve, ACCEPTED_GRACE_MS));
    // In-flight requests finish; keep-alive sockets are closed as soon as they fall idle, so a
    // client holding a connection open cannot delay the exit.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(sweep);
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      engine: database.engine,
      origins: config.ALLOWED_ORIGINS,
      host: config.HOST,
      port: config.PORT,
    },
    readyLine(config, database.engine),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
