import { sql, type SQL } from 'drizzle-orm';
import type { Gender } from '@contract/fields.ts';
import type { Language } from '@contract/profile.ts';
import type { AppContext } from '../context.ts';
import { queryRows, type Db, type Tx } from '../db/client.ts';
import { removeHit, takeHit } from '../lib/rate-limit.ts';
import { retryLater } from './email-retry.ts';
import { bySender, PACE, paceKey, repeatsReminder, senderOf, type PacedJob } from './email-pace.ts';
import { courseInvitationMail } from './course-invitation-mail.ts';
import { digestMail, notificationMail } from './notification-mail.ts';

// docs/decisions/0070-e-mail-through-a-transactional-outbox.md

export const BATCH_SIZE = 10;
/** An alert this old is no longer worth an e-mail (the notification stays in the app). */
const EXPIRY = '7 days';
/** One statement, so one round trip inside the caller's transaction whatever the number. */
export function insertNotificationsWithEmails(
  rows: unknown[],
  emailedCodes: string[],
  then: SQL,
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
  return sql`with n as (${inserted} returning id, user_id, code, params, application_id),
    o as (insert into email_outbox (notification_id, user_id, code, params, sender_id)
      select n.id, u.id, n.code, n.params, ${senderOf()}
      from n join users u on u.id = n.user_id
        join jsonb_to_recordset(${json}::jsonb) as s(id uuid, idea_id uuid) on s.id = n.id
        left join applications a on a.id = n.application_id
      where u.email_notifications
        and n.code in (${sql.join(
          emailedCodes.map((code) => sql`${code}`),
          sql`, `,
        )}))
    ${more} ${then}`;
}

interface DueEmail extends PacedJob {
  attempts: number;
  createdAt: Date;
  expired: boolean;
  /** Read again when sent: an invitation resolved since says something else now. */
  unwanted: boolean;
  email: string;
  name: string;
  language: Language;
  gender: Gender;
  is_course_invitation: boolean;
}

/** SKIP LOCKED: a job another server is sending is skipped, never waited for nor taken twice. */
const selectJobs = (db: Db | Tx, where: SQL, limit: number) =>
  queryRows<DueEmail>(
    db,
    sql`select o.id, o.user_id as "userId", o.sender_id as "senderId", o.code, o.params, o.attempts, o.created_at as "createdAt",
          o.created_at < now() - ${EXPIRY}::interval as expired,
          not coalesce(u.email_notifications, true)
            or (o.notification_id is not null and n.code is distinct from o.code)
            or ${repeatsReminder()} as unwanted,
          coalesce(u.email, ci.email) as email, coalesce(u.name, ci.name) as name,
          coalesce(u.language, o.params->>'language', 'en') as language,
          coalesce(u.gender, ci.gender) as gender, ci.id is not null as is_course_invitation
        from email_outbox o
        left join users u on u.id = o.user_id
        left join course_invitations ci on ci.id = o.course_invitation_id
        left join notifications n on n.id = o.notification_id
        where ${where}
        order by o.next_attempt_at, o.id
        limit ${limit}
        for update of o skip locked`,
  );

/** By the app's clock, which tests move. */
const claimDue = (db: Db | Tx, now: Date) =>
  selectJobs(db, sql`o.next_attempt_at <= ${now.toISOString()}::timestamptz`, BATCH_SIZE);

/** Those the pace held back go with the next e-mail; only the same sender's, so only they are locked. */
const othersOf = (db: Db | Tx, job: DueEmail, taken: readonly DueEmail[]) =>
  selectJobs(
    db,
    sql`o.user_id = ${job.userId} and o.sender_id is not distinct from ${job.senderId}
      and o.id not in ${idsOf(taken)}`,
    100,
  );

export interface OutboxOptions {
  retryBaseMs: number;
}

