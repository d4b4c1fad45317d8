import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { message } from '@contract/messages.ts';
import { loadConfig } from '../src/server/config.ts';
import { sessionCookieName } from '../src/server/domain/auth-cookies.ts';
import { BATCH_SIZE } from '../src/server/domain/email-outbox.ts';
import { CALLS, SQL } from './floor-writes-statements.ts';
import { LIVE_CHANNEL } from '../src/server/domain/live-changes.ts';
import { CONFIRM_WORDS, NOTICES } from '../src/server/modules/applications/one-call-steps.ts';
import { hashToken, sessionLookupValues } from '../src/server/domain/sessions.ts';

// The writes floor: apply, accept and confirm with no framework and no ORM. node:http and a bare
// `pg` pool of the app's size send the calls the app sends for these steps on the happy path,
// one round trip each (docs/decisions/0118-handshake-steps-in-one-call.md), named as the app
// names every statement (docs/decisions/0112), with the same parameters: the same locks,
// inserts, updates, e-mail jobs and NOTIFYs. What is left out: Fastify and its hooks, zod,
// drizzle's building of the statements and mapping of the rows, and the e-mail itself (the
// worker claims the due jobs as the app's does, the same rows in the same order and locks, and
// deletes them unsent). The texts are in floor-writes-statements.ts, where a test keeps them
// the app's.

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });

type Client = pg.PoolClient;

async function inTransaction<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

class Refused extends Error {}
const first = <R extends pg.QueryResultRow>(result: pg.QueryResult<R>) => {
  if (!result.rows[0]) throw new Refused();
  return result.rows[0];
};

interface Viewer {
  id: string;
  gender: string;
}

// Each step one call, with the values the app passes (what it knows of each notice included).
type Row = Record<string, unknown>;
const steps = {
  apply: async (viewer: Viewer, ideaId: string, text: string) =>
    first(
      await pool.query({
        ...CALLS.apply,
        values: [viewer.id, ideaId, text, new Date().toISOString(), NOTICES.applied],
      }),
    ) as Row,
  accept: async (viewer: Viewer, applicationId: string) =>
    first(
      await pool.query({
        ...CALLS.accept,
        values: [
          viewer.id,
          viewer.gender,
          applicationId,
          'accepted',
          new Date().toISOString(),
          NOTICES.accepted,
        ],
      }),
    ) as Row,
  confirm: async (viewer: Viewer, applicationId: string) => {
    const row = first(
      await pool.query({
        ...CALLS.confirm,
        values: [viewer.id, applicationId, new Date().toISOString(), CONFIRM_WORDS],
      }),
    );
    if (row.joined !== true) throw new Refused();
  },
};

// The session, found with the app's statement and kept as the app's session cache keeps it.
const sessions = new Map<string, Viewer>();
async function viewerOf(token: string): Promise<Viewer | null> {
  const idHash = hashToken(token);
  const cached = sessions.get(idHash);
  if (cached) return cached;
  const { now, idleSince } = sessionLookupValues(idHash, new Date());
  const { rows } = await pool.query({ ...SQL.session, values: [idHash, now, idleSince, 1] });
  const viewer = rows[0] ? { id: rows[0].id as string, gender: rows[0].gender as string } : null;
  if (viewer) sessions.set(idHash, viewer);
  return viewer;
}

// The live NOTIFYs have a listener, as they have in the app.
const listener = await pool.connect();
await listener.query(`listen ${LIVE_CHANNEL}`);
listener.on('notification', () => {});

// The e-mail worker: the app's claim of the due jobs and its delete, in one transaction a pass.
let stopped = false;
async function drain(): Promise<void> {
  let claimed = 0;
  try {
    claimed = await inTransaction(async (client) => {
      const { rows } = await client.query({ ...SQL.claimEmails, values: [] });
      if (rows.length > 0) {
        await client.query({
          ...SQL.deleteEmails,
          values: [JSON.stringify(rows.map((r) => r.id))],
        });
      }
      return rows.length;
    });
  } catch {
    claimed = 0;
  }
  if (stopped) return;
  if (claimed === BATCH_SIZE) return drain();
  setTimeout(() => void drain(), config.EMAIL_POLL_MS);
}
void drain();

// The bench serves plain http on this machine, so the session cookie has its plain name.
const SESSION_COOKIE = sessionCookieName({ APP_ORIGIN: 'http://127.0.0.1' });

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    })
    .end(text);
}

async function bodyOf(req: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, string>) : {};
}

const toApplication = (row: Record<string, unknown>) => ({
  id: row.id,
  ideaId: row.idea_id,
  applicantId: row.applicant_id,
  status: row.status,
  message: row.message,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const decidePath = /^\/api\/applications\/([^/]+)\/status$/;
const confirmPath = /^\/api\/applications\/([^/]+)\/confirm$/;

async function handle(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0]!;
  if (path === '/readyz') return send(res, 200, { ok: true });
  const token = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(req.headers.cookie ?? '');
  const viewer = token ? await viewerOf(token[1]!) : null;
  if (!viewer) return send(res, 401, { message: 'Authentication required' });
  if (req.method === 'POST' && path === ENDPOINTS.applications.create.path) {
    const body = await bodyOf(req);
    const app = await steps.apply(viewer, body.ideaId ?? '', body.message ?? '');
    return send(res, 201, toApplication(app));
  }
  const decide = decidePath.exec(path);
  if (req.method === 'PUT' && decide) {
    await bodyOf(req);
    return send(res, 200, toApplication(await steps.accept(viewer, decide[1]!)));
  }
  const join = confirmPath.exec(path);
  if (req.method === 'POST' && join) {
    await steps.confirm(viewer, join[1]!);
    return send(res, 200, message('applications.joined'));
  }
  return send(res, 404, { message: 'Not found' });
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    if (!(error instanceof Refused)) process.stderr.write(`floor: ${String(error)}\n`);
    send(res, error instanceof Refused ? 409 : 500, { message: String(error) });
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => {
  stopped = true;
  server.close();
  listener.release();
  void pool.end().then(() => process.exit(0));
});
