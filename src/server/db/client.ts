import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config.ts';
import { NamingClient } from './pg-named-statements.ts';
import { claimDataDir } from './pglite-claim.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  listen(channel: string, feed: ChangeFeed): Promise<() => Promise<void>>;
  pool?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** While delivery is not live (before LISTEN, after a lost connection), messages may be missed. */
interface ChangeFeed {
  onMessage(payload: string): void;
  onLive(live: boolean): void;
}

const RELISTEN_MS = 1000;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
}

/** 4, the default, skips the trigram index (tests/integration/platform/explain.test.ts). */
const RANDOM_PAGE_COST = 1.1;

/** docs/decisions/0001-pglite-by-default-postgresql-by-url.md */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
      connectionTimeoutMillis: 5000,
      Client: NamingClient,
      // A SET rather than a startup option, which connection poolers such as PgBouncer refuse.
      onConnect: async (client) => {
        await client.query(`set random_page_cost = ${RANDOM_PAGE_COST}`).catch(() => {});
      },
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      listen: postgresListener(options.databaseUrl),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  let release = () => {};
  if (!options.dataDir.startsWith('memory://')) {
    mkdirSync(options.dataDir, { recursive: true });
    release = claimDataDir(options.dataDir);
  }
  // Loaded only when used: a server on PostgreSQL needs neither.
  const [{ openPgliteThread }, { drizzle: drizzlePglite }] = await Promise.all([
    import('./pglite-thread.ts'),
    import('drizzle-orm/pglite'),
  ]);
  // docs/decisions/0016-pglite-in-a-worker-thread.md
  const client = await openPgliteThread(options.dataDir).catch((error: unknown) => {
    release();
    throw error;
  });
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    // PGlite delivers a commit's notifications before the commit returns: live at once.
    listen: async (channel, feed) => {
      const stop = await client.listen(channel, (payload) => feed.onMessage(payload));
      feed.onLive(true);
      return async () => {
        feed.onLive(false);
        if (!client.closed) await stop().catch(() => {});
      };
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** One connection for all channels: PostgreSQL signals every listening backend at each NOTIFY. */
function postgresListener(url: string) {
  const feeds = new Map<string, Set<ChangeFeed>>();
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let queue = Promise.resolve();
  const inTurn = (step: () => Promise<void>) => (queue = queue.then(step, step));
  const everyFeed = () => [...feeds.values()].flatMap((set) => [...set]);

  const again = () => {
    clearTimeout(retry);
    if (feeds.size > 0) retry = setTimeout(() => void inTurn(connect), RELISTEN_MS);
  };
  const connect = async () => {
    if (current || feeds.size === 0) return;
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('error', () => {});
    client.on('notification', (message) => {
      for (const feed of feeds.get(message.channel) ?? []) feed.onMessage(message.payload ?? '');
    });
    client.on('end', () => {
      if (current !== client) return;
      current = undefined;
      for (const feed of everyFeed()) feed.onLive(false);
      again();
    });
    try {
      await client.connect();
      for (const channel of feeds.keys()) {
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      current = client;
      for (const feed of everyFeed()) feed.onLive(true);
    } catch {
      await client.end().catch(() => {});
      again();
    }
  };

  return async (channel: string, feed: ChangeFeed) => {
    await inTurn(async () => {
      const known = feeds.get(channel);
      feeds.set(channel, (known ?? new Set()).add(feed));
      if (!current) return connect();
      if (!known) {
        // A connection that cannot LISTEN is lost: ended, so that all connect again.
        await current.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => current?.end());
      }
      feed.onLive(true);
    });
    return () =>
      inTurn(async () => {
        feed.onLive(false);
        const set = feeds.get(channel);
        if (!set?.delete(feed) || set.size > 0) return;
        feeds.delete(channel);
        const client = current;
        if (feeds.size > 0) {
          await client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
          return;
        }
        clearTimeout(retry);
        current = undefined;
        await client?.end().catch(() => {});
      });
  };
}

export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
