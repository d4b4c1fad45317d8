import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { message } from '@contract/messages.ts';
import type { AppContext } from '../src/server/context.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { sessionCookieName } from '../src/server/domain/auth-cookies.ts';
import { sendDueEmails } from '../src/server/domain/email-outbox.ts';
import { LIVE_CHANNEL } from '../src/server/domain/live-changes.ts';
import { AUTH_CHANNEL, SessionCache } from '../src/server/domain/session-cache.ts';
import { findSessionUser } from '../src/server/domain/sessions.ts';
import { systemClock } from '../src/server/lib/clock.ts';
import { AppError } from '../src/server/lib/errors.ts';
import { createMailer } from '../src/server/lib/mailer.ts';
import { applyToIdea } from '../src/server/modules/applications/apply.ts';
import { confirmInvitation } from '../src/server/modules/applications/confirm.ts';
import { decideApplication } from '../src/server/modules/applications/decide.ts';

// The writes floor: the three handshake routes with no framework. node:http, the app's own
// database pool (openDatabase: same size, same connection setup) and the app's own service
// functions for apply, accept and confirm, so that every statement, transaction, lock, retry,
// outbox insert and NOTIFY is the app's, in the app's order, by construction; the session is
// found by the app's findSessionUser with its cache, fed by the same LISTEN; the app's e-mail
// worker drains the outbox at the same pace. What is left out: Fastify, its hooks (auth guard,
// rate limit, security headers, metrics, request log), zod's validation of the body and of the
// answer. Drizzle builds the statements on both sides: its share of the time inside a
// transaction is what `bench/write-anatomy.ts` shows as "in transaction" minus "waiting on
// PostgreSQL". A hand-written copy of the SQL would have to be kept in step with three services
// and their helpers; calling them keeps the floor honest with no copy to drift.

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: '',
  poolSize: config.DATABASE_POOL_SIZE,
});
const quiet = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;
const ctx = {
  config,
  db: database.db,
  engine: database.engine,
  clock: systemClock,
  mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger: quiet }),
  log: quiet,
  sessionCache: new SessionCache(),
  lifecycle: { draining: false },
} as unknown as AppContext;

await database.listen(AUTH_CHANNEL, {
  onMessage: (payload) => ctx.sessionCache.heard(payload),
  onLive: (live) => ctx.sessionCache.setLive(live),
});
// The live-change NOTIFYs are heard as by the app (which has no event stream open in the bench).
await database.listen(LIVE_CHANNEL, { onMessage() {}, onLive() {} });
let stopped = false;
const drain = async (): Promise<void> => {
  await sendDueEmails(ctx, { retryBaseMs: config.EMAIL_RETRY_BASE_MS }).catch(() => 0);
  if (!stopped) setTimeout(() => void drain(), config.EMAIL_POLL_MS);
};
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

const decidePath = /^\/api\/applications\/([^/]+)\/status$/;
const confirmPath = /^\/api\/applications\/([^/]+)\/confirm$/;

async function handle(req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0]!;
  if (path === '/readyz') return send(res, 200, { ok: true });
  const token = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`).exec(req.headers.cookie ?? '');
  const auth = token ? await findSessionUser(ctx, token[1]!) : null;
  if (!auth) return send(res, 401, { message: 'Authentication required' });
  const viewer = auth.user;
  if (req.method === 'POST' && path === ENDPOINTS.applications.create.path) {
    const body = await bodyOf(req);
    const ideaId = body.ideaId ?? '';
    return send(res, 201, await applyToIdea(ctx, { viewer, ideaId, message: body.message ?? '' }));
  }
  const decide = decidePath.exec(path);
  if (req.method === 'PUT' && decide) {
    const { status } = await bodyOf(req);
    const options = { viewer, applicationId: decide[1]!, status: status as 'accepted' };
    return send(res, 200, await decideApplication(ctx, options));
  }
  const confirm = confirmPath.exec(path);
  if (req.method === 'POST' && confirm) {
    await confirmInvitation(ctx, { viewer, applicationId: confirm[1]! });
    return send(res, 200, message('applications.joined'));
  }
  return send(res, 404, { message: 'Not found' });
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) =>
    send(res, error instanceof AppError ? error.status : 500, { message: String(error) }),
  );
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => {
  stopped = true;
  server.close();
  void database.close().then(() => process.exit(0));
});
