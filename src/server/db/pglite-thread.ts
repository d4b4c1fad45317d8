import { Worker } from 'node:worker_threads';

// docs/decisions/0016-pglite-in-a-worker-thread.md

export interface ThreadRequest {
  id: number;
  op: 'query' | 'exec' | 'begin' | 'end' | 'listen' | 'close';
  tx?: number | undefined;
  sql: string;
  params?: unknown[] | undefined;
  rowMode?: 'array' | 'object' | undefined;
  /** drizzle decodes dates itself. */
  rawTypes?: number[] | undefined;
  commit?: boolean;
}

export type ThreadReply =
  | { ready: true }
  | { notice: { channel: string; payload: string } }
  | { id: number; result?: unknown; error?: Record<string, unknown> };

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

type Send = (request: Omit<ThreadRequest, 'id'>) => Promise<unknown>;

function queries(send: Send, tx?: number) {
  return {
    query: (sql: string, params?: unknown[], options?: QueryOptions) =>
      send({
        op: 'query',
        tx,
        sql,
        params,
        rowMode: options?.rowMode,
        rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
      }),
    exec: (sql: string) => send({ op: 'exec', tx, sql }),
  };
}

export async function openPgliteThread(dataDir: string) {
  // Registers tsx's loader whatever loader the process was started with (vitest has its own).
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`,
    { eval: true, workerData: { dataDir } },
  );
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let closed = false;
  let failure: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: ThreadReply) => {
      if ('ready' in reply) return resolve();
      if ('notice' in reply) {
        for (const listener of listeners.get(reply.notice.channel) ?? [])
          listener(reply.notice.payload);
        return;
      }
      const call = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.error)
        call?.reject(Object.assign(new Error(String(reply.error.message)), reply.error));
      else call?.resolve(reply.result);
    });
    const fail = (error: unknown) => {
      closed = true;
      failure = new Error(
        `PGlite is closed: ${error instanceof Error ? error.message : String(error)}`,
      );
      for (const call of pending.values()) call.reject(failure);
      pending.clear();
      reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`its thread exited (${code})`)));
  });

  const send: Send = (request) => {
    if (failure || (closed && request.op !== 'close')) {
      return Promise.reject(failure ?? new Error('PGlite is closed'));
    }
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };

  await ready;
  return {
    ...queries(send),
    get closed() {
      return closed;
    },
    async transaction<T>(fn: (tx: ReturnType<typeof queries>) => Promise<T>): Promise<T> {
      const tx = (await send({ op: 'begin', sql: '' })) as number;
      let result: T;
      try {
        result = await fn(queries(send, tx));
      } catch (error) {
        await send({ op: 'end', tx, sql: '', commit: false }).catch(() => {});
        throw error;
      }
      await send({ op: 'end', tx, sql: '', commit: true });
      return result;
    },
    async listen(channel: string, listener: (payload: string) => void) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await send({ op: 'listen', sql: channel });
      }
      set.add(listener);
      return async () => void set.delete(listener);
    },
    async close() {
      if (closed) return;
      await send({ op: 'close', sql: '' });
      closed = true;
      await worker.terminate();
    },
  };
}
