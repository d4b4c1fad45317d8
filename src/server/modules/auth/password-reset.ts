import type { MessageCode } from '@contract/messages.ts';
import { eq } from 'drizzle-orm';
import type { EmailOnlyInput, ResetPasswordInput } from '@contract/auth.ts';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { clearHits, clearHitsWithPrefix, takeHit } from '../../lib/rate-limit.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { findVerifiedUser, invalidCode, sendNewCode } from './account-steps.ts';
import { consumeCode, voidCodesOfAddress } from './codes.ts';
import { AUTH_MSG } from '../../domain/auth-messages.ts';
import { hashPassword } from './passwords.ts';
import { takeIpHit } from './ip-limits.ts';
import {
  LOGIN_PAIR_LIMIT,
  RESET_TRIES,
  loginAccountLimit,
  loginPairKey,
} from './attempt-limits.ts';
import { deleteUserSessions, userSessionsChanged } from '../../domain/sessions.ts';

// Answered before the account is looked up: the same answer and time whether or not it exists.
export function forgotPassword(
  ctx: AppContext,
  options: { input: EmailOnlyInput; ip: string; browserHash: string },
): Promise<MessageCode> {
  const { email } = options.input;
  return takeIpHit(ctx, 'signup', options.ip).then(() => {
    ctx.background.run('reset code', async () => {
      // A pending registration registers again instead: it is not an account yet.
      if (!(await findVerifiedUser(ctx, email))) return;
      await sendNewCode(ctx, {
        email,
        purpose: 'reset',
        browserHash: options.browserHash,
        ip: options.ip,
      });
    });
    return AUTH_MSG.resetSent;
  });
}

// Tries are counted per browser and address, so nobody else's guesses void or hold back the code.
export async function resetPassword(
  ctx: AppContext,
  options: { input: ResetPasswordInput; ip: string; browserHash: string | undefined },
): Promise<MessageCode> {
  const { email, code } = options.input;
  const triesKey = `${email} ${options.ip} ${options.browserHash ?? '-'}`;
  const hit = await takeHit(ctx.db, { limit: RESET_TRIES, key: triesKey, now: ctx.clock.now() });
  if (!hit.ok)
    throw tooManyRequests(AUTH_MSG.codeTriesLocked, hit.retryAfterSeconds, RESET_TRIES.bucket);
  const owner = { email, purpose: 'reset' as const, browserHash: options.browserHash };
  if (!(await consumeCode(ctx, { ...owner, code }))) throw invalidCode();
  await clearHits(ctx.db, RESET_TRIES, triesKey);
  const user = await findVerifiedUser(ctx, email);
  if (!user) throw invalidCode();
  const passwordHash = await hashPassword(options.input.newPassword);
  await inTransaction(ctx, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await deleteUserSessions(tx, user.id);
  });
  // Codes other browsers asked for meanwhile are of no use now, to the owner or to anyone.
  await voidCodesOfAddress(ctx.db, email, 'reset');
  await userSessionsChanged(ctx, user.id);
  // Whoever proved they own the mailbox is not kept out by someone else's failed guesses.
  const accountLimit = loginAccountLimit(ctx.config.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT);
  await clearHits(ctx.db, accountLimit, email);
  await clearHitsWithPrefix(ctx.db, LOGIN_PAIR_LIMIT, loginPairKey(email, ''));
  return AUTH_MSG.passwordReset;
}
