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
import { joinCoursesOnVerify } from '../../domain/courses.ts';

// docs/rules/accounts.md, docs/decisions/0010-pending-registrations.md

const pendingOf = (email: string) => and(eq(users.email, email), eq(users.isVerified, false));

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

export function findPendingRegistrations(ctx: AppContext, email: string, max: number) {
  return ctx.db
    .select()
    .from(users)
    .where(pendingOf(email))
    .orderBy(desc(users.createdAt))
    .limit(max);
}

export async function bindBrowser(ctx: AppContext, userId: string) {
  const { token, tokenHash } = newBrowserToken();
  await ctx.db.insert(registrationBrowsers).values({ tokenHash, userId });
  return token;
}

// Answered before the address is looked at (docs/rules/accounts.md, What an answer may not tell).
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
    // Made even for an address with an account, so a sign-in with this password answers alike.
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

const noticeToAccount = (ctx: AppContext, { email, ip }: { email: string; ip: string }) =>
  queueAccountMail(ctx, {
    to: email,
    ip,
    request: { kind: 'registered-again', askedAt: ctx.clock.now() },
  });

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
  // Counted per registration: only browsers that know its password guess at its codes.
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
  // ADMIN_EMAILS bootstraps the first admins once their e-mail is proven.
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
      if (row) await joinCoursesOnVerify(tx, { id: row.id, email });
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

// The same answer whatever the e-mail.
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

export function offerVerificationCode(
  ctx: AppContext,
  options: { email: string; userId: string; ip: string },
) {
  ctx.background.run('verification code at sign-in', async () => {
    // The owner of an account was told at the registration.
    if (await findVerifiedUser(ctx, options.email)) return;
    const owner = { email: options.email, purpose: 'verify' as const, userId: options.userId };
    if (await hasLiveCode(ctx, owner)) return;
    await sendNewCode(ctx, { ...owner, ip: options.ip });
  });
}