/** PGlite sends outside the transaction so a slow mail server never holds the embedded database. */
export async function sendDueEmails(ctx: AppContext, options: OutboxOptions): Promise<number> {
  const now = ctx.clock.now();
  if (ctx.engine === 'postgres') {
    return ctx.db.transaction(async (tx) => {
      const jobs = await claimDue(tx, now);
      return sendJobs(ctx, jobs, options, {
        now,
        others: (job) => othersOf(tx, job, jobs),
        write: (query) => tx.execute(query),
        // Undone alone (a savepoint), so the pass still commits the deletes of the e-mails it sent.
        writeRetry: (query) => tx.transaction((savepoint) => savepoint.execute(query)),
      });
    });
  }
  const jobs = await ctx.db.transaction((tx) => claimDue(tx, now));
  const write = (query: SQL) => ctx.db.transaction((tx) => tx.execute(query));
  const others = (job: DueEmail) => ctx.db.transaction((tx) => othersOf(tx, job, jobs));
  return sendJobs(ctx, jobs, options, { now, others, write, writeRetry: write });
}

type Write = (query: SQL) => Promise<unknown>;

interface PassTools {
  now: Date;
  others: (job: DueEmail) => Promise<DueEmail[]>;
  write: Write;
  writeRetry: Write;
}

const idsOf = (jobs: readonly DueEmail[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(jobs.map((j) => j.id))}::jsonb)::uuid)`;

async function sendJobs(
  ctx: AppContext,
  jobs: DueEmail[],
  options: OutboxOptions,
  tools: PassTools,
): Promise<number> {
  const { now, write, writeRetry } = tools;
  // docs/decisions/0109-write-path-round-trips-and-pool.md
  const finished: string[] = [];
  const deleteFinished = () =>
    finished.length === 0
      ? Promise.resolve()
      : write(sql`delete from email_outbox where id in
          (select jsonb_array_elements_text(${JSON.stringify(finished)}::jsonb)::uuid)`);
  try {
    for (const { key, jobs: group } of bySender(jobs)) {
      const sendable = group.filter((job) => isSendable(ctx, job, finished));
      if (sendable.length === 0) continue;
      const hit = key === null ? null : await takeHit(ctx.db, { limit: PACE, key, now });
      if (hit && !hit.ok) {
        const dueAt = new Date(now.getTime() + hit.retryAfterSeconds * 1000).toISOString();
        await write(sql`update email_outbox set next_attempt_at = ${dueAt}::timestamptz
          where id in ${idsOf(sendable)}`);
        continue;
      }
      const held =
        key === null ? [] : (await tools.others(group[0]!)).filter((job) => paceKey(job) === key);
      const told = [...sendable, ...held.filter((job) => isSendable(ctx, job, finished))].sort(
        (x, y) => new Date(x.createdAt).getTime() - new Date(y.createdAt).getTime(),
      );
      try {
        await ctx.mailer.send(mailOf(ctx, told)!);
      } catch (error) {
        if (hit) await removeHit(ctx.db, hit.hitId).catch(() => undefined);
        await writeRetry(
          retryLater(ctx, { job: sendable[0]!, error, retryBaseMs: options.retryBaseMs, now }),
        ).catch((writeError: unknown) =>
          ctx.log.error(
            { outboxId: sendable[0]!.id, err: writeError },
            'e-mail retry not recorded',
          ),
        );
        // The mail server is likely down: leave the rest of the batch for the next pass.
        break;
      }
      finished.push(...told.map((job) => job.id));
    }
  } catch (error) {
    await deleteFinished().catch(() => undefined);
    throw error;
  }
  await deleteFinished();
  return finished.length;
}

function isSendable(ctx: AppContext, job: DueEmail, finished: string[]): boolean {
  if (job.unwanted) {
    ctx.log.info({ outboxId: job.id, code: job.code }, 'notification e-mail no longer wanted');
  } else if (job.expired || !mailOf(ctx, [job])) {
    ctx.log.warn({ outboxId: job.id, code: job.code }, 'notification e-mail dropped unsent');
  } else return true;
  finished.push(job.id);
  return false;
}

function mailOf(ctx: AppContext, jobs: DueEmail[]) {
  const [job] = jobs;
  const recipient = {
    to: job!.email,
    name: job!.name,
    language: job!.language,
    gender: job!.gender,
    origin: ctx.config.APP_ORIGIN,
  };
  if (job!.is_course_invitation) {
    return courseInvitationMail({ ...recipient, course: String(job!.params.course) });
  }
  return jobs.length === 1
    ? notificationMail({ ...recipient, code: job!.code, params: job!.params })
    : digestMail(recipient, jobs);
}
