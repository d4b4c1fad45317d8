import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '@contract/limits.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';
import { MINUTE, addMs } from '../../lib/clock.ts';

// One-time codes: 6 digits from a CSPRNG, stored hashed, valid 10 minutes,
// single use, bound to a purpose, void after 5 wrong tries; a new code voids the older ones.

export type CodePurpose = 'verify' | 'reset';

const CODE_SPACE = 10 ** CODE_LENGTH;

export function generateCode(): string {
  return randomInt(0, CODE_SPACE).toString().padStart(CODE_LENGTH, '0');
}

// Salted with the row id (unique per code), so equal codes never share a stored hash.
const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

/**
 * Which codes a code is judged among: a reset code belongs to the e-mail, a verification code to
 * one pending registration (docs/decisions/0010-pending-registrations.md).
 */
export interface CodeOwner {
  email: string;
  purpose: CodePurpose;
  userId?: string | undefined;
}

const ownedBy = ({ email, purpose, userId }: CodeOwner) =>
  and(
    eq(otpCodes.email, email),
    eq(otpCodes.purpose, purpose),
    userId ? eq(otpCodes.userId, userId) : undefined,
  );

/** Stores a new code for its owner, voids the owner's live ones, and returns the code and row. */
export async function issueCode(
  ctx: AppContext,
  options: CodeOwner,
  db: Db = ctx.db,
): Promise<{ id: string; code: string }> {
  const { email, purpose } = options;
  const id = randomUUID();
  const code = generateCode();
  const now = ctx.clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ isUsed: true })
      .where(and(ownedBy(options), eq(otpCodes.isUsed, false)));
    await tx.insert(otpCodes).values({
      id,
      email,
      purpose,
      userId: options.userId ?? null,
      codeHash: hashCode(id, code),
      expiresAt: addMs(now, CODE_TTL_MINUTES * MINUTE),
      createdAt: now,
    });
  });
  return { id, code };
}

/** Voids one code (its e-mail could not be sent). */
export async function voidCode(db: Db, id: string) {
  await db.update(otpCodes).set({ isUsed: true }).where(eq(otpCodes.id, id));
}

/**
 * Checks `code` against the newest live code of its owner and uses it up when it matches.
 * Every try counts (one atomic update), so concurrent guesses cannot exceed the allowed tries.
 * Not run inside a caller's transaction: a wrong try must stay counted.
 */
export async function consumeCode(
  ctx: AppContext,
  options: CodeOwner & { code: string },
): Promise<boolean> {
  const now = ctx.clock.now();
  const live = and(
    eq(otpCodes.isUsed, false),
    gt(otpCodes.expiresAt, now),
    lt(otpCodes.attempts, CODE_MAX_ATTEMPTS),
  );
  const [row] = await ctx.db
    .select({ id: otpCodes.id, codeHash: otpCodes.codeHash })
    .from(otpCodes)
    .where(and(ownedBy(options), live))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(row.id, options.code), 'hex');
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  const updated = await ctx.db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      ...(matches ? { isUsed: true } : {}),
    })
    .where(and(eq(otpCodes.id, row.id), live))
    .returning({ id: otpCodes.id });
  return matches && updated.length === 1;
}
