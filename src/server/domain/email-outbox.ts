import { sql, type SQL } from 'drizzle-orm';
import type { Gender } from '@contract/fields.ts';
import type { NotificationParams } from '@contract/notification-messages.ts';
import type { Language } from '@contract/profile.ts';
import type { AppContext } from '../context.ts';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { notificationMail } from './notification-mail.ts';

// The transactional outbox of notification e-mails
// (docs/decisions/0070-e-mail-through-a-transactional-outbox.md): notify() writes a job in the
// transaction of the change; sendDueEmails() sends due jobs and deletes the ones finished.

/** Jobs one pass takes at most. */
export const BATCH_SIZE = 10;
/** The longest wait between two tries of one e-mail. */
const MAX_RETRY_MS = 30 * 60_000;
/** An alert this old is no longer worth an e-mail (the notification stays in the app). */
const EXPIRY = '7 days';

/**
 * The notifications to insert, as `rows` from jsonb_to_recordset, in one statement (one round
 * trip inside the caller's transaction, whatever the number): the insert, the e-mail jobs read
 * from its RETURNING, and `then`, a select that runs after both (the live-change NOTIFY).
 */
export function insertNotificationsWithEmails(
  rows: unknown[],
  emailedCodes: string[],
  then: SQL,
  /** More CTEs for the same statement, each `name as (...)`, which `then` may read. */
  ctes: readonly SQL[] = [],
): SQL {
  const more = sql.join(
    ctes.map((cte) => sql`, ${cte}`),
    sql``,
  );
  const json = JSON.stringify(rows);
  const inserted = sql`insert into notifications
      (id, user_id, type, code, params, message, application_id)
    select j.id, j.user_id, j.type, j.code, j.params, j.message, j.application_id
    from jsonb_to_recordset(${json}::jsonb)
      as j(id uuid, user_id uuid, type text, code text, params jsonb, message text,
        application_id uuid)`;
  if (emailedCodes.length === 0) return sql`with n as (${inserted}) ${more} ${then}`;
  // The e-mail jobs: one per notification whose code is e-mailed and whose recipient has e-mail
  // notifications on; their key on the notification is checked at the statement's end.
  return sql`with n as (${inserted} returning id, user_id, code, params),
    o as (insert into email_outbox (notification_id, user_id, code, params)
      select n.id, u.id, n.code, n.params
      from n join users u on u.id = n.user_id
      where u.email_notifications
        and n.code in (${sql.join(
          emailedCodes.map((code) => sql`${code}`),
          sql`, `,
        )}))
    ${more} ${then}`;
}

interface DueEmail {
  id: string;
  code: string;
  params: NotificationParams;
  attempts: number;
  expired: boolean;
  /** The recipient turned e-mails off, or the notification was rewritten, since it was queued. */
  unwanted: boolean;
  email: string;
  name: string;
  language: Language;
  gender: Gender;
}

/**
 * Due jobs with their recipient, oldest due first. FOR UPDATE SKIP LOCKED: on PostgreSQL a job
 * another server is sending (its row locked) is skipped, never waited for nor taken twice.
 * The recipient's switch and the notification are read again here: a job is sent only if both
 * still want it (an invitation resolved since the job was written says something else now).
 */
const claimDue = (db: Db | Tx) =>
  queryRows<DueEmail>(
    db,
    sql`select o.id, o.code, o.params, o.attempts,
          o.created_at < now() - ${EXPIRY}::interval as expired,
          not u.email_notifications
            or (o.notification_id is not null and n.code is distinct from o.code) as unwanted,
          u.email, u.name, u.language, u.gender
        from email_outbox o
        join users u on u.id = o.user_id
        left join notifications n on n.id = o.notification_id
        where o.next_attempt_at <= now()
        order by o.next_attempt_at, o.id
        limit ${BATCH_SIZE}
        for update of o skip locked`,
  );

export interface OutboxOptions {
  /** First wait after a failed send; doubled after each further failure. */
  retryBaseMs: number;
}

