import { randomUUID } from 'node:crypto';
import type { UserRow } from '../db/schema.ts';

// A short-lived copy of recent session lookups, so that most requests need no query for them
// (docs/decisions/0015-session-cache-invalidated-by-the-database.md). The database says when
// to forget: a trigger NOTIFYs AUTH_CHANNEL with the user's id whenever one of their sessions is
// deleted or their row changes, and every server listening drops that user's entries.

/** The NOTIFY channel of the migration's `auth_changed` trigger. */
export const AUTH_CHANNEL = 'teamup_auth';
/** An entry is read again from the database after this long, notification or not. */
const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;
/** How long a server that made a change waits to hear its own notices (a lost feed: at once). */
const SYNC_WAIT_MS = 1_000;
/** A payload that marks a point in the channel rather than a user's change. */
const SYNC_PREFIX = 'sync:';

export interface CachedSession {
  user: UserRow;
  lastSeenAt: Date;
  expiresAt: Date;
}

interface Entry {
  session: CachedSession;
  storedAt: number;
}

export class SessionCache {
  #entries = new Map<string, Entry>();
  #byUser = new Map<string, Set<string>>();
  /** Bumped by every forgetting: a lookup that began before one must not be kept. */
  #generation = 0;
  /** Entries are kept only while the change feed is live (no notification can be missed). */
  #live = false;
  #syncs = new Map<string, () => void>();

  get generation() {
    return this.#generation;
  }

  get(idHash: string): CachedSession | undefined {
    const entry = this.#entries.get(idHash);
    if (!entry) return undefined;
    if (performance.now() - entry.storedAt > SESSION_CACHE_TTL_MS) {
      this.#drop(idHash, entry.session.user.id);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps a lookup that began at `generation`, unless anything was forgotten since. */
  set(idHash: string, session: CachedSession, generation: number) {
    if (!this.#live || generation !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.entries().next().value;
      if (oldest) this.#drop(oldest[0], oldest[1].session.user.id);
    }
    this.#entries.set(idHash, { session, storedAt: performance.now() });
    const hashes = this.#byUser.get(session.user.id) ?? new Set();
    hashes.add(idHash);
    this.#byUser.set(session.user.id, hashes);
  }

  forgetUser(userId: string) {
    this.#generation++;
    for (const idHash of this.#byUser.get(userId) ?? []) this.#entries.delete(idHash);
    this.#byUser.delete(userId);
  }

  get live() {
    return this.#live;
  }

  /** The payload marks a point in the channel (./sessions.ts), not a user's change. */
  isSyncPoint(payload: string) {
    return payload.startsWith(SYNC_PREFIX);
  }

  /** A payload of the channel: a user whose sessions or row changed, or a sync point. */
  heard(payload: string) {
    if (this.isSyncPoint(payload)) this.#syncs.get(payload)?.();
    else this.forgetUser(payload);
  }

  /**
   * A sync point to NOTIFY after a change: the promise resolves when this server hears it back.
   * The channel delivers in commit order to every listener at once, so by then this server, and
   * (within what its own event loop takes) every other, has heard the change's notices too.
   */
  syncPoint(): { payload: string; heard: Promise<void> } {
    const payload = `${SYNC_PREFIX}${randomUUID()}`;
    const heard = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#syncs.delete(payload);
        resolve();
      };
      const timer = setTimeout(done, SYNC_WAIT_MS);
      this.#syncs.set(payload, done);
    });
    return { payload, heard };
  }

  forgetSession(idHash: string) {
    this.#generation++;
    const entry = this.#entries.get(idHash);
    if (entry) this.#drop(idHash, entry.session.user.id);
  }

  /** The change feed connected (true) or was lost (false): either way, start empty. */
  setLive(live: boolean) {
    this.#generation++;
    this.#live = live;
    this.#entries.clear();
    this.#byUser.clear();
    if (!live) for (const done of [...this.#syncs.values()]) done();
  }

  #drop(idHash: string, userId: string) {
    this.#entries.delete(idHash);
    const hashes = this.#byUser.get(userId);
    hashes?.delete(idHash);
    if (hashes?.size === 0) this.#byUser.delete(userId);
  }
}
