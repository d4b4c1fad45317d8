import { randomUUID } from 'node:crypto';
import type { UserRow } from '../db/schema.ts';

// docs/decisions/0015-session-cache-invalidated-by-the-database.md

export const AUTH_CHANNEL = 'teamup_auth';
const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;
const SYNC_WAIT_MS = 1_000;
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
  /** A lookup that began before a forgetting must not be kept. */
  #generation = 0;
  /** Kept only while the feed is live, so no notification can be missed. */
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

  isSyncPoint(payload: string) {
    return payload.startsWith(SYNC_PREFIX);
  }

  heard(payload: string) {
    if (this.isSyncPoint(payload)) this.#syncs.get(payload)?.();
    else this.forgetUser(payload);
  }

  /** The channel delivers in commit order to every listener, so every server heard the change. */
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
