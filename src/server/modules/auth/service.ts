import { eq } from 'drizzle-orm';
import type {
  AuthAnswer,
  EmailOnlyInput,
  LoginInput,
  RegisterData,
  ResetPasswordInput,
  VerifyOtpInput,
} from '../../../contract/auth.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/errors.ts';
import { clearHits, removeHit, takeHit } from '../../lib/rate-limit.ts';
import { consumeCode, issueCode, voidCode, type CodePurpose } from './codes.ts';
import { sendCodeMail } from './mail.ts';
import { AUTH_MSG } from './messages.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { takeIpHit } from './ip-limits.ts';
import { LOGIN_FAILURE_LIMIT, codeSendLimit } from './rate-limit.ts';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  purgeExpiredSessions,
} from './sessions.ts';

// The account rules of issue 2 ("Accounts"); spec section 7, /api/auth rows.

/** Sign-ins carry the browser's current session, if any: it is replaced by a new id. */
interface SignIn<T> {
  input: T;
  previousSessionIdHash?: string | undefined;
  /** The client's address, for the per-IP limits (issue 6). */
  ip: string;
}

/** A request that sends mail carries the client's address for the per-IP limit. */
interface FromIp<T> {
  input: T;
  ip: string;
}

async function findUserByEmail(ctx: AppContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

const invalidCode = () => badRequest(AUTH_MSG.invalidCode, { code: AUTH_MSG.invalidCode });

function assertAllowedDomain(ctx: AppContext, email: string) {
  const allowed = ctx.config.ALLOWED_EMAIL_DOMAINS;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (allowed.length > 0 && !allowed.includes(domain)) {
    const message = AUTH_MSG.domainNotAllowed(allowed);
    throw badRequest(message, { email: message });
  }
}

/** Counts a code e-mail against the per-address limit, or answers 429 saying when to retry. */
async function takeCodeSend(ctx: AppContext, email: string, purpose: CodePurpose) {
  const hit = await takeHit(ctx.db, {
    limit: codeSendLimit(purpose),
    key: email,
    now: ctx.clock.now(),
  });
  if (!hit.ok) {
    throw tooManyRequests(AUTH_MSG.codeTooSoon(hit.retryAfterSeconds), hit.retryAfterSeconds);
  }
  return hit.hitId;
}

/** Issues a new code and e-mails it; if the mail fails, the code and the counted send go back. */
async function sendNewCode(
  ctx: AppContext,
  options: { email: string; purpose: CodePurpose; hitId: string },
) {
  const { email, purpose, hitId } = options;
  const { id, code } = await issueCode(ctx, { email, purpose });
  try {
    await sendCodeMail(ctx, { to: email, purpose, code });
  } catch (error) {
    await voidCode(ctx.db, id);
    await removeHit(ctx.db, hitId);
    throw error;
  }
}

async function startSession(ctx: AppContext, userId: string, previousSessionIdHash?: string) {
  if (previousSessionIdHash) await deleteSession(ctx, previousSessionIdHash);
  await purgeExpiredSessions(ctx);
  return createSession(ctx, userId);
}

export async function register(
  ctx: AppContext,
  { input, ip }: FromIp<RegisterData>,
): Promise<AuthAnswer> {
  const { email, password, ...details } = input;
  assertAllowedDomain(ctx, email);
  await takeIpHit(ctx, 'signup', ip);
  if ((await findUserByEmail(ctx, email))?.isVerified) throw conflict(AUTH_MSG.emailTaken);
  const hitId = await takeCodeSend(ctx, email, 'verify');
  const fields = { ...details, passwordHash: await hashPassword(password) };
  // Registering again before verifying replaces every pending detail, password included.
  const saved = await ctx.db
    .insert(users)
    .values({ email, ...fields })
    .onConflictDoUpdate({ target: users.email, set: fields, setWhere: eq(users.isVerified, false) })
    .returning({ id: users.id });
  if (saved.length === 0) {
    await removeHit(ctx.db, hitId);
    throw conflict(AUTH_MSG.emailTaken);
  }
  await sendNewCode(ctx, { email, purpose: 'verify', hitId });
  return { message: AUTH_MSG.registered(email), requiresVerification: true };
}

/** A correct code verifies the account and signs in; returns the new session's cookie value. */
export async function verifyEmail(ctx: AppContext, options: SignIn<VerifyOtpInput>) {
  const { email, code } = options.input;
  if (!(await consumeCode(ctx, { email, purpose: 'verify', code }))) throw invalidCode();
  // ADMIN_EMAILS bootstraps the first admins: they become admins once their e-mail is proven.
  const isAdmin = ctx.config.ADMIN_EMAILS.includes(email);
  const [user] = await ctx.db
    .update(users)
    .set({ isVerified: true, ...(isAdmin ? { isAdmin } : {}) })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!user) throw invalidCode();
  return startSession(ctx, user.id, options.previousSessionIdHash);
}

