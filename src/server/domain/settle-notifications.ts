import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { LIVE_CHANNEL } from './live-changes.ts';

// docs/decisions/0040-notifications-by-code.md

/** Rows older than codes have it too. */
const APPLIED_TYPE = 'application';

export type SettledApplications = (
  { applicationIds: readonly string[] } | { ideaId: string } | { applicantId: string }
) & {
  /** Their own tab reloads what it changed. */
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

/** Run before the applications are deleted. */
export async function settleApplicationNotices(tx: Tx, which: SettledApplications) {
  const { cte, tellOwners } = settledNotices(which);
  await tx.execute(sql`with ${cte} ${tellOwners}`);
}
