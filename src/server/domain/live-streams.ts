import { PassThrough, type Readable } from 'node:stream';
import { LIVE_CHANGED_EVENT, LIVE_LISTS, type LiveChange, type LiveList } from '@contract/live.ts';
import { parseLivePayload } from './live-changes.ts';

// The open event streams of this server, by user
// (docs/decisions/0075-live-updates-by-server-sent-events.md): each change the database
// announces on LIVE_CHANNEL goes to its user's streams; a stream ends with its session.

/** A comment this often keeps a quiet stream under the 60 s idle-socket limit (and nginx's). */
export const HEARTBEAT_MS = 25_000;
/** The browser's wait before it reconnects a stream that was cut (the `retry:` hint). */
const RECONNECT_MS = 3_000;
/** At app close, clients reconnect spread over this long, to whichever server is left. */
const CLOSE_RECONNECT_SPREAD_MS = 2_000;
/** A reader this far behind has stopped reading: its stream is cut, never buffered further. */
const MAX_BUFFERED_BYTES = 64 * 1024;

let openStreams = 0;
/** How many event streams this process holds open (a gauge for metrics). */
export const openEventStreams = () => openStreams;

interface Stream {
  userId: string;
  sessionIdHash: string;
  /** When the session ends unless used meanwhile (ms since epoch). */
  endsAt: number;
  body: PassThrough;
}

export interface LiveStreamsOptions {
  heartbeatMs: number;
  now: () => Date;
  /** Which of these session hashes still belong to a live session. */
  liveSessions: (idHashes: string[]) => Promise<Set<string>>;
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

  /** A new stream of a signed-in session: the body to answer with. */
  open(session: { userId: string; sessionIdHash: string; endsAt: Date }): Readable {
    const body = new PassThrough();
    const stream: Stream = { ...session, endsAt: session.endsAt.getTime(), body };
    body.write(`retry: ${RECONNECT_MS}\n: open\n\n`);
    if (this.#closed) {
      body.end();
      return body;
    }
    const streams = this.#byUser.get(session.userId) ?? new Set();
    streams.add(stream);
    this.#byUser.set(session.userId, streams);
    openStreams++;
    // Ended by us, cut by the client (Fastify destroys the body then) or failed: forget it.
    body.once('close', () => this.#forget(stream));
    return body;
  }

  /** A payload of LIVE_CHANNEL: its user's streams are told what changed; returns how many. */
  heard(payload: string): number {
    const change = parseLivePayload(payload);
    if (!change) return 0;
    const streams = this.#byUser.get(change.userId) ?? new Set();
    for (const stream of streams) this.#send(stream, change.lists);
    return streams.size;
  }

  /** Live changes may have been missed (the feed was lost): every list may have changed. */
  everythingChanged() {
    for (const streams of this.#byUser.values()) {
      for (const stream of streams) this.#send(stream, [...LIVE_LISTS]);
    }
  }

  /**
   * A user's sessions or row changed (AUTH_CHANNEL): the streams whose session ended (sign-out,
   * password reset, deletion) end too; the browser's reconnect is then refused.
   */
  async sessionsChanged(userId?: string) {
    const streams = userId
      ? [...(this.#byUser.get(userId) ?? [])]
      : [...this.#byUser.values()].flatMap((s) => [...s]);
    if (streams.length === 0) return;
    const alive = await this.options.liveSessions([
      ...new Set(streams.map((s) => s.sessionIdHash)),
    ]);
    for (const stream of streams) if (!alive.has(stream.sessionIdHash)) stream.body.end();
  }

  /**
   * The app closes: every stream ends at once with a spread reconnect hint, so browsers come
   * back to a server still running instead of holding this one's close.
   */
  close() {
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
        // The session's end passed: the reconnect finds out whether it was used meanwhile.
        if (now >= stream.endsAt) stream.body.end();
        else this.#write(stream, ': \n\n');
      }
    }
  }

  #forget(stream: Stream) {
    const streams = this.#byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    openStreams--;
    if (streams.size === 0) this.#byUser.delete(stream.userId);
  }
}
