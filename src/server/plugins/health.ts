import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { MIGRATIONS_DIR } from '../db/migrate.ts';

// Load-balancer probes: /healthz says the process is up; /readyz that the
// database answers, every migration this code ships has been applied, and the
// server is not stopping (it fails first on SIGTERM, docs/operations.md).

export const health = fp(async (app: FastifyInstance, opts: { ctx: AppContext }) => {
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length;

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    if (opts.ctx.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    try {
      const [row] = await queryRows<{ applied: number }>(
        opts.ctx.db,
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      const applied = Number(row?.applied ?? 0);
      if (applied < expected) {
        return reply.code(503).send({ status: 'migrations pending', applied, expected });
      }
      return { status: 'ready', applied };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
});
