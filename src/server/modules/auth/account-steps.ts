import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { queueAccountMail } from './account-mail.ts';
import type { CodeOwner } from './codes.ts';
import type { CodeMailKind } from './mail.ts';
import { AUTH_MSG } from '../../domain/auth-messages.ts';
import {
  createSession,
  deleteSession,
  hashToken,
  purgeExpiredSessions,
} from '../../domain/sessions.ts';

// Pending registrations are not accounts yet.
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

// Made and mailed after the answer within the mailbox's pace (account-mail.ts).
export async function sendNewCode(
  ctx: AppContext,
  options: CodeOwner & { ip: string; kind?: CodeMailKind },
) {
  const { ip, kind, ...owner } = options;
  await queueAccountMail(ctx, {
    to: owner.email,
    ip,
    request: { kind: kind ?? owner.purpose, owner, askedAt: ctx.clock.now() },
  });
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

// The sha256 is all the database keeps.
export function newBrowserToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