/** The wait before the next try of a job that has now failed `attempts` times. */
export function retryDelayMs(attempts: number, retryBaseMs: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * One pass of the worker: sends the due jobs and returns how many it finished (sent or
 * dropped); fewer than BATCH_SIZE means nothing more is due now. On PostgreSQL the
 * jobs stay locked in one transaction while they are sent, so several servers never send one
 * twice; a server that dies mid-pass releases its locks and its jobs are sent by the next pass.
 * PGlite belongs to one process, whose worker runs one pass at a time: there the jobs are read
 * in a short transaction and sent outside it, so a slow mail server never holds the embedded
 * database (which runs one transaction at a time) and the app's requests; the jobs it finished
 * are deleted as the pass ends, so a process killed mid-pass sends those again after its restart
 * (as a PostgreSQL server does, whose deletes roll back).
 */
export async function sendDueEmails(ctx: AppContext, options: OutboxOptions): Promise<number> {
  if (ctx.engine === 'postgres') {
    return ctx.db.transaction(async (tx) =>
      sendJobs(ctx, await claimDue(tx), options, {
        write: (query) => tx.execute(query),
        // A retry that cannot be recorded is undone alone (a savepoint), so the pass still
        // commits the deletes of the e-mails it sent.
        writeRetry: (query) => tx.transaction((savepoint) => savepoint.execute(query)),
      }),
    );
  }
  const jobs = await ctx.db.transaction((tx) => claimDue(tx));
  // Each write its own short transaction, like every background write (none is counted among a
  // request's statements in tests/support/statements.ts).
  const write = (query: SQL) => ctx.db.transaction((tx) => tx.execute(query));
  return sendJobs(ctx, jobs, options, { write, writeRetry: write });
}

type Write = (query: SQL) => Promise<unknown>;

async function sendJobs(
  ctx: AppContext,
  jobs: DueEmail[],
  options: OutboxOptions,
  { write, writeRetry }: { write: Write; writeRetry: Write },
): Promise<number> {
  // The jobs finished (sent or dropped), deleted together in one statement as the pass ends
  // (docs/decisions/0109-write-path-round-trips-and-pool.md), whichever way it ends.
  const finished: string[] = [];
  const deleteFinished = () =>
    finished.length === 0
      ? Promise.resolve()
      : write(sql`delete from email_outbox where id in
          (select jsonb_array_elements_text(${JSON.stringify(finished)}::jsonb)::uuid)`);
  try {
    for (const job of jobs) {
      const mail = notificationMail({
        to: job.email,
        name: job.name,
        language: job.language,
        gender: job.gender,
        code: job.code,
        params: job.params,
        origin: ctx.config.APP_ORIGIN,
      });
      if (job.unwanted) {
        ctx.log.info({ outboxId: job.id, code: job.code }, 'notification e-mail no longer wanted');
        finished.push(job.id);
        continue;
      }
      if (job.expired || !mail) {
        ctx.log.warn({ outboxId: job.id, code: job.code }, 'notification e-mail dropped unsent');
        finished.push(job.id);
        continue;
      }
      try {
        await ctx.mailer.send(mail);
      } catch (error) {
        // Unrecorded, the job is simply due again at the next pass; the ones sent are still
        // deleted, so none of them goes out twice.
        await writeRetry(retryLater(ctx, job, error, options)).catch((writeError: unknown) =>
          ctx.log.error({ outboxId: job.id, err: writeError }, 'e-mail retry not recorded'),
        );
        // The mail server is likely down: leave the rest of the batch for the next pass.
        break;
      }
      finished.push(job.id);
    }
  } catch (error) {
    // The pass's own error is the one reported. Where each write is its own transaction
    // (PGlite) the finished jobs are still deleted; on PostgreSQL the pass's transaction rolls
    // back whole, this delete with it.
    await deleteFinished().catch(() => undefined);
    throw error;
  }
  await deleteFinished();
  return finished.length;
}

/** A failed job's next try, logged: its attempts counted, its wait doubled, the error kept. */
function retryLater(ctx: AppContext, job: DueEmail, error: unknown, options: OutboxOptions): SQL {
  const attempts = job.attempts + 1;
  const delay = retryDelayMs(attempts, options.retryBaseMs);
  // A mail server's reply may hold NUL bytes, which no PostgreSQL text can store.
  const reason = (error instanceof Error ? error.message : String(error)).replaceAll('\0', '');
  ctx.log.warn(
    { outboxId: job.id, attempts, retryInMs: delay, err: reason },
    'notification e-mail not sent; will retry',
  );
  return sql`
    update email_outbox
    set attempts = ${attempts},
        next_attempt_at = now() + ${`${delay} milliseconds`}::interval,
        last_error = ${reason.slice(0, 500)}
    where id = ${job.id}`;
}
