import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { isFormationClosed } from '@contract/formation.ts';
import { formationSettings } from '../../db/schema.ts';
import { lockIdeas } from '../../domain/joining.ts';
import { resolveInvitations } from '../../domain/invitations.ts';
import { notify, type NewNotification } from '../../domain/notify.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notJoined } from './progress.ts';

// docs/rules/formation.md (After the deadline)

interface Lapsed {
  id: string;
  was: 'pending' | 'accepted';
  applicantId: string;
  applicantName: string;
  creatorId: string;
  title: string;
}

const openApplications = sql`(a.status = 'pending' or (a.status = 'accepted' and ${notJoined}))`;

// Each course closes at its own deadline: the open applications to ideas of the closed ones.
const openIn = (closed: string[]) =>
  sql`${openApplications} and exists (select 1 from ideas ci where ci.id = a.idea_id
    and ci.course_id in (${sql.join(
      closed.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}))`;

async function closedCourses(tx: Tx, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ courseId: formationSettings.courseId, deadline: formationSettings.deadline })
    .from(formationSettings);
  return rows
    .filter((r) => r.deadline && isFormationClosed(r.deadline, now))
    .map((r) => r.courseId);
}

// Ideas locked first, in id order as every joining does (docs/decisions/0009), so a confirmation
// under way finishes first or waits and then sees the deadline.
export async function lapseAtDeadline(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const now = ctx.clock.now();
    const closed = await closedCourses(tx, now);
    if (closed.length === 0) return 0;
    const open = openIn(closed);
    const ideaIds = await queryRows<{ ideaId: string }>(
      tx,
      sql`select distinct a.idea_id as "ideaId" from applications a where ${open}`,
    );
    if (ideaIds.length === 0) return 0;
    await lockIdeas(
      tx,
      ideaIds.map((r) => r.ideaId),
    );
    const lapsed = await lapseOpen(tx, open, now);
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

const lapseOpen = (tx: Tx, open: SQL, now: Date) =>
  queryRows<Lapsed>(
    tx,
    sql`with open as (
          select a.id, a.status as was from applications a where ${open}
          for update of a
        )
        update applications set status = 'lapsed', updated_at = ${now.toISOString()}::timestamptz
        from open, ideas i, users u
        where applications.id = open.id and i.id = applications.idea_id
          and u.id = applications.applicant_id
        returning applications.id, open.was, applications.applicant_id as "applicantId",
          u.name as "applicantName", i.creator_id as "creatorId", i.title`,
  );
