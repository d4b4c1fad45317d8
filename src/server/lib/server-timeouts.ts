import { MINUTE } from './clock.ts';

// docs/rules/limits.md, "Slow clients"

export interface ServerTimeouts {
  headersMs: number;
  /** The answer is not timed. */
  requestMs: number;
  keepAliveMs: number;
  /** A long-lived answer such as an event stream must write more often than this. */
  idleSocketMs: number;
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  // Above nginx's keepalive_timeout (4 s), so nginx closes an idle connection (docs/operations.md).
  keepAliveMs: 5_000,
  idleSocketMs: MINUTE,
  checkEveryMs: 1_000,
};

export function serverTimeoutOptions(timeouts: ServerTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleSocketMs,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  };
}
