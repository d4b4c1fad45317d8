import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';
import { PreparedStatements } from './pglite-prepared.ts';
import type { ThreadReply, ThreadRequest } from './pglite-thread.ts';

// The embedded engine's own thread (docs/decisions/0016-pglite-in-a-worker-thread.md): the
// database runs here, and the server's thread only sends statements and receives rows.

const port = parentPort!;
const client = await PGlite.create((workerData as { dataDir: string }).dataDir, {
  extensions: await pgliteExtensions(),
});

const prepared = new PreparedStatements(client);

/** Thrown into a transaction the server's thread ended without committing. */
class Rollback extends Error {}

const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => Promise<void> }
>();

const rawParsers = (types: number[] | undefined) =>
  Object.fromEntries((types ?? []).map((type) => [type, (value: string) => value]));

/** A database error as its plain fields (code, constraint, detail ...), which cross threads. */
function plain(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

function begin(id: number): Promise<number> {
  return new Promise((ready, failed) => {
    let started = false;
    let settle: ((commit: boolean) => void) | undefined;
    const done = client.transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          settle = (commit) => (commit ? resolve() : reject(new Rollback()));
          started = true;
          transactions.set(id, {
            tx,
            end: async (commit) => {
              settle!(commit);
              try {
                await done;
              } catch (error) {
                if (!(error instanceof Rollback)) throw error;
              } finally {
                transactions.delete(id);
              }
            },
          });
          ready(id);
        }),
    );
    done.catch((error: unknown) => {
      if (!started) failed(error);
    });
  });
}

async function handle(request: ThreadRequest): Promise<unknown> {
  const on = request.tx === undefined ? client : transactions.get(request.tx)?.tx;
  switch (request.op) {
    case 'query': {
      if (!on) throw new Error('transaction already ended');
      const options = { rowMode: request.rowMode, parsers: rawParsers(request.rawTypes) };
      return request.tx === undefined
        ? prepared.query(request.sql, request.params ?? [], options)
        : prepared.queryInTransaction(request.sql, request.params ?? [], options);
    }
    case 'exec':
      if (!on) throw new Error('transaction already ended');
      return on.exec(request.sql);
    case 'begin':
      return begin(request.id);
    case 'end':
      return transactions.get(request.tx!)?.end(request.commit ?? false);
    case 'listen':
      // Posted before the reply of the statement that committed: the server's thread hears a
      // notice before that statement returns, as it would from PGlite itself.
      await client.listen(request.sql, (payload) =>
        port.postMessage({ notice: { channel: request.sql, payload } } satisfies ThreadReply),
      );
      return null;
    case 'close':
      await client.close();
      return null;
  }
}

port.on('message', (request: ThreadRequest) => {
  handle(request).then(
    (result) => port.postMessage({ id: request.id, result } satisfies ThreadReply),
    (error: unknown) =>
      port.postMessage({ id: request.id, error: plain(error) } satisfies ThreadReply),
  );
});
port.postMessage({ ready: true } satisfies ThreadReply);
