import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { isFormationClosed } from '@contract/formation.ts';
import { lockIdeas, readFormationSettings } from '../../domain/joining.ts';
import { resolveInvitations } from '../../domain/invitations.ts';
import { notify, type NewNotification } from '../../domain/notify.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notJoined } from './progress.ts';

// At the deadline, pending applications and invitations not yet confirmed lapse: a status of
// their own (not a decline), the applicant and the idea's owner both told
// (docs/rules/formation.md).

interface Lapsed {
  id: string;
  was: 'pending' | 'accepted';
  applicantId: string;
  applicantName: string;
  creatorId: string;
  title: string;
}

const openApplications = sql`(a.status = 'pending' or (a.status = 'accepted' and ${notJoined}))`;

/**
 * Lapses what is still open once the deadline has come; returns how many lapsed. Idempotent:
 * a second server (or pass) finds nothing open. The ideas are locked first, in id order, as
 * every joining does (docs/decisions/0009), so a confirmation under way finishes before or
 * waits and then sees the deadline.
 */
export async function lapseAtDeadline(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const { deadline } = await readFormationSettings(tx);
    if (!deadline || !isFormationClosed(deadline, now)) return 0;
    const ideaIds = await queryRows<{ ideaId: string }>(
      tx,
      sql`select distinct a.idea_id as "ideaId" from applications a where ${openApplications}`,
    );
    if (ideaIds.length === 0) return 0;
    await lockIdeas(
      tx,
      ideaIds.map((r) => r.ideaId),
    );
    const lapsed = await lapseOpen(tx, now);
    await resolveInvitations(tx, {
      applicationIds: lapsed.filter((l) => l.was === 'accepted').map((l) => l.id),
      code: 'notification.invitationLapsed',
      markRead: true,
    });
    await notify(
      tx,
      lapsed.flatMap((l): NewNotification[] => [
        {
          userId: l.applicantId,
          code: 'notification.applicationLapsed',
          params: { ideaTitle: l.title },
          applicationId: l.id,
        },
        {
          userId: l.creatorId,
          code: 'notification.applicantLapsed',
          params: { name: l.applicantName, ideaTitle: l.title },
          applicationId: l.id,
        },
      ]),
    );
    return lapsed.length;
  });
}

/** One statement: every open application, locked and read again, set to 'lapsed'. */
const lapseOpen = (tx: Tx, now: Date) =>
  queryRows<Lapsed>(
    tx,
    sql`with open as (
          select a.id, a.status as was from applications a where ${openApplications}
          for update of a
        )
        update applications set status = 'lapsed', updated_at = ${now.toISOString()}::timestamptz
        from open, ideas i, users u
        where applications.id = open.id and i.id = applications.idea_id
          and u.id = applications.applicant_id
        returning applications.id, open.was, applications.applicant_id as "applicantId",
          u.name as "applicantName", i.creator_id as "creatorId", i.title`,
  );
