import type { MessageCode } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import type { EmailOnlyInput, ResetPasswordInput } from '@contract/auth.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { clearHits, clearHitsWithPrefix } from '../../lib/rate-limit.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findVerifiedUser, invalidCode, sendNewCode, takeCodeSend } from './account-steps.ts';
import { consumeCode } from './codes.ts';
import { AUTH_MSG } from '../../domain/auth-messages.ts';
import { hashPassword } from './passwords.ts';
import { takeIpHit } from './ip-limits.ts';
import { LOGIN_PAIR_LIMIT, loginAccountLimit, loginPairKey } from './rate-limit.ts';
import { deleteSession, deleteUserSessions, userSessionsChanged } from '../../domain/sessions.ts';

// Password reset and sign-out. Registration is in registration.ts, sign-in in login.ts.

/** The same answer whether or not the account exists; only verified accounts get a code. */
export async function forgotPassword(
  ctx: AppContext,
  { input: { email }, ip }: { input: EmailOnlyInput; ip: string },
): Promise<MessageCode> {
  await takeIpHit(ctx, 'signup', ip);
  const hitId = await takeCodeSend(ctx, email, 'reset');
  // A pending registration registers again instead: it is not an account yet.
  if (await findVerifiedUser(ctx, email)) {
    await sendNewCode(ctx, { email, purpose: 'reset', hitId });
  }
  return AUTH_MSG.resetSent;
}

/** Sets the new password and ends every session of the user; does not sign in. */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordInput,
): Promise<MessageCode> {
  const { email, code } = input;
  const user = await findVerifiedUser(ctx, email);
  if (!user) throw invalidCode();
  if (!(await consumeCode(ctx, { email, purpose: 'reset', code }))) throw invalidCode();
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(ctx, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id);
  });
  await userSessionsChanged(ctx, user.id);
  // Whoever proved they own the mailbox is not kept out by someone else's failed guesses.
  const accountLimit = loginAccountLimit(ctx.config.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT);
  await clearHits(ctx.db, accountLimit, email);
  await clearHitsWithPrefix(ctx.db, LOGIN_PAIR_LIMIT, loginPairKey(email, ''));
  return AUTH_MSG.passwordReset;
}

export async function logout(ctx: AppContext, sessionIdHash: string | undefined) {
  if (sessionIdHash) await deleteSession(ctx, sessionIdHash);
  return AUTH_MSG.loggedOut;
}
