import { createServer, type ServerResponse } from 'node:http';
import { fillPlaceholders } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { NEXT_CURSOR_HEADER, PAGE_DEFAULT } from '@contract/limits.ts';
import { DEFAULT_DATABASE_POOL_SIZE } from '../src/server/config.ts';
import type { Db } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';
import type { UserRow } from '../src/server/db/schema.ts';
import { toIdea, type IdeaWithCreator } from '../src/server/domain/ideas.ts';
import { sessionCookieName } from '../src/server/domain/auth-cookies.ts';
import {
  hashToken,
  sessionLookupValues,
  sessionUserStatement,
} from '../src/server/domain/sessions.ts';
import { toPage } from '../src/server/lib/pagination.ts';
import { ideaListCall } from '../src/server/modules/ideas/list.ts';
import {
  directoryPage,
  studentListCall,
  type DirectoryRow,
} from '../src/server/modules/students/list.ts';

// The floor: what a read costs with no framework. node:http and a pg pool of the app's size run
// the very statements the app prepares (their text, name and type parsing, taken from the app's
// own builders once per shape), map the rows to the same JSON, and JSON.stringify it. No
// validation, hooks, logging, rate limit or cache: the ceiling for the same SQL and the same
// answer. Only the reads the benchmark loads are served: GET /api/ideas and GET /api/students.

interface Prepared {
  queryConfig: pg.QueryConfig & { name?: string };
  params: unknown[];
  fields: Array<{ path: string[]; field: unknown }>;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** The row as the app's services see it: decoded by the same column decoders. */
function mapRow(fields: Prepared['fields'], row: unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  fields.forEach(({ path, field }, i) => {
    const decoder = ((field as { decoder?: Decoder }).decoder ?? field) as Decoder;
    let node = out;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    const raw = row[i];
    node[path.at(-1)!] =
      raw === null || typeof decoder.mapFromDriverValue !== 'function'
        ? raw
        : decoder.mapFromDriverValue(raw);
  });
  return out;
}

// The app's pool size as the bench runs it (no DATABASE_POOL_SIZE set).
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: DEFAULT_DATABASE_POOL_SIZE,
});
// Only to build the statements' text once: every request goes straight to the pool.
const db = drizzle(pool, { schema }) as unknown as Db;

async function run(statement: unknown, values: Record<string, unknown>) {
  const { queryConfig, params, fields } = statement as Prepared;
  const result = await pool.query<unknown[]>({
    ...queryConfig,
    values: fillPlaceholders(params, values),
  } as pg.QueryArrayConfig);
  return result.rows.map((row) => mapRow(fields, row));
}

// The bench serves plain http on this machine, so the session cookie has its plain name.
const SESSION_COOKIE = sessionCookieName({ APP_ORIGIN: 'http://127.0.0.1' });

async function viewerOf(cookieHeader: string | undefined): Promise<UserRow | null> {
  const token = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(cookieHeader ?? '')?.[1];
  if (!token) return null;
  const [row] = await run(
    sessionUserStatement(db),
    sessionLookupValues(hashToken(token), new Date()),
  );
  return row ? (row.user as UserRow) : null;
}

function send(res: ServerResponse, status: number, body: unknown, next?: string | null) {
  const text = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  };
  if (next) headers[NEXT_CURSOR_HEADER] = next;
  res.writeHead(status, headers).end(text);
}

const text = (params: URLSearchParams, name: string) => params.get(name) ?? undefined;

const server = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', 'http://floor');
    if (url.pathname === '/readyz') return send(res, 200, { ok: true });
    const viewer = await viewerOf(req.headers.cookie);
    if (!viewer) return send(res, 401, { message: 'Authentication required' });
    const q = url.searchParams;
    const limit = Number(q.get('limit') ?? PAGE_DEFAULT);
    const common = { limit, cursor: text(q, 'cursor') };
    if (url.pathname === ENDPOINTS.ideas.list.path) {
      const query = { ...common, major: text(q, 'major'), skills: text(q, 'skills') };
      const call = ideaListCall(db, viewer, {
        ...query,
        tags: text(q, 'tags'),
        q: text(q, 'q'),
      });
      const rows = await run(call.statement, call.values);
      const page = toPage(rows as unknown as IdeaWithCreator[], limit, (row) =>
        toIdea(row, viewer),
      );
      return send(res, 200, page.items, page.nextCursor);
    }
    if (url.pathname === ENDPOINTS.students.list.path) {
      const call = studentListCall(db, viewer, {
        ...common,
        major: text(q, 'major'),
        skills: text(q, 'skills'),
      });
      const rows = await run(call.statement, { ...call.values, limit: limit + 1 });
      const page = directoryPage(rows as unknown as DirectoryRow[], limit, limit + 1);
      if (!page) return send(res, 500, { message: 'the floor reads one page only' });
      return send(res, 200, page.items, page.nextCursor);
    }
    return send(res, 404, { message: 'Not found' });
  })().catch((error: unknown) => send(res, 500, { message: String(error) }));
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
