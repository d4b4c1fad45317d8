import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Background } from './lib/background.ts';
import type { Clock } from './lib/clock.ts';
import type { Mailer } from './lib/mailer.ts';
import type { LiveStreams } from './domain/live-streams.ts';
import type { SessionCache } from './domain/session-cache.ts';

/** What every service needs, built once per app and passed in an options object. */
export interface AppContext {
  config: Config;
  db: Db;
  engine: 'pglite' | 'postgres';
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  sessionCache: SessionCache;
  /** This server's open event streams, by user. */
  liveStreams: LiveStreams;
  /** Work that runs after the answer (account e-mails). */
  background: Background;
  /** Set when the server starts to stop: /readyz fails first, so a balancer sends no more. */
  lifecycle: { draining: boolean };
}