/** The same answer whether or not the e-mail waits for verification (no account discovery). */
export async function resendCode(
  ctx: AppContext,
  { input: { email }, ip }: FromIp<EmailOnlyInput>,
): Promise<string> {
  await takeIpHit(ctx, 'signup', ip);
  const hitId = await takeCodeSend(ctx, email, 'verify');
  const user = await findUserByEmail(ctx, email);
  if (user && !user.isVerified) await sendNewCode(ctx, { email, purpose: 'verify', hitId });
  return AUTH_MSG.codeResent;
}

/** An unverified login gets a fresh code when the send limit allows; otherwise, silently not. */
async function offerVerificationCode(ctx: AppContext, email: string) {
  const hit = await takeHit(ctx.db, {
    limit: codeSendLimit('verify'),
    key: email,
    now: ctx.clock.now(),
  });
  if (!hit.ok) return;
  try {
    await sendNewCode(ctx, { email, purpose: 'verify', hitId: hit.hitId });
  } catch (error) {
    // The 403 still leads to the verify screen, whose resend action reports the mail problem.
    if (!(error instanceof AppError)) throw error;
  }
}

/** Checks the credentials and returns a new session's cookie value. */
export async function login(ctx: AppContext, options: SignIn<LoginInput>): Promise<string> {
  const { email, password } = options.input;
  // Every attempt is counted before the password is checked, so parallel guesses cannot pass
  // the limit together; a right password takes the count back.
  const attempt = await takeHit(ctx.db, {
    limit: LOGIN_FAILURE_LIMIT,
    key: email,
    now: ctx.clock.now(),
  });
  if (!attempt.ok) {
    throw tooManyRequests(
      AUTH_MSG.loginLocked(attempt.retryAfterSeconds),
      attempt.retryAfterSeconds,
    );
  }
  // Counted as a failure from this address until the password proves right.
  const ipHit = await takeIpHit(ctx, 'login-failure', options.ip);
  const user = await findUserByEmail(ctx, email);
  // An unknown e-mail is checked against a dummy hash: both failures take about as long.
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', AUTH_MSG.invalidLogin);
  await clearHits(ctx.db, LOGIN_FAILURE_LIMIT, email);
  await removeHit(ctx.db, ipHit);
  if (!user.isVerified) {
    await offerVerificationCode(ctx, email);
    throw new AppError('FORBIDDEN', AUTH_MSG.unverified, { requiresVerification: true });
  }
  return startSession(ctx, user.id, options.previousSessionIdHash);
}

/** The same answer whether or not the account exists; only verified accounts get a code. */
export async function forgotPassword(
  ctx: AppContext,
  { input: { email }, ip }: FromIp<EmailOnlyInput>,
): Promise<string> {
  await takeIpHit(ctx, 'signup', ip);
  const hitId = await takeCodeSend(ctx, email, 'reset');
  const user = await findUserByEmail(ctx, email);
  // An unverified account registers again instead: resetting would adopt details someone else
  // may have typed for this address.
  if (user?.isVerified) await sendNewCode(ctx, { email, purpose: 'reset', hitId });
  return AUTH_MSG.resetSent;
}

/** Sets the new password and ends every session of the user; does not sign in. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<string> {
  const { email, code } = input;
  if (!(await consumeCode(ctx, { email, purpose: 'reset', code }))) throw invalidCode();
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    if (!user) throw invalidCode();
    await deleteUserSessions(tx, user.id);
  });
  // Whoever proved they own the mailbox is not kept out by someone else's failed guesses.
  await clearHits(ctx.db, LOGIN_FAILURE_LIMIT, email);
  return AUTH_MSG.passwordReset;
}

export async function logout(ctx: AppContext, sessionIdHash: string | undefined) {
  if (sessionIdHash) await deleteSession(ctx, sessionIdHash);
  return AUTH_MSG.loggedOut;
}
