import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { sessions, users, type UserRow } from '../db/schema.ts';
import { DAY, MINUTE, addMs } from '../lib/clock.ts';
import { AUTH_CHANNEL } from './session-cache.ts';

// docs/decisions/0002-sessions-and-limits-in-the-database.md
const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
// So reads do not write on every request.
const TOUCH_EVERY_MS = MINUTE;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new id at every sign-in. */
export async function createSession(ctx: AppContext, userId: string, db: Db = ctx.db) {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: addMs(now, SESSION_ABSOLUTE_MS),
  });
  return token;
}

// Every /api request runs this lookup (src/server/db/prepared.ts).
export const sessionUserStatement = preparedFor((db) =>
  db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

export const sessionLookupValues = (idHash: string, now: Date) => ({
  idHash,
  now: now.toISOString(),
  idleSince: addMs(now, -SESSION_IDLE_MS).toISOString(),
});

/** Cached or not (./session-cache.ts), the expiry rules are checked. */
export async function findSessionUser(
  ctx: AppContext,
  token: string,
): Promise<{ user: UserRow; sessionIdHash: string; endsAt: Date } | null> {
  const idHash = hashToken(token);
  const now = ctx.clock.now();
  let session = ctx.sessionCache.get(idHash);
  if (!session) {
    const generation = ctx.sessionCache.generation;
    const rows = await sessionUserStatement(ctx.db).execute(sessionLookupValues(idHash, now));
    session = rows[0];
    if (!session) return null;
    ctx.sessionCache.set(idHash, session, generation);
  }
  if (session.expiresAt <= now || now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_MS) {
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    session.lastSeenAt = now;
    await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  const idleEnd = addMs(session.lastSeenAt, SESSION_IDLE_MS);
  const endsAt = idleEnd < session.expiresAt ? idleEnd : session.expiresAt;
  return { user: session.user, sessionIdHash: idHash, endsAt };
}

export async function liveSessionHashes(ctx: AppContext, idHashes: string[]) {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ idHash: sessions.idHash, isAdmin: users.isAdmin })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.idHash, idHashes),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, addMs(now, -SESSION_IDLE_MS)),
      ),
    );
  return new Map(rows.map((r) => [r.idHash, r.isAdmin]));
}

export async function deleteSession(ctx: AppContext, idHash: string) {
  await ctx.db.delete(sessions).where(eq(sessions.idHash, idHash));
  ctx.sessionCache.forgetSession(idHash);
  await othersHaveHeard(ctx);
}

/** Answers once every server has heard the database's notice (docs/decisions/0015). */
export async function userSessionsChanged(ctx: AppContext, userId: string) {
  ctx.sessionCache.forgetUser(userId);
  await othersHaveHeard(ctx);
}

async function othersHaveHeard(ctx: AppContext) {
  // The embedded engine has no other server, and tells this one before the commit returns.
  if (ctx.engine === 'pglite' || !ctx.sessionCache.live) return;
  const sync = ctx.sessionCache.syncPoint();
  await ctx.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${sync.payload})`);
  await sync.heard;
}

export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(ctx: AppContext) {
  const now = ctx.clock.now();
  await ctx.db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, addMs(now, -SESSION_IDLE_MS))));
}
