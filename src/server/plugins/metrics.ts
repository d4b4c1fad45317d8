import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.ts';
import { queryRows, type Database } from '../db/client.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { isForwarded, mayReadMetrics } from '../lib/metrics-access.ts';

// docs/decisions/0094-metrics-per-app-registry-loopback-or-token.md

/** One label, so scanners cannot grow the series without bound. */
const UNMATCHED = 'unmatched';

export interface AppMetrics {
  registry: Registry;
  deliveryLatency: Histogram;
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const deliveryLatency = new Histogram({
    name: 'teamup_event_delivery_seconds',
    help: 'Time from a live change reaching this server to its write on the open event streams',
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5],
    registers: [registry],
  });
  return { registry, deliveryLatency };
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export const metrics = fp(
  async (
    app: FastifyInstance,
    opts: { ctx: AppContext; metrics: AppMetrics; database: Database },
  ) => {
    const { ctx, database } = opts;
    const registers = [opts.metrics.registry];
    const labelNames = ['method', 'route', 'status_class'] as const;
    const requests = new Counter({
      name: 'teamup_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status class',
      labelNames,
      registers,
    });
    const duration = new Histogram({
      name: 'teamup_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern and status class',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    });
    const refusals = new Counter({
      name: 'teamup_rate_limit_refusals_total',
      help: 'Requests refused with 429, by the limit that refused them',
      labelNames: ['limit'],
      registers,
    });
    new Gauge({
      name: 'teamup_event_streams_open',
      help: 'Event streams (/api/events) this server holds open',
      registers,
      collect() {
        this.set(ctx.liveStreams.size);
      },
    });
    const pool = database.pool;
    if (pool) {
      new Gauge({
        name: 'teamup_db_pool_connections',
        help: 'PostgreSQL pool connections, by state (in use, idle) and requests waiting for one',
        labelNames: ['state'],
        registers,
        collect() {
          const { total, idle, waiting } = pool();
          this.set({ state: 'in_use' }, total - idle);
          this.set({ state: 'idle' }, idle);
          this.set({ state: 'waiting' }, waiting);
        },
      });
    }
    const outbox = async () => {
      const [row] = await queryRows<{ depth: number; oldest: number | null }>(
        ctx.db,
        sql`select count(*)::int as depth,
          extract(epoch from now() - min(created_at))::float8 as oldest from email_outbox`,
      );
      return { depth: Number(row?.depth ?? 0), oldest: Math.max(0, Number(row?.oldest ?? 0)) };
    };
    let pending: ReturnType<typeof outbox> | undefined;
    const outboxOnce = () => (pending ??= outbox().finally(() => (pending = undefined)));
    new Gauge({
      name: 'teamup_email_outbox_depth',
      help: 'Notification e-mails waiting to be sent (due or retrying)',
      registers,
      async collect() {
        this.set((await outboxOnce()).depth);
      },
    });
    new Gauge({
      name: 'teamup_email_outbox_oldest_seconds',
      help: 'Age of the oldest unsent notification e-mail (0 when none waits)',
      registers,
      async collect() {
        this.set((await outboxOnce()).oldest);
      },
    });

    app.addHook('onError', async (_request, _reply, error) => {
      if (error instanceof AppError && error.status === 429 && error.extra.limit) {
        refusals.inc({ limit: error.extra.limit });
      }
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED,
        status_class: statusClass(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/metrics', async (request, reply) => {
      const allowed = mayReadMetrics(
        // Not request.ip: a forwarded header must not make a caller local.
        {
          socketAddress: request.socket.remoteAddress,
          authorization: request.headers.authorization,
          forwarded: isForwarded(request.headers),
        },
        ctx.config.METRICS_TOKEN,
      );
      // The not-found handler would answer with the web client's page.
      if (!allowed) throw notFound();
      const body = await opts.metrics.registry.metrics();
      return reply
        .type(opts.metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    });
  },
);
