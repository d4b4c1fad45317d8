import { and, eq } from 'drizzle-orm';
import type { LoginInput } from '@contract/auth.ts';
import type { Language } from '@contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { knownDevices, users } from '../../db/schema.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import { clearHits, removeHit, takeHit, type RateLimit } from '../../lib/rate-limit.ts';
import { findVerifiedUser, newBrowserToken, startSession } from './account-steps.ts';
import { takeIpHit } from './ip-limits.ts';
import { AUTH_MSG } from '../../domain/auth-messages.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { LOGIN_PAIR_LIMIT, loginAccountLimit, loginPairKey } from './attempt-limits.ts';
import { bindBrowser, findPendingRegistrations, offerVerificationCode } from './registration.ts';

// docs/decisions/0011-sign-in-throttling.md

const PENDING_CHECKED = 3;

export interface LoginOptions {
  input: LoginInput;
  ip: string;
  previousSessionIdHash?: string | undefined;
  deviceTokenHash?: string | undefined;
  // The account's e-mails follow the client's language from now on.
  language?: Language | undefined;
}

export type LoginResult =
  | { kind: 'signed-in'; sessionToken: string; deviceToken: string | null }
  | { kind: 'unverified'; registrationToken: string };

async function takeLoginHit(ctx: AppContext, limit: RateLimit, key: string) {
  const hit = await takeHit(ctx.db, { limit, key, now: ctx.clock.now() });
  if (!hit.ok) {
    throw tooManyRequests(AUTH_MSG.loginLocked, hit.retryAfterSeconds, limit.bucket);
  }
  return hit.hitId;
}

async function isKnownDevice(ctx: AppContext, userId: string, tokenHash: string | undefined) {
  if (!tokenHash) return false;
  const [row] = await ctx.db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, tokenHash), eq(knownDevices.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function rememberDevice(
  ctx: AppContext,
  userId: string,
  tokenHash: string | undefined,
): Promise<string | null> {
  if (await isKnownDevice(ctx, userId, tokenHash)) return null;
  const device = newBrowserToken();
  await ctx.db.insert(knownDevices).values({ tokenHash: device.tokenHash, userId });
  return device.token;
}

export async function login(ctx: AppContext, options: LoginOptions): Promise<LoginResult> {
  const { email, password } = options.input;
  // Counted before the password is checked, so parallel guesses cannot pass the limits together.
  const pairKey = loginPairKey(email, options.ip);
  const pairHit = await takeLoginHit(ctx, LOGIN_PAIR_LIMIT, pairKey);
  const hits = [pairHit];
  let user: Awaited<ReturnType<typeof findVerifiedUser>>;
  try {
    hits.push(await takeIpHit(ctx, 'login-failure', options.ip));
    user = await findVerifiedUser(ctx, email);
    if (!user || !(await isKnownDevice(ctx, user.id, options.deviceTokenHash))) {
      const accountLimit = loginAccountLimit(ctx.config.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT);
      hits.push(await takeLoginHit(ctx, accountLimit, email));
    }
  } catch (error) {
    // Refused before the password was checked: not a failed guess.
    await Promise.all(hits.map((id) => removeHit(ctx.db, id)));
    throw error;
  }
  const signedIn = async () => {
    await clearHits(ctx.db, LOGIN_PAIR_LIMIT, pairKey);
    await Promise.all(hits.slice(1).map((id) => removeHit(ctx.db, id)));
  };

  // A dummy hash when there is no account: the same work whether or not the address has one.
  const passwordFits = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    password,
  );
  if (user && passwordFits) {
    await signedIn();
    const sessionToken = await startSession(ctx, user.id, options.previousSessionIdHash);
    const deviceToken = await rememberDevice(ctx, user.id, options.deviceTokenHash);
    if (options.language && options.language !== user.language) {
      await ctx.db.update(users).set({ language: options.language }).where(eq(users.id, user.id));
    }
    return { kind: 'signed-in', sessionToken, deviceToken };
  }
  // A pending registration's password, even one of an address with an account, proves who made it.
  for (const registration of await findPendingRegistrations(ctx, email, PENDING_CHECKED)) {
    if (!(await verifyPassword(registration.passwordHash, password))) continue;
    // Still counted, or sign-ins could be repeated without end to have codes made to guess at.
    const registrationToken = await bindBrowser(ctx, registration.id);
    offerVerificationCode(ctx, { email, userId: registration.id, ip: options.ip });
    return { kind: 'unverified', registrationToken };
  }
  throw invalidLogin();
}

const invalidLogin = () => new AppError('UNAUTHORIZED', AUTH_MSG.invalidLogin);
