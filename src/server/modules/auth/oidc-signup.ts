import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { OidcCompleteInput } from '@contract/auth.ts';
import type { Language } from '@contract/profile.ts';
import type { AppContext } from '../../context.ts';
import { oidcSignups, users } from '../../db/schema.ts';
import { message } from '@contract/messages.ts';
import { forbidden, isUniqueViolation } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { joinCoursesOnVerify } from '../../domain/courses.ts';
import { hashToken } from '../../domain/sessions.ts';
import { startSession } from './account-steps.ts';
import { hashPassword } from './passwords.ts';

// docs/rules/accounts.md, "University sign-in": the account is made only once the student has
// given what the provider does not know.

const expired = (ctx: AppContext) =>
  forbidden(message('auth.oidcSignupExpired', { name: ctx.config.OIDC_NAME }));

async function findSignup(ctx: AppContext, token: string | undefined) {
  if (!token) return undefined;
  const [row] = await ctx.db
    .select()
    .from(oidcSignups)
    .where(
      and(eq(oidcSignups.tokenHash, hashToken(token)), gt(oidcSignups.expiresAt, ctx.clock.now())),
    )
    .limit(1);
  return row;
}

export async function readSignup(ctx: AppContext, token: string | undefined) {
  const signup = await findSignup(ctx, token);
  if (!signup) throw expired(ctx);
  return { email: signup.email, name: signup.name };
}

/** "Back to sign in": the sign-up ends here, so the next person at this browser cannot finish it. */
export async function abandonSignup(ctx: AppContext, token: string | undefined) {
  if (token) await ctx.db.delete(oidcSignups).where(eq(oidcSignups.tokenHash, hashToken(token)));
  return message('auth.oidcSignupExpired', { name: ctx.config.OIDC_NAME });
}

export async function completeSignup(
  ctx: AppContext,
  options: {
    input: OidcCompleteInput;
    token: string | undefined;
    previousSessionIdHash: string | undefined;
    language?: Language | undefined;
  },
) {
  const signup = await findSignup(ctx, options.token);
  if (!signup) throw expired(ctx);
  const isAdmin = ctx.config.ADMIN_EMAILS.includes(signup.email);
  // Such an account signs in through the provider; a password reset by e-mail can give it one.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  let userId: string | undefined;
  try {
    userId = await inTransaction(ctx, async (tx) => {
      const [used] = await tx
        .delete(oidcSignups)
        .where(eq(oidcSignups.tokenHash, signup.tokenHash))
        .returning({ tokenHash: oidcSignups.tokenHash });
      if (!used) return undefined;
      const [row] = await tx
        .insert(users)
        .values({
          email: signup.email,
          name: signup.name,
          ...options.input,
          passwordHash,
          isVerified: true,
          isAdmin,
          oidcIssuer: signup.issuer,
          oidcSubject: signup.subject,
          ...(options.language ? { language: options.language } : {}),
        })
        .returning({ id: users.id });
      await joinCoursesOnVerify(tx, { id: row!.id, email: signup.email });
      return row!.id;
    });
  } catch (error) {
    // The e-mail or the identity got an account meanwhile (a second tab): it signs in from now on.
    if (isUniqueViolation(error)) throw expired(ctx);
    throw error;
  }
  if (!userId) throw expired(ctx);
  return {
    userId,
    sessionToken: await startSession(ctx, userId, options.previousSessionIdHash),
    next: signup.nextPath,
  };
}
