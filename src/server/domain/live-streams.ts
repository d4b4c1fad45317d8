import { PassThrough, type Readable } from 'node:stream';
import { LIVE_CHANGED_EVENT, LIVE_LISTS, type LiveChange, type LiveList } from '@contract/live.ts';
import { parseLivePayload } from './live-changes.ts';

// docs/decisions/0075-live-updates-by-server-sent-events.md

/** Keeps a quiet stream under the 60 s idle-socket limit (and nginx's). */
export const HEARTBEAT_MS = 25_000;
const RECONNECT_MS = 3_000;
/** At app close, clients reconnect spread over this long, to whichever server is left. */
const CLOSE_RECONNECT_SPREAD_MS = 2_000;
/** A reader this far behind has stopped reading: cut, never buffered further. */
const MAX_BUFFERED_BYTES = 64 * 1024;
const MAX_STREAMS_PER_SESSION = 5;
const MAX_STREAMS_PER_USER = 10;
/** So tabs past the cap do not churn. */
const EVICTED_RECONNECT_MS = 30_000;

let openStreams = 0;
export const openEventStreams = () => openStreams;

interface Stream {
  userId: string;
  sessionIdHash: string;
  endsAt: number;
  /** A change ends the stream, so the tab reloads. */
  isAdmin: boolean;
  body: PassThrough;
}

export interface LiveStreamsOptions {
  heartbeatMs: number;
  now: () => Date;
  liveSessions: (idHashes: string[]) => Promise<Map<string, boolean>>;
}

export class LiveStreams {
  #byUser = new Map<string, Set<Stream>>();
  #heartbeat: NodeJS.Timeout;
  #closed = false;

  constructor(readonly options: LiveStreamsOptions) {
    this.#heartbeat = setInterval(() => this.#beat(), options.heartbeatMs);
    this.#heartbeat.unref();
  }

  get size() {
    let count = 0;
    for (const streams of this.#byUser.values()) count += streams.size;
    return count;
  }

  open(session: {
    userId: string;
    sessionIdHash: string;
    endsAt: Date;
    isAdmin: boolean;
  }): Readable {
    const body = new PassThrough();
    const stream: Stream = { ...session, endsAt: session.endsAt.getTime(), body };
    body.write(`retry: ${RECONNECT_MS}\n: open\n\n`);
    if (this.#closed) {
      body.end();
      return body;
    }
    const streams = this.#byUser.get(session.userId) ?? new Set();
    this.#makeRoom(streams, session.sessionIdHash);
    streams.add(stream);
    this.#byUser.set(session.userId, streams);
    openStreams++;
    body.once('close', () => this.#forget(stream));
    return body;
  }

  heard(payload: string): number {
    const change = parseLivePayload(payload);
    if (!change) return 0;
    const streams = this.#byUser.get(change.userId) ?? new Set();
    for (const stream of streams) this.#send(stream, change.lists);
    return streams.size;
  }

  everythingChanged() {
    for (const streams of this.#byUser.values()) {
      for (const stream of streams) this.#send(stream, [...LIVE_LISTS]);
    }
  }

  async sessionsChanged(userId?: string) {
    const streams = userId
      ? [...(this.#byUser.get(userId) ?? [])]
      : [...this.#byUser.values()].flatMap((s) => [...s]);
    if (streams.length === 0) return;
    const alive = await this.options.liveSessions([
      ...new Set(streams.map((s) => s.sessionIdHash)),
    ]);
    for (const stream of streams) {
      if (alive.get(stream.sessionIdHash) !== stream.isAdmin) stream.body.end();
    }
  }

  /** Spread reconnects go to a server still running instead of holding this one's close. */
  close() {
    // A drain ends the streams first (main.ts); closing the app calls this again.
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#heartbeat);
    for (const streams of [...this.#byUser.values()]) {
      for (const stream of [...streams]) {
        const retry = RECONNECT_MS / 6 + Math.round(Math.random() * CLOSE_RECONNECT_SPREAD_MS);
        stream.body.end(`retry: ${retry}\n\n`);
      }
    }
  }

  #send(stream: Stream, lists: readonly LiveList[]) {
    const change: LiveChange = { lists: [...lists] };
    this.#write(stream, `event: ${LIVE_CHANGED_EVENT}\ndata: ${JSON.stringify(change)}\n\n`);
  }

  #write(stream: Stream, frame: string) {
    if (stream.body.writableLength > MAX_BUFFERED_BYTES) stream.body.destroy();
    else stream.body.write(frame);
  }

  #beat() {
    const now = this.options.now().getTime();
    for (const streams of this.#byUser.values()) {
      for (const stream of streams) {
        // The reconnect finds out whether the session was used meanwhile.
        if (now >= stream.endsAt) stream.body.end();
        else this.#write(stream, ': \n\n');
      }
    }
  }

  #makeRoom(streams: Set<Stream>, sessionIdHash: string) {
    const oldestBeyond = (list: Stream[], cap: number) =>
      list.slice(0, Math.max(0, list.length - cap + 1));
    const ofSession = [...streams].filter((s) => s.sessionIdHash === sessionIdHash);
    for (const stream of oldestBeyond(ofSession, MAX_STREAMS_PER_SESSION)) this.#evict(stream);
    for (const stream of oldestBeyond([...streams], MAX_STREAMS_PER_USER)) this.#evict(stream);
  }

  #evict(stream: Stream) {
    this.#forget(stream);
    stream.body.end(`retry: ${EVICTED_RECONNECT_MS}\n\n`);
  }

  #forget(stream: Stream) {
    const streams = this.#byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    openStreams--;
    if (streams.size === 0) this.#byUser.delete(stream.userId);
  }
}
