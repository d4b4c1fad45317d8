import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from './database.ts';
import { startNginx } from './nginx.ts';
import { freePort, startServerProcess, type ServerProcess } from './server-process.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

type Db = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * Two app server processes on one new PostgreSQL database behind nginx round-robin, with a real
 * SMTP capture: started before the file's tests, stopped after them. `servers` may be replaced
 * (a restart); `env` starts one more like them.
 */
export function useCluster(options: { env?: Record<string, string>; failTimeoutS?: number } = {}) {
  const cluster = {
    db: undefined as unknown as Db,
    smtp: undefined as unknown as SmtpCapture,
    servers: [] as ServerProcess[],
    nginx: undefined as unknown as Awaited<ReturnType<typeof startNginx>>,
    env: {} as Record<string, string>,
  };
  beforeAll(async () => {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
    cluster.db = await createTestDatabase('postgres');
    cluster.smtp = await startSmtpCapture();
    const nginxPort = await freePort();
    cluster.env = {
      DATABASE_URL: cluster.db.url!,
      SMTP_URL: cluster.smtp.url,
      APP_ORIGIN: `http://127.0.0.1:${nginxPort}`,
      LOG_LEVEL: 'warn',
      // nginx on loopback is the only proxy whose X-Forwarded-For counts.
      TRUST_PROXY: '127.0.0.1',
      ...options.env,
    };
    // Both start at once: migrations must run exactly once between them (advisory lock).
    cluster.servers = await Promise.all([
      startServerProcess(cluster.env),
      startServerProcess(cluster.env),
    ]);
    cluster.nginx = await startNginx(
      cluster.servers.map((server) => server.port),
      nginxPort,
      options.failTimeoutS,
    );
  }, 90_000);
  afterAll(async () => {
    await cluster.nginx?.stop();
    await Promise.all(cluster.servers.map((server) => server.stop()));
    await cluster.smtp?.close();
    await cluster.db?.close();
  });
  return cluster;
}
