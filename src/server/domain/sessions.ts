import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { sessions, users, type UserRow } from '../db/schema.ts';
import { DAY, MINUTE, addMs } from '../lib/clock.ts';
import { AUTH_CHANNEL } from './session-cache.ts';

// Sessions (docs/decisions/0002-sessions-and-limits-in-the-database.md): random ids of 256 bits,
// stored hashed; idle expiry 7 days, absolute 30.
const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
// lastSeenAt is refreshed at most this often, so reads do not write on every request.
const TOUCH_EVERY_MS = MINUTE;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a new session (a new id at every sign-in) and returns the cookie value. */
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

// Every /api request runs this lookup: prepared once (src/server/db/prepared.ts).
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

/** The placeholder values of sessionUserStatement. */
export const sessionLookupValues = (idHash: string, now: Date) => ({
  idHash,
  now: now.toISOString(),
  idleSince: addMs(now, -SESSION_IDLE_MS).toISOString(),
});

/**
 * The signed-in user behind a cookie value, or null when the session is unknown or expired.
 * Read from the session cache when it holds the session (./session-cache.ts), else from the
 * database; the expiry rules are checked either way.
 */
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

/** Which of these sessions are still signed in (an open event stream's, say). */
export async function liveSessionHashes(ctx: AppContext, idHashes: string[]) {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(
      and(
        inArray(sessions.idHash, idHashes),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, addMs(now, -SESSION_IDLE_MS)),
      ),
    );
  return new Set(rows.map((r) => r.idHash));
}

export async function deleteSession(ctx: AppContext, idHash: string) {
  await ctx.db.delete(sessions).where(eq(sessions.idHash, idHash));
  ctx.sessionCache.forgetSession(idHash);
  await othersHaveHeard(ctx);
}

/**
 * After a commit that ended a user's sessions or changed their row: this server forgets them at
 * once, and answers once every server has heard the database's notice (docs/decisions/0015).
 */
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

/** Ends every session of a user (a password reset signs out everywhere). */
export async function deleteUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes expired sessions; called opportunistically at sign-in. */
export async function purgeExpiredSessions(ctx: AppContext) {
  const now = ctx.clock.now();
  await ctx.db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, addMs(now, -SESSION_IDLE_MS))));
}
