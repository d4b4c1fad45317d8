import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// docs/operations.md: behind nginx on this host every visitor's request arrives from loopback.

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export const isForwarded = (headers: IncomingHttpHeaders) =>
  FORWARDING_HEADERS.some((name) => headers[name] !== undefined);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.has(address);
}

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
    forwarded: boolean;
  },
  token: string | undefined,
): boolean {
  const local = isLoopbackAddress(request.socketAddress) && !request.forwarded;
  return local || hasMetricsToken(request.authorization, token);
}
