import { MINUTE } from './clock.ts';

// How long a client may take: a slow client is cut within seconds instead of holding a socket
// (docs/rules/limits.md, "Slow clients").

export interface ServerTimeouts {
  /** From the first byte of a request to the end of its headers. */
  headersMs: number;
  /** From the first byte of a request to the end of its body; the answer is not timed. */
  requestMs: number;
  /** An idle kept-alive connection between two requests. */
  keepAliveMs: number;
  /**
   * A socket that neither sends nor takes a byte (a reader that stopped reading, say); a
   * long-lived answer such as an event stream must write more often than this.
   */
  idleSocketMs: number;
  /** How often Node looks for requests over their time: the overrun is at most this. */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  // Below nginx's own upstream keep-alive, if it keeps connections (docs/rules/limits.md).
  keepAliveMs: 5_000,
  idleSocketMs: MINUTE,
  checkEveryMs: 1_000,
};

/** The Fastify and Node server options that enforce the timeouts. */
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
