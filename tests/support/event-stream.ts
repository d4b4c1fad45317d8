import { ENDPOINTS } from '@contract/endpoints.ts';
import type { HttpClient } from './http.ts';

// A test's EventSource: GET /api/events with a client's cookies, read as it streams.

/** One block of the stream: an event, or only a `retry:` hint or a comment. */
export interface StreamBlock {
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** Every block read so far. */
  blocks: StreamBlock[];
  /** The next block matching `match` (after those already taken); rejects after `timeoutMs`. */
  next(match?: (block: StreamBlock) => boolean, timeoutMs?: number): Promise<StreamBlock>;
  /** Resolves when the server ends the stream; rejects after `timeoutMs`. */
  ended(timeoutMs?: number): Promise<void>;
  /** The body of a refusal (a JSON error). */
  text(): Promise<string>;
  close(): void;
}

export const isChange = (block: StreamBlock) => block.event === 'changed';

/** The lists a `changed` event names. */
export const listsOf = (block: StreamBlock): string[] =>
  (JSON.parse(block.data ?? '{}') as { lists: string[] }).lists;

export async function openEventStream(client: HttpClient): Promise<EventStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { ...client.defaultHeaders, accept: 'text/event-stream' };
  if (client.cookies.size > 0) {
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  const res = await fetch(client.baseUrl + ENDPOINTS.events.stream.path, {
    headers,
    signal: abort.signal,
  });
  const blocks: StreamBlock[] = [];
  let taken = 0;
  let done = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const read = async () => {
    if (res.status !== 200 || !res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done: finished, value } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          blocks.push(parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          wake();
        }
      }
    } catch {
      // Closed by the test.
    }
    done = true;
    wake();
  };
  const reading = read();

  const waitFor = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const attempt = () => {
        const found = check();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(attempt);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(attempt);
        reject(new Error(`no ${what} within ${timeoutMs} ms; read: ${JSON.stringify(blocks)}`));
      }, timeoutMs);
      waiters.add(attempt);
      attempt();
    });

  return {
    status: res.status,
    headers: res.headers,
    blocks,
    next: (match = isChange, timeoutMs = 1000) =>
      waitFor(
        () => {
          while (taken < blocks.length) {
            const block = blocks[taken++]!;
            if (match(block)) return block;
          }
          if (done) throw new Error(`the stream ended; read: ${JSON.stringify(blocks)}`);
          return undefined;
        },
        timeoutMs,
        'matching block',
      ),
    ended: (timeoutMs = 1000) =>
      waitFor(() => (done ? true : undefined), timeoutMs, 'end of the stream').then(() => {}),
    text: () => res.text(),
    close: () => {
      abort.abort();
      void reading;
    },
  };
}

function parseBlock(text: string): StreamBlock {
  const block: StreamBlock = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') block.comment = value;
    else if (field === 'event') block.event = value;
    else if (field === 'data')
      block.data = block.data === undefined ? value : `${block.data}\n${value}`;
    else if (field === 'retry') block.retry = Number(value);
  }
  return block;
}
