import type { AppContext } from '../../context.ts';
import { HOUR, MINUTE } from '../../lib/clock.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { takeHit, type RateLimit } from '../../lib/rate-limit.ts';

// Per-IP limits beside the per-account ones, kept in the database so every
// server counts alike. Failed sign-ins per IP stop credential stuffing across many accounts;
// registrations and code requests per IP stop mail bombing from one address. Both are
// configurable and generous by default, since a campus network may share one public address.

export type IpLimitKind = 'login-failure' | 'signup';

function ipLimit(ctx: AppContext, kind: IpLimitKind): RateLimit {
  return kind === 'login-failure'
    ? {
        bucket: 'ip:login-failure',
        rules: [{ max: ctx.config.RATE_LIMIT_LOGIN_FAILURES_PER_IP, windowMs: 15 * MINUTE }],
      }
    : {
        bucket: 'ip:signup',
        rules: [{ max: ctx.config.RATE_LIMIT_SIGNUPS_PER_IP, windowMs: HOUR }],
      };
}

/** Counts one request from `ip`, or answers 429 with when to retry; returns the hit's id. */
export async function takeIpHit(ctx: AppContext, kind: IpLimitKind, ip: string): Promise<string> {
  const limit = ipLimit(ctx, kind);
  const hit = await takeHit(ctx.db, { limit, key: ip, now: ctx.clock.now() });
  if (!hit.ok) {
    throw tooManyRequests('auth.networkLimited', hit.retryAfterSeconds, limit.bucket);
  }
  return hit.hitId;
}
