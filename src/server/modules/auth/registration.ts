import type { MessageCode } from '@contract/messages.ts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AuthAnswer, EmailOnlyInput, RegisterData, VerifyOtpInput } from '@contract/auth.ts';
import type { Language } from '@contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { registrationBrowsers, users } from '../../db/schema.ts';
import { isUniqueViolation, tooManyRequests } from '../../lib/errors.ts';
import { takeHit } from '../../lib/rate-limit.ts';
import { VERIFY_TRIES } from './attempt-limits.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  assertAllowedDomain,
  findVerifiedUser,
  invalidCode,
  newBrowserToken,
  sendNewCode,
  startSession,
} from './account-steps.ts';
import { queueAccountMail } from './account-mail.ts';
import { consumeCode, hasLiveCode } from './codes.ts';
import { AUTH_MSG } from '../../domain/auth-messages.ts';
import { hashPassword } from './passwords.ts';
import { takeIpHit } from './ip-limits.ts';

// Pending registrations: each registration is its own unverified row, bound to the browser that
// made it; whoever proves the mailbox decides which one becomes the account
// (docs/decisions/0010-pending-registrations.md).

const pendingOf = (email: string) => and(eq(users.email, email), eq(users.isVerified, false));

/** The pending registration of `email` that this browser's registration cookie is bound to. */
async function findPendingForBrowser(
  ctx: AppContext,
  email: string,
  tokenHash: string | undefined,
) {
  if (!tokenHash) return undefined;
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(registrationBrowsers)
    .innerJoin(users, eq(users.id, registrationBrowsers.userId))
    .where(and(pendingOf(email), eq(registrationBrowsers.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

/** The newest pending registrations of `email`, for the unverified sign-in. */
export function findPendingRegistrations(ctx: AppContext, email: string, max: number) {
  return ctx.db
    .select()
    .from(users)
    .where(pendingOf(email))
    .orderBy(desc(users.createdAt))
    .limit(max);
}

/**
 * Lets one more browser verify a pending registration (it proved the password); the browsers
 * bound before keep that right. Returns the token for the new browser's cookie.
 */
export async function bindBrowser(ctx: AppContext, userId: string) {
  const { token, tokenHash } = newBrowserToken();
  await ctx.db.insert(registrationBrowsers).values({ tokenHash, userId });
  return token;
}

/**
 * Answers every registration alike, before the address is looked at: whether it has an account,
 * a pending registration or a code sent a moment ago changes neither the answer nor its time.
 * The registration itself (or the notice to an existing account) is made after the answer.
 * Returns the token for the browser's registration cookie.
 */
export async function register(
  ctx: AppContext,
  { input, ip, language }: { input: RegisterData; ip: string; language?: Language | undefined },
): Promise<{ answer: AuthAnswer; registrationToken: string }> {
  const { email, password, ...details } = input;
  assertAllowedDomain(ctx, email);
  await takeIpHit(ctx, 'signup', ip);
  const passwordHash = await hashPassword(password);
  const { token, tokenHash } = newBrowserToken();
  ctx.background.run('registration', async () => {
    // A pending row is made whether or not the address has an account, so that a sign-in with
    // this password answers alike too (403, verify your e-mail); one of an address with an
    // account can never be verified (one verified row per e-mail), and its mail is the notice.
    const hasAccount = Boolean(await findVerifiedUser(ctx, email));
    const [others] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(pendingOf(email))
      .limit(1);
    const saved = await inTransaction(ctx, async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ email, ...details, passwordHash, ...(language ? { language } : {}) })
        .returning({ id: users.id });
      await tx.insert(registrationBrowsers).values({ tokenHash, userId: row!.id });
      return row!;
    });
    if (hasAccount) return noticeToAccount(ctx, { email, ip });
    const kind = others ? 'verify-again' : 'verify';
    await sendNewCode(ctx, { email, purpose: 'verify', userId: saved.id, ip, kind });
  });
  return {
    answer: { ...AUTH_MSG.registered(email), requiresVerification: true },
    registrationToken: token,
  };
}

/** Tells the owner of an account that someone registered (or signed in unverified) with it. */
const noticeToAccount = (ctx: AppContext, { email, ip }: { email: string; ip: string }) =>
  queueAccountMail(ctx, {
    to: email,
    ip,
    request: { kind: 'registered-again', askedAt: ctx.clock.now() },
  });

/**
 * A correct code for a registration this browser may verify verifies it and signs in; the other
 * pending registrations of the address go in the same transaction. Returns the session token.
 */
export async function verifyEmail(
  ctx: AppContext,
  options: {
    input: VerifyOtpInput;
    registrationTokenHash: string | undefined;
    previousSessionIdHash?: string | undefined;
  },
) {
  const { email, code } = options.input;
  const pending = await findPendingForBrowser(ctx, email, options.registrationTokenHash);
  if (!pending) throw invalidCode();
  // Only browsers that know the registration's password guess at its codes: they are held after
  // 10 wrong tries in 15 minutes, however many codes they have had mailed.
  const tries = await takeHit(ctx.db, {
    limit: VERIFY_TRIES,
    key: pending.id,
    now: ctx.clock.now(),
  });
  if (!tries.ok)
    throw tooManyRequests(AUTH_MSG.codeTriesLocked, tries.retryAfterSeconds, VERIFY_TRIES.bucket);
  if (!(await consumeCode(ctx, { email, purpose: 'verify', userId: pending.id, code }))) {
    throw invalidCode();
  }
  // ADMIN_EMAILS bootstraps the first admins: they become admins once their e-mail is proven.
  const isAdmin = ctx.config.ADMIN_EMAILS.includes(email);
  let user: { id: string } | undefined;
  try {
    user = await inTransaction(ctx, async (tx) => {
      await tx.delete(users).where(and(pendingOf(email), ne(users.id, pending.id)));
      await tx.delete(registrationBrowsers).where(eq(registrationBrowsers.userId, pending.id));
      const [row] = await tx
        .update(users)
        .set({ isVerified: true, ...(isAdmin ? { isAdmin } : {}) })
        .where(and(eq(users.id, pending.id), eq(users.isVerified, false)))
        .returning({ id: users.id });
      return row;
    });
  } catch (error) {
    // Another registration of this address was verified at the same moment: it won.
    if (isUniqueViolation(error)) throw invalidCode();
    throw error;
  }
  if (!user) throw invalidCode();
  return {
    userId: user.id,
    sessionToken: await startSession(ctx, user.id, options.previousSessionIdHash),
  };
}

/** The same answer whatever the e-mail; only the browser's own pending registration gets a code. */
export async function resendCode(
  ctx: AppContext,
  options: { input: EmailOnlyInput; ip: string; registrationTokenHash: string | undefined },
): Promise<MessageCode> {
  const { email } = options.input;
  await takeIpHit(ctx, 'signup', options.ip);
  ctx.background.run('resend code', async () => {
    const pending = await findPendingForBrowser(ctx, email, options.registrationTokenHash);
    if (!pending) return;
    await sendNewCode(ctx, { email, purpose: 'verify', userId: pending.id, ip: options.ip });
  });
  return AUTH_MSG.codeResent;
}

/**
 * An unverified sign-in gets a code, mailed after the answer within the mail limits, unless the
 * registration has a live one: that one is in the mailbox (or on its way) and still works in
 * every browser bound to the registration.
 */
export function offerVerificationCode(
  ctx: AppContext,
  options: { email: string; userId: string; ip: string },
) {
  ctx.background.run('verification code at sign-in', async () => {
    // The owner of an account was told at the registration; a sign-in with its password adds
    // nothing to tell.
    if (await findVerifiedUser(ctx, options.email)) return;
    const owner = { email: options.email, purpose: 'verify' as const, userId: options.userId };
    if (await hasLiveCode(ctx, owner)) return;
    await sendNewCode(ctx, { ...owner, ip: options.ip });
  });
}
