import { sql, type SQL } from 'drizzle-orm';
import type { NotificationParams } from '@contract/notification-messages.ts';
import { HOUR } from '../lib/clock.ts';
import type { RateLimit } from '../lib/rate-limit.ts';

// docs/rules/ideas-and-teams.md, "E-mail alerts"

export const PACE: RateLimit = {
  bucket: 'notification-mail:sent',
  rules: [{ max: 1, windowMs: HOUR }],
};

export interface PacedJob {
  id: string;
  userId: string | null;
  /** Never a name or a title a user can change. */
  senderId: string | null;
  code: string;
  params: NotificationParams;
}

/** They say the same thing. */
const REMINDERS = ['notification.formationClosing', 'notification.coordinatorReminder'];

export const senderOf = (): SQL =>
  sql`case when n.code = 'notification.applied' then a.applicant_id
    else coalesce(s.idea_id, a.idea_id) end`;

export function paceKey(job: PacedJob): string | null {
  if (job.userId === null || REMINDERS.includes(job.code)) return null;
  return `${job.userId} ${job.senderId ?? 'unknown'}`;
}

export function bySender<T extends PacedJob>(jobs: readonly T[]) {
  const groups = new Map<string, { key: string | null; jobs: T[] }>();
  for (const job of jobs) {
    const key = paceKey(job);
    const group = groups.get(key ?? job.id) ?? { key, jobs: [] };
    group.jobs.push(job);
    groups.set(key ?? job.id, group);
  }
  return [...groups.values()];
}

export const repeatsReminder = (): SQL => {
  const codes = sql.join(
    REMINDERS.map((code) => sql`${code}`),
    sql`, `,
  );
  return sql`coalesce(n.code in (${codes}) and exists (select 1 from notifications r
    where r.user_id = n.user_id and r.code in (${codes}) and r.code <> n.code
      and (r.created_at, r.id) < (n.created_at, n.id)
      and r.created_at > n.created_at - ${`${HOUR} milliseconds`}::interval), false)`;
};
