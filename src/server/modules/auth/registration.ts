import type { MessageCode } from '@contract/messages.ts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { AuthAnswer, EmailOnlyInput, RegisterData, VerifyOtpInput } from '@contract/auth.ts';
import type { Language } from '@contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { removeHit, takeHit } from '../../lib/rate-limit.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  assertAllowedDomain,
  findVerifiedUser,
  invalidCode,
  newBrowserToken,
  sendNewCode,
  startSession,
  takeCodeSend,
} from './account-steps.ts';
import { consumeCode } from './codes.ts';
import { sendRegisteredAgainMail } from './mail.ts';
import { AUTH_MSG } from '../../domain/auth-messages.ts';
import { hashPassword } from './passwords.ts';
import { takeIpHit } from './ip-limits.ts';
import { codeSendLimit } from './rate-limit.ts';

// Pending registrations: each registration is its own unverified row, bound to the browser that
// made it; whoever proves the mailbox decides which one becomes the account
// (docs/decisions/0010-pending-registrations.md).

const pendingOf = (email: string) => and(eq(users.email, email), eq(users.isVerified, false));

/** The pending registration of `email` that this browser's registration cookie is bound to. */
export async function findPendingForBrowser(
  ctx: AppContext,
  email: string,
  tokenHash: string | undefined,
) {
  if (!tokenHash) return undefined;
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(pendingOf(email), eq(users.registrationTokenHash, tokenHash)))
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

/** Binds a pending registration to a new browser token, which is returned for its cookie. */
export async function rebindRegistration(ctx: AppContext, userId: string) {
  const { token, tokenHash } = newBrowserToken();
  await ctx.db
    .update(users)
    .set({ registrationTokenHash: tokenHash })
    .where(and(eq(users.id, userId), eq(users.isVerified, false)));
  return token;
}

/**
 * Answers every registration alike, whether or not the address has an account (no account
 * discovery): a new pending registration gets a code, an existing account a notice. Returns the
 * token for the browser's registration cookie.
 */
export async function register(
  ctx: AppContext,
  { input, ip, language }: { input: RegisterData; ip: string; language?: Language | undefined },
): Promise<{ answer: AuthAnswer; registrationToken: string }> {
  const { email, password, ...details } = input;
  assertAllowedDomain(ctx, email);
  await takeIpHit(ctx, 'signup', ip);
  const hitId = await takeCodeSend(ctx, email, 'verify');
  // Hashed in both cases, so an existing account does not answer faster.
  const passwordHash = await hashPassword(password);
  const { token, tokenHash } = newBrowserToken();
  const answer = { ...AUTH_MSG.registered(email), requiresVerification: true };
  if (await findVerifiedUser(ctx, email)) {
    try {
      await sendRegisteredAgainMail(ctx, email);
    } catch (error) {
      await removeHit(ctx.db, hitId);
      throw error;
    }
    return { answer, registrationToken: token };
  }
  const [others] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(pendingOf(email))
    .limit(1);
  const [saved] = await ctx.db
    .insert(users)
    .values({
      email,
      ...details,
      passwordHash,
      registrationTokenHash: tokenHash,
      ...(language ? { language } : {}),
    })
    .returning({ id: users.id });
  try {
    await sendNewCode(ctx, {
      email,
      purpose: 'verify',
      userId: saved!.id,
      hitId,
      kind: others ? 'verify-again' : 'verify',
    });
  } catch (error) {
    await ctx.db.delete(users).where(eq(users.id, saved!.id));
    throw error;
  }
  return { answer, registrationToken: token };
}

/**
 * A correct code for the registration this browser holds verifies it and signs in; the other
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
  if (!(await consumeCode(ctx, { email, purpose: 'verify', userId: pending.id, code }))) {
    throw invalidCode();
  }
  // ADMIN_EMAILS bootstraps the first admins: they become admins once their e-mail is proven.
  const isAdmin = ctx.config.ADMIN_EMAILS.includes(email);
  let user: { id: string } | undefined;
  try {
    user = await inTransaction(ctx, async (tx) => {
      await tx.delete(users).where(and(pendingOf(email), ne(users.id, pending.id)));
      const [row] = await tx
        .update(users)
        .set({ isVerified: true, registrationTokenHash: null, ...(isAdmin ? { isAdmin } : {}) })
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
  const hitId = await takeCodeSend(ctx, email, 'verify');
  const pending = await findPendingForBrowser(ctx, email, options.registrationTokenHash);
  if (pending) await sendNewCode(ctx, { email, purpose: 'verify', userId: pending.id, hitId });
  return AUTH_MSG.codeResent;
}

/** An unverified sign-in gets a fresh code when the send limit allows; otherwise, silently not. */
export async function offerVerificationCode(ctx: AppContext, email: string, userId: string) {
  const hit = await takeHit(ctx.db, {
    limit: codeSendLimit('verify'),
    key: email,
    now: ctx.clock.now(),
  });
  if (!hit.ok) return;
  try {
    await sendNewCode(ctx, { email, purpose: 'verify', userId, hitId: hit.hitId });
  } catch (error) {
    // The 403 still leads to the verify screen, whose resend action reports the mail problem.
    if (!(error instanceof AppError)) throw error;
  }
}
