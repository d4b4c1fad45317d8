import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { LIVE_CHANNEL } from './live-changes.ts';

// An owner's "X applied to join" asks for a decision; once the application is no longer pending
// (accepted, declined, withdrawn, closed by joining elsewhere, its idea or its student gone) it
// asks nothing, so it is marked read in the change's own transaction and the unread count is
// what still needs the owner (docs/decisions/0076-settled-notifications-are-read.md).

/** The stored type of 'notification.applied' (domain/notify.ts); rows older than codes have it too. */
const APPLIED_TYPE = 'application';

/** Which applications are settled: these, every one to an idea, or every one of a student. */
export type SettledApplications = (
  { applicationIds: readonly string[] } | { ideaId: string } | { applicantId: string }
) & {
  /** Who made the change: their own tab reloads what it changed, so they are not told. */
  actorId?: string;
};

function applicationsOf(which: SettledApplications): SQL {
  if ('ideaId' in which) return sql`select id from applications where idea_id = ${which.ideaId}`;
  if ('applicantId' in which) {
    return sql`select id from applications where applicant_id = ${which.applicantId}`;
  }
  const ids = JSON.stringify(which.applicationIds);
  return sql`select id::uuid from jsonb_array_elements_text(${ids}::jsonb) as a(id)`;
}

/**
 * A CTE named `settled` marking the owners' unread "applied" notices of these applications read,
 * and a select NOTIFYing each owner (their badge and applicant list reload at commit): for a
 * statement's WITH list and its final select (domain/notify.ts folds them into its insert).
 */
export function settledNotices(which: SettledApplications): { cte: SQL; tellOwners: SQL } {
  return {
    cte: sql`settled as (
      update notifications set is_read = true
      where type = ${APPLIED_TYPE} and is_read = false
        and application_id in (${applicationsOf(which)})
      returning user_id)`,
    tellOwners: sql`select pg_notify(${LIVE_CHANNEL}, owner::text || ' applicants,notifications')
      from (select distinct user_id as owner from settled) as owners
      where owner::text <> ${which.actorId ?? ''}`,
  };
}

/** The same on its own, in the caller's transaction; run before the applications are deleted. */
export async function settleApplicationNotices(tx: Tx, which: SettledApplications) {
  const { cte, tellOwners } = settledNotices(which);
  await tx.execute(sql`with ${cte} ${tellOwners}`);
}
