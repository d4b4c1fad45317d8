import { createHash, timingSafeEqual } from 'node:crypto';

// Who may read /metrics (docs/operations.md): this machine, by the socket's own address (never
// a forwarded header, which any caller can write), or a scraper holding METRICS_TOKEN. A request
// a proxy forwarded is not this machine's own, though its socket is: behind nginx on the same
// host every visitor's request arrives from loopback.

/** The headers a proxy adds to name the client it relays for. */
export const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The TCP peer is this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.has(address);
}

/** `Authorization: Bearer <token>` names the configured token, compared in constant time. */
export function hasMetricsToken(authorization: string | undefined, token: string | undefined) {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  // Equal-length digests, so neither the comparison nor its length check leaks the token.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}

export function mayReadMetrics(
  request: {
    socketAddress: string | undefined;
    authorization: string | undefined;
    /** The request names a client a proxy forwarded it for (one of FORWARDING_HEADERS). */
    forwarded: boolean;
  },
  token: string | undefined,
): boolean {
  const local = isLoopbackAddress(request.socketAddress) && !request.forwarded;
  return local || hasMetricsToken(request.authorization, token);
}
