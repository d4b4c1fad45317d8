import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { message } from '@contract/messages.ts';
import { notificationText } from '@contract/notification-messages.ts';
import { INVITATION_MARK } from '@contract/notifications.ts';
import { loadConfig } from '../src/server/config.ts';
import { sessionCookieName } from '../src/server/domain/auth-cookies.ts';
import { BATCH_SIZE } from '../src/server/domain/email-outbox.ts';
import { JOINED_AFTER, JOINED_BEFORE, NOTIFY, SQL } from './floor-writes-statements.ts';
import { CALLS, FUNCTIONS, READ_FUNCTIONS, floorSteps } from './floor-writes-functions.ts';
import {
  LIVE_CHANNEL,
  listsOfNotification,
  livePayloads,
} from '../src/server/domain/live-changes.ts';
import { NOTIFICATION_TYPES } from '../src/server/domain/notify.ts';
import { hashToken, sessionLookupValues } from '../src/server/domain/sessions.ts';

// The writes floor: apply, accept and confirm with no framework and no ORM. node:http and a bare
// `pg` pool of the app's size send, one round trip each, the statements the app sends for these
// steps on the happy path (bench/write-anatomy.ts prints them), in the same order, inside the
// same transactions, named as the app names every statement (docs/decisions/0112), with the same
// parameters: the same locks, inserts, updates, e-mail jobs and NOTIFYs. What is left out:
// Fastify and its hooks, zod, drizzle's building of the statements and mapping of the rows, the
// refusals' checks in JavaScript (the bench asks only what succeeds), and the e-mail itself (the
// worker claims the due jobs as the app's does, the same rows in the same order and locks, and
// deletes them unsent). The statements are in floor-writes-statements.ts, where a test keeps
// them the app's.

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: config.DATABASE_POOL_SIZE });

type Client = pg.PoolClient;

type Code = 'notification.applied' | 'notification.accepted' | 'notification.memberJoined';
function notification(
  userId: string,
  code: Code,
  params: Record<string, string>,
  applicationId: string,
) {
  const row = {
    id: randomUUID(),
    user_id: userId,
    type: NOTIFICATION_TYPES[code],
    code,
    params,
    message: notificationText(code, params),
    application_id: applicationId,
  };
  const live = livePayloads([{ userId, lists: listsOfNotification(code) }]);
  return { rows: JSON.stringify([row]), live: JSON.stringify(live) };
}

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
  name: string;
}

// FLOOR_STEPS (bench/README.md): statements, one call a step (floor-writes-functions.ts), that
// call between BEGIN and COMMIT, or read-functions: a step's locks and read in one call, its
// writes as statements.
const { mode } = floorSteps();
const readByCall = mode === 'read-functions';
const byCall = async <T>(client: Client, query: pg.QueryConfig) =>
  first(await client.query(query)).r as T;

async function apply(viewer: Viewer, ideaId: string, text: string) {
  return inTransaction(async (client) => {
    const { me, creatorId, title } = readByCall
      ? await byCall<{ id: string; name: string; creatorId: string; title: string }>(client, {
          ...CALLS.applyRead,
          values: [viewer.id, ideaId],
        }).then((r) => ({ me: r, creatorId: r.creatorId, title: r.title }))
      : await readForApply(client, viewer, ideaId);
    const app = first(
      await client.query({ ...SQL.insertApplication, values: [ideaId, me.id, text] }),
    );
    const n = notification(
      creatorId,
      'notification.applied',
      { name: me.name, ideaTitle: title },
      app.id,
    );
    await client.query({
      ...NOTIFY.applied,
      values: [n.rows, 'notification.applied', LIVE_CHANNEL, n.live],
    });
    return app;
  });
}

async function readForApply(client: Client, viewer: Viewer, ideaId: string) {
  await client.query({ ...SQL.lockIdeaShare, values: [ideaId] });
  const me = first(await client.query({ ...SQL.lockUser, values: [viewer.id] }));
  const read = first(
    await client.query({
      ...SQL.readForApply,
      values: [me.id, 'withdrawn', me.id, 'pending', 'accepted', me.id, ideaId, 1],
      rowMode: 'array',
    }),
  ) as unknown[];
  return { me: me as Viewer, creatorId: read[1] as string, title: read[2] as string };
}

