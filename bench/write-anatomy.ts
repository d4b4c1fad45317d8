import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fillPath } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { sendDueEmails } from '../src/server/domain/email-outbox.ts';
import { createBenchDatabase } from './lib/database.ts';
import { median } from './lib/floor.ts';
import { describe, recordSql, type Sent } from './lib/sql-recorder.ts';
import { planWriteCycles } from './plan.ts';
import { scaledSizes, seedUniversity } from './seed.ts';

// Where a write's time goes: one apply -> accept -> confirm cycle through the real app (built
// in this process, requests by inject, so no socket), every statement it sends to PostgreSQL
// recorded by connection, and the locks the committing backend holds read from pg_locks just
// before each COMMIT. Then ANATOMY_CYCLES more cycles, one at a time and without the lock probe,
// for the medians of the request's time, of its time inside the transaction and of the time
// spent waiting for PostgreSQL. Counts are exact; times depend on the machine's load.
//   DATABASE_URL=postgres://... npx tsx bench/write-anatomy.ts
//   BENCH_SCALE (default 0.05), ANATOMY_CYCLES (default 40)

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (PostgreSQL) is required');
const scale = Number(process.env.BENCH_SCALE ?? 0.05);
const runs = Number(process.env.ANATOMY_CYCLES ?? 40);
const salt = randomBytes(12).toString('base64url');
const ms = (n: number) => n.toFixed(2);

type Step = 'apply' | 'accept' | 'confirm';
interface StepFigures {
  totalMs: number;
  inTransactionMs: number;
  waitingMs: number;
  statements: number;
  sent: Sent[];
}

/** The request's statements: round trips, the transaction's span and the time spent waiting. */
function figures(sent: Sent[], totalMs: number): StepFigures {
  const begin = sent.find((s) => /^\s*begin\s*$/i.test(s.text));
  const commit = sent.findLast((s) => /^\s*commit\s*$/i.test(s.text));
  return {
    totalMs,
    inTransactionMs: begin && commit ? commit.endedMs - begin.startedMs : 0,
    waitingMs: sent.reduce((n, s) => n + (s.endedMs - s.startedMs), 0),
    statements: sent.length,
    sent,
  };
}

const benchDb = await createBenchDatabase(url);
try {
  const setup = await benchDb.open();
  await seedUniversity(setup.db, scaledSizes(scale), salt);
  const cycles = await planWriteCycles(setup.db, {
    sizes: scaledSizes(scale),
    salt,
    max: runs + 1,
  });
  await setup.close();
  if (cycles.length < 3) throw new Error('no write cycles planned: raise BENCH_SCALE');

  const recorder = recordSql({ lockProbeUrl: benchDb.env.DATABASE_URL! });
  const database = await openDatabase({ databaseUrl: benchDb.env.DATABASE_URL, dataDir: '' });
  // The e-mail worker polls rarely here, so that its passes do not fall inside a request; one
  // pass is recorded on its own below.
  const config = loadConfig({
    DATABASE_URL: benchDb.env.DATABASE_URL,
    LOG_LEVEL: 'silent',
    SMTP_URL: '',
    REDIS_URL: '',
    EMAIL_POLL_MS: '3600000',
    RATE_LIMIT_API_PER_MINUTE: '100000000',
  });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await app.ready();

  const call = async (
    probe: boolean,
    method: 'POST' | 'PUT',
    path: string,
    cookie: string,
    body?: unknown,
  ) => {
    const started = performance.now();
    const { result, sent } = await recorder.during(probe, () =>
      app.inject({
        method,
        url: path,
        headers: { cookie },
        ...(body ? { payload: body as object } : {}),
      }),
    );
    if (result.statusCode >= 300)
      throw new Error(`${method} ${path}: ${result.statusCode} ${result.body}`);
    return {
      json: result.json<{ id?: string }>(),
      step: figures(sent, performance.now() - started),
    };
  };

  async function cycle(k: number, probe: boolean): Promise<Record<Step, StepFigures>> {
    const c = cycles[k]!;
    const apply = await call(probe, 'POST', ENDPOINTS.applications.create.path, c.applicantCookie, {
      ideaId: c.ideaId,
    });
    const id = apply.json.id!;
    const accept = await call(
      probe,
      'PUT',
      fillPath(ENDPOINTS.applications.decide.path, { id }),
      c.leaderCookie,
      {
        status: 'accepted',
      },
    );
    const confirm = await call(
      probe,
      'POST',
      fillPath(ENDPOINTS.applications.confirm.path, { id }),
      c.applicantCookie,
    );
    return { apply: apply.step, accept: accept.step, confirm: confirm.step };
  }

  // A first cycle unrecorded (the e-mail worker's first pass, the pool's connections), then the
  // counting cycle, with the lock probe.
  await cycle(0, false);
  const counted = await cycle(1, true);
  for (const step of ['apply', 'accept', 'confirm'] as const) {
    const f = counted[step];
    const pids = new Set(f.sent.map((s) => s.pid)).size;
    const begin = f.sent.findIndex((s) => describe(s.text) === 'BEGIN');
    const commit = f.sent.findLastIndex((s) => describe(s.text) === 'COMMIT');
    const rowLocks = f.sent.filter((s) => describe(s.text).includes('row lock')).length;
    console.log(
      `\n${step}: ${f.statements} statements = ${f.statements} round trips on ${pids} connection(s); ` +
        `${commit - begin + 1} inside the transaction (BEGIN and COMMIT included), ` +
        `${rowLocks} of them taking row locks (FOR SHARE/UPDATE)`,
    );
    for (const s of f.sent) {
      console.log(`  ${describe(s.text)}`);
      if (s.locks)
        console.log(
          `    table locks held at COMMIT (pg_locks, beyond AccessShare): ${s.locks.join('; ') || 'none'}`,
        );
    }
    const text = f.sent.map((s) => s.text.toLowerCase()).join('\n');
    console.log(
      `  e-mail outbox insert in the transaction: ${text.includes('email_outbox') ? 'yes' : 'no'}; ` +
        `NOTIFY in the transaction: ${text.includes('pg_notify') ? 'yes' : 'no'}`,
    );
  }
  const worker = await recorder.during(false, () =>
    sendDueEmails(ctx, { retryBaseMs: config.EMAIL_RETRY_BASE_MS }),
  );
  console.log(
    `\ne-mail worker, one pass after the cycle (${worker.result} jobs): ${worker.sent.length} statements: ` +
      worker.sent.map((s) => describe(s.text)).join(' | '),
  );

  // The timed cycles: one at a time, no probe.
  const timed: Array<Record<Step, StepFigures>> = [];
  for (let k = 2; k < cycles.length; k++) timed.push(await cycle(k, false));
  console.log(
    `\n${timed.length} cycles one at a time, medians in ms (load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}, ` + `${scaledSizes(scale).students} students):`,
  );
  console.log('step     request  in transaction  waiting on PostgreSQL  outside the transaction');
  for (const step of ['apply', 'accept', 'confirm'] as const) {
    const total = median(timed.map((t) => t[step].totalMs));
    const inTx = median(timed.map((t) => t[step].inTransactionMs));
    const waiting = median(timed.map((t) => t[step].waitingMs));
    console.log(
      `${step.padEnd(8)} ${ms(total).padStart(7)}  ${ms(inTx).padStart(14)}  ${ms(waiting).padStart(21)}  ${ms(total - inTx).padStart(23)}`,
    );
  }
  await app.close();
  await database.close();
  await recorder.stop();
} finally {
  await benchDb.destroy();
}
