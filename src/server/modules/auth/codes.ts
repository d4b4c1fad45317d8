import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES } from '@contract/limits.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { otpCodes } from '../../db/schema.ts';
import { MINUTE, addMs } from '../../lib/clock.ts';

// docs/rules/accounts.md (One-time codes)

export type CodePurpose = 'verify' | 'reset';

const CODE_SPACE = 10 ** CODE_LENGTH;

function generateCode(): string {
  return randomInt(0, CODE_SPACE).toString().padStart(CODE_LENGTH, '0');
}

// Salted with the row id (unique per code), so equal codes never share a stored hash.
const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

// Guesses from anyone but the owner never count against a code.
export interface CodeOwner {
  email: string;
  purpose: CodePurpose;
  userId?: string | undefined;
  browserHash?: string | undefined;
}

const ownedBy = ({ email, purpose, userId, browserHash }: CodeOwner) =>
  and(
    eq(otpCodes.email, email),
    eq(otpCodes.purpose, purpose),
    userId ? eq(otpCodes.userId, userId) : undefined,
    // No browser (no cookie) owns no reset code: '' is never a sha256.
    purpose === 'reset' ? eq(otpCodes.browserHash, browserHash ?? '') : undefined,
  );

export async function issueCode(
  ctx: AppContext,
  options: CodeOwner,
): Promise<{ id: string; code: string }> {
  const { email, purpose } = options;
  const id = randomUUID();
  const code = generateCode();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ isUsed: true })
      .where(and(ownedBy(options), eq(otpCodes.isUsed, false)));
    await tx.insert(otpCodes).values({
      id,
      email,
      purpose,
      userId: options.userId ?? null,
      browserHash: options.browserHash ?? null,
      codeHash: hashCode(id, code),
      expiresAt: addMs(now, CODE_TTL_MINUTES * MINUTE),
      createdAt: now,
    });
  });
  return { id, code };
}

export async function voidCodes(db: Db, ids: string[]) {
  if (ids.length > 0)
    await db.update(otpCodes).set({ isUsed: true }).where(inArray(otpCodes.id, ids));
}

// A reset done voids other browsers' codes too.
export async function voidCodesOfAddress(db: Db, email: string, purpose: CodePurpose) {
  await db
    .update(otpCodes)
    .set({ isUsed: true })
    .where(
      and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose), eq(otpCodes.isUsed, false)),
    );
}

const liveNow = (ctx: AppContext) =>
  and(
    eq(otpCodes.isUsed, false),
    gt(otpCodes.expiresAt, ctx.clock.now()),
    lt(otpCodes.attempts, CODE_MAX_ATTEMPTS),
  );

export async function hasLiveCode(ctx: AppContext, owner: CodeOwner) {
  const [row] = await ctx.db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(ownedBy(owner), liveNow(ctx)))
    .limit(1);
  return Boolean(row);
}

// The try is counted in the statement that finds the code: an address with a code answers as fast
// as one without, and concurrent guesses cannot pass the limit. Outside a caller's transaction, so
// a wrong try stays counted.
export async function consumeCode(
  ctx: AppContext,
  options: CodeOwner & { code: string },
): Promise<boolean> {
  const live = liveNow(ctx);
  const newest = ctx.db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(ownedBy(options), live))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
    .for('update');
  const [row] = await ctx.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(inArray(otpCodes.id, newest))
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(row.id, options.code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const used = await ctx.db
    .update(otpCodes)
    .set({ isUsed: true })
    .where(and(eq(otpCodes.id, row.id), eq(otpCodes.isUsed, false)))
    .returning({ id: otpCodes.id });
  return used.length === 1;
}