async function accept(viewer: Viewer, applicationId: string) {
  return inTransaction(async (client) => {
    const found = readByCall
      ? await byCall<{ id: string; title: string }>(client, {
          ...CALLS.acceptRead,
          values: [applicationId],
        })
      : await readForAccept(client, applicationId);
    const app = first(
      await client.query({
        ...SQL.decide,
        values: ['accepted', new Date(), found.id, 'pending'],
      }),
    );
    const n = notification(
      app.applicant_id,
      'notification.accepted',
      { ideaTitle: found.title },
      app.id,
    );
    const ids = JSON.stringify([app.id]);
    await client.query({
      ...NOTIFY.accepted,
      values: [
        n.rows,
        'notification.accepted',
        NOTIFICATION_TYPES['notification.applied'],
        ids,
        LIVE_CHANNEL,
        n.live,
        LIVE_CHANNEL,
        viewer.id,
      ],
    });
    return app;
  });
}

async function readForAccept(client: Client, applicationId: string) {
  const found = first(
    await client.query({ ...SQL.lockIdeaOfApplication, values: [applicationId, 'withdrawn'] }),
  );
  const idea = first(
    await client.query({ ...SQL.readIdeaAndDeadline, values: [found.idea_id], rowMode: 'array' }),
  ) as unknown[];
  return { id: found.id as string, title: idea[2] as string };
}

async function confirm(viewer: Viewer, applicationId: string) {
  await inTransaction(async (client) => {
    const { me, title, teamId, leaderId } = readByCall
      ? await byCall<{ id: string; name: string; title: string; teamId: string; leaderId: string }>(
          client,
          { ...CALLS.confirmRead, values: [viewer.id, applicationId] },
        ).then((r) => ({ me: r, ...r }))
      : await readForConfirm(client, viewer, applicationId);
    await client.query({ ...SQL.insertMember, values: [teamId, me.id, 'member'] });
    const closed = await client.query({
      ...SQL.closeOthers,
      values: [me.id, 'pending', 'accepted', applicationId, 'closed', new Date()],
    });
    const n = notification(
      leaderId,
      'notification.memberJoined',
      { name: me.name, ideaTitle: title },
      applicationId,
    );
    const resolve = JSON.stringify([
      {
        id: applicationId,
        code: 'notification.youJoined',
        before: JOINED_BEFORE,
        after: JOINED_AFTER,
        markRead: true,
      },
    ]);
    await client.query({
      ...NOTIFY.joined,
      values: [
        n.rows,
        NOTIFICATION_TYPES['notification.applied'],
        JSON.stringify(closed.rows.map((r: { id: string }) => r.id)),
        NOTIFICATION_TYPES['notification.youJoined'],
        resolve,
        INVITATION_MARK,
        LIVE_CHANNEL,
        n.live,
        LIVE_CHANNEL,
        '',
      ],
    });
  });
}

async function readForConfirm(client: Client, viewer: Viewer, applicationId: string) {
  const found = first(
    await client.query({
      ...SQL.findInvitation,
      values: [viewer.id, applicationId, 'withdrawn', viewer.id],
      rowMode: 'array',
    }),
  ) as unknown[];
  await client.query({ ...SQL.lockIdea, values: [found[1]] });
  const me = first(await client.query({ ...SQL.lockUser, values: [viewer.id] }));
  const read = first(
    await client.query({
      ...SQL.lockInvitation,
      values: [me.id, applicationId, 'withdrawn', 1],
      rowMode: 'array',
    }),
  ) as unknown[];
  // Columns: the application's 7, the idea's 18, then the idea's team (id, leader).
  return {
    me: me as Viewer,
    title: read[9] as string,
    teamId: read[25] as string,
    leaderId: read[26] as string,
  };
}

if (mode !== 'statements') {
  for (const definition of [...FUNCTIONS, ...READ_FUNCTIONS]) await pool.query(definition);
}
const call = async (query: pg.QueryConfig) =>
  first(
    mode === 'functions'
      ? await pool.query(query)
      : await inTransaction((client) => client.query(query)),
  );
type Row = Record<string, unknown>;
const steps =
  mode === 'statements' || readByCall
    ? { apply, accept, confirm }
    : {
        apply: async (viewer: Viewer, ideaId: string, text: string) =>
          (await call({ ...CALLS.apply, values: [viewer.id, ideaId, text] })).app as Row,
        accept: async (viewer: Viewer, applicationId: string) =>
          (await call({ ...CALLS.accept, values: [viewer.id, applicationId] })).app as Row,
        confirm: async (viewer: Viewer, applicationId: string) => {
          await call({ ...CALLS.confirm, values: [viewer.id, applicationId] });
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
  const viewer = rows[0] ? { id: rows[0].id as string, name: rows[0].name as string } : null;
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
