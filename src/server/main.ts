import net from 'node:net';
import { buildApp } from './app.ts';
import { markDataDirInUse } from './cli/data-dir-lock.ts';
import { openConfiguredDatabase } from './cli/open.ts';
import { readyLine } from './config.ts';
import { SERVER_TIMEOUTS } from './lib/server-timeouts.ts';

/** nginx's upstream keepalive_timeout must be shorter (docs/operations.md). */
const DRAIN_WAIT_MS = SERVER_TIMEOUTS.keepAliveMs + 1_000;

async function connectionsClosed(server: net.Server, ms: number) {
  const deadline = Date.now() + ms;
  const count = () =>
    new Promise<number>((resolve) => server.getConnections((_error, n) => resolve(n ?? 0)));
  while ((await count()) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main() {
  const { config, database } = await openConfiguredDatabase();
  // The CLI tools check this.
  const releaseDataDir =
    database.engine === 'pglite' ? markDataDirInUse(config.DATA_DIR) : () => {};
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
    // A balancer's next try goes elsewhere.
    ctx.lifecycle.draining = true;
    ctx.liveStreams.close();
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    net.Server.prototype.close.call(app.server);
    // No kept-alive connection is closed under a sending client (docs/operations.md, "Restarts").
    await connectionsClosed(app.server, DRAIN_WAIT_MS);
    await app.close();
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
