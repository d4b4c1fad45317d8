import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';
import { removeHit, takeHit } from '../../lib/rate-limit.ts';
import { issueCode, voidCode, type CodeOwner, type CodePurpose } from './codes.ts';
import { sendCodeMail, type CodeMailKind } from './mail.ts';
import { AUTH_MSG } from '../../domain/auth-messages.ts';
import { codeSendLimit } from './rate-limit.ts';
import {
  createSession,
  deleteSession,
  hashToken,
  purgeExpiredSessions,
} from '../../domain/sessions.ts';

// Steps shared by the account calls (registration, sign-in, password reset).

/** The verified account of an e-mail; pending registrations are not accounts yet. */
export async function findVerifiedUser(ctx: AppContext, email: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.isVerified, true)))
    .limit(1);
  return user;
}

export const invalidCode = () => badRequest(AUTH_MSG.invalidCode, ['code']);

export function assertAllowedDomain(ctx: AppContext, email: string) {
  const allowed = ctx.config.ALLOWED_EMAIL_DOMAINS;
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (allowed.length > 0 && !allowed.includes(domain)) {
    throw badRequest(AUTH_MSG.domainNotAllowed(allowed), ['email']);
  }
}

/** Counts an e-mail against the per-address send limit, or answers 429 saying when to retry. */
export async function takeCodeSend(ctx: AppContext, email: string, purpose: CodePurpose) {
  const hit = await takeHit(ctx.db, {
    limit: codeSendLimit(purpose),
    key: email,
    now: ctx.clock.now(),
  });
  if (!hit.ok) {
    throw tooManyRequests(AUTH_MSG.codeTooSoon, hit.retryAfterSeconds);
  }
  return hit.hitId;
}

/** Issues a new code and e-mails it; if the mail fails, the code and the counted send go back. */
export async function sendNewCode(
  ctx: AppContext,
  options: CodeOwner & { hitId: string; kind?: CodeMailKind },
) {
  const { email, hitId } = options;
  const { id, code } = await issueCode(ctx, options);
  try {
    await sendCodeMail(ctx, { to: email, kind: options.kind ?? options.purpose, code });
  } catch (error) {
    await voidCode(ctx.db, id);
    await removeHit(ctx.db, hitId);
    throw error;
  }
}

export async function startSession(
  ctx: AppContext,
  userId: string,
  previousSessionIdHash?: string,
) {
  if (previousSessionIdHash) await deleteSession(ctx, previousSessionIdHash);
  await purgeExpiredSessions(ctx);
  return createSession(ctx, userId);
}

/** A random token for a browser cookie, and the sha256 that is all the database keeps. */
export function newBrowserToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
