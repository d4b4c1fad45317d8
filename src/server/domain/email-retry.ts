import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.ts';

// Retries of a notification e-mail the mail server did not take, with exponential backoff
// (docs/decisions/0070-e-mail-through-a-transactional-outbox.md).

/** The longest wait between two tries of one e-mail. */
const MAX_RETRY_MS = 30 * 60_000;

/** The wait before the next try of a job that has now failed `attempts` times. */
export function retryDelayMs(attempts: number, retryBaseMs: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** A failed job's next try, logged: its attempts counted, its wait doubled, the error kept. */
export function retryLater(
  ctx: AppContext,
  options: {
    job: { id: string; attempts: number };
    error: unknown;
    retryBaseMs: number;
    now: Date;
  },
): SQL {
  const { job, error, now } = options;
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
        next_attempt_at = ${now.toISOString()}::timestamptz + ${`${delay} milliseconds`}::interval,
        last_error = ${reason.slice(0, 500)}
    where id = ${job.id}`;
}
