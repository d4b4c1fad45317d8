import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

// docs/decisions/0002-sessions-and-limits-in-the-database.md

interface RateRule {
  max: number;
  windowMs: number;
}

export interface RateLimit {
  bucket: string;
  rules: readonly RateRule[];
}

export type TakeResult = { ok: true; hitId: string } | { ok: false; retryAfterSeconds: number };

/** An advisory lock on (bucket, key), so concurrent requests on any server cannot slip past. */
export async function takeHit(
  db: Db,
  options: { limit: RateLimit; key: string; now: Date },
): Promise<TakeResult> {
  return db.transaction((tx) => countHit(tx, options));
}

/** Recorded only if the caller's transaction commits: an action refused later is not counted. */
export async function countHit(
  tx: Tx,
  options: { limit: RateLimit; key: string; now: Date },
): Promise<TakeResult> {
  const { limit, key, now } = options;
  const longest = Math.max(...limit.rules.map((r) => r.windowMs));
  const most = Math.max(...limit.rules.map((r) => r.max));
  // Two int4 keys: a lock space apart from the single bigint key the migrations use.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${limit.bucket}), hashtext(${key}))`);
  const where = and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key));
  await tx
    .delete(rateLimitHits)
    .where(and(where, lte(rateLimitHits.createdAt, new Date(now.getTime() - longest))));
  const recent = await tx
    .select({ createdAt: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(and(where, gt(rateLimitHits.createdAt, new Date(now.getTime() - longest))))
    .orderBy(desc(rateLimitHits.createdAt))
    .limit(most);
  let waitMs = 0;
  for (const rule of limit.rules) {
    const inWindow = recent.filter((h) => now.getTime() - h.createdAt.getTime() < rule.windowMs);
    const oldestCounted = inWindow[rule.max - 1];
    if (oldestCounted) {
      waitMs = Math.max(waitMs, oldestCounted.createdAt.getTime() + rule.windowMs - now.getTime());
    }
  }
  if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  const [hit] = await tx
    .insert(rateLimitHits)
    .values({ bucket: limit.bucket, key, createdAt: now })
    .returning({ id: rateLimitHits.id });
  return { ok: true, hitId: hit!.id };
}

export async function removeHit(db: Db, hitId: string) {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, hitId));
}

export async function clearHits(db: Db, limit: RateLimit, key: string) {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key)));
}

export async function clearHitsWithPrefix(db: Db, limit: RateLimit, prefix: string) {
  await db
    .delete(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, limit.bucket),
        sql`left(${rateLimitHits.key}, ${prefix.length}) = ${prefix}`,
      ),
    );
}
