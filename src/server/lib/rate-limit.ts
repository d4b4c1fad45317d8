import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

// Rate limits kept in the database (table rate_limit_hits), so every server behind a load
// balancer counts the same events (docs/decisions/0002-sessions-and-limits-in-the-database.md).

/** At most `max` events in any `windowMs`. */
interface RateRule {
  max: number;
  windowMs: number;
}

export interface RateLimit {
  bucket: string;
  rules: readonly RateRule[];
}

export type TakeResult = { ok: true; hitId: string } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one event for `key` against every rule of `limit`, or refuses it when a rule is full and
 * says how long until it would pass. Counting and recording are one step under an advisory lock
 * on (bucket, key), so concurrent requests on any server cannot slip past the limit together.
 */
export async function takeHit(
  db: Db,
  options: { limit: RateLimit; key: string; now: Date },
): Promise<TakeResult> {
  const { limit, key, now } = options;
  const longest = Math.max(...limit.rules.map((r) => r.windowMs));
  const most = Math.max(...limit.rules.map((r) => r.max));
  return db.transaction(async (tx) => {
    // Two int4 keys: a lock space apart from the single bigint key the migrations use.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${limit.bucket}), hashtext(${key}))`,
    );
    const where = and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key));
    // Old events no longer count for any rule: dropped here so the table stays small.
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
        waitMs = Math.max(
          waitMs,
          oldestCounted.createdAt.getTime() + rule.windowMs - now.getTime(),
        );
      }
    }
    if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    const [hit] = await tx
      .insert(rateLimitHits)
      .values({ bucket: limit.bucket, key, createdAt: now })
      .returning({ id: rateLimitHits.id });
    return { ok: true, hitId: hit!.id };
  });
}

/** Takes back one event (the action it counted did not happen). */
export async function removeHit(db: Db, hitId: string) {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, hitId));
}

/** Forgets every event of `key` (e.g. failed logins after a successful one). */
export async function clearHits(db: Db, limit: RateLimit, key: string) {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, key)));
}

/** Forgets every event whose key starts with `prefix` (e.g. one e-mail from every address). */
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
