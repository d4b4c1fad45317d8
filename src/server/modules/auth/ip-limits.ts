import type { AppContext } from '../../context.ts';
import { HOUR, MINUTE } from '../../lib/clock.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { takeHit, type RateLimit } from '../../lib/rate-limit.ts';

// In the database, so every server counts alike; generous, as a campus may share one address.

export type IpLimitKind = 'login-failure' | 'signup' | 'oidc-start';

function ipLimit(ctx: AppContext, kind: IpLimitKind): RateLimit {
  return kind === 'login-failure'
    ? {
        bucket: 'ip:login-failure',
        rules: [{ max: ctx.config.RATE_LIMIT_LOGIN_FAILURES_PER_IP, windowMs: 15 * MINUTE }],
      }
    : {
        // A university sign-in started is a row kept 10 minutes and a token request to the provider.
        bucket: kind === 'oidc-start' ? 'ip:oidc-start' : 'ip:signup',
        rules: [{ max: ctx.config.RATE_LIMIT_SIGNUPS_PER_IP, windowMs: HOUR }],
      };
}

export async function takeIpHit(ctx: AppContext, kind: IpLimitKind, ip: string): Promise<string> {
  const limit = ipLimit(ctx, kind);
  const hit = await takeHit(ctx.db, { limit, key: ip, now: ctx.clock.now() });
  if (!hit.ok) {
    throw tooManyRequests('auth.networkLimited', hit.retryAfterSeconds, limit.bucket);
  }
  return hit.hitId;
}
