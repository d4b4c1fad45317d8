import { sql } from 'drizzle-orm';
import { message } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { resolveInvitations } from '../../domain/invitations.ts';
import { lockIdeas, lockUser } from '../../domain/joining.ts';
import { livePayloads, notifyLive } from '../../domain/live-changes.ts';
import { settleApplicationNotices } from '../../domain/settle-notifications.ts';
import { notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAdminAction } from '../../domain/audit.ts';

/**
 * Takes a member (by user id) or a pending invitation (by its id) off the course's roster. A
 * member's open applications in the course close with it (docs/rules/courses.md, "The roster");
 * a team they joined keeps them until the coordinator moves them.
 */
export async function removeFromRoster(
  ctx: AppContext,
  options: { actorId: string; courseId: string; id: string },
) {
  const { courseId, id } = options;
  await inTransaction(ctx, async (tx) => {
    // The lock order of every handshake step: the ideas, then the student.
    await lockIdeas(
      tx,
      (await openApplications(tx, courseId, id, false)).map((a) => a.ideaId),
    );
    await lockUser(tx, id);
    const [row] = await queryRows<{ members: number; invitations: number }>(
      tx,
      sql`with member as (delete from course_students
            where course_id = ${courseId} and user_id = ${id} returning 1),
          invitation as (delete from course_invitations
            where course_id = ${courseId} and id = ${id} returning 1)
        select (select count(*)::int from member) as members,
          (select count(*)::int from invitation) as invitations`,
    );
    if (!row || row.members + row.invitations === 0) throw notFound('roster.notMember');
    await recordAdminAction(tx, {
      actorId: options.actorId,
      action: 'remove_from_roster',
      targetId: id,
      details: { courseId, invitation: row.invitations > 0 },
    });
    const open = await openApplications(tx, courseId, id, true);
    if (open.length === 0) return;
    const applicationIds = open.map((a) => a.id);
    await resolveInvitations(tx, {
      applicationIds,
      code: 'notification.invitationGone',
      markRead: true,
    });
    // The leaders' "applied" notices are settled, as for any application that ends.
    await settleApplicationNotices(tx, { applicationIds });
    // 'closed', as joining another team closes them (docs/decisions/0078): not the student's
    // own withdrawal, which counts against them.
    await tx.execute(sql`update applications set status = 'closed', updated_at = ${ctx.clock.now()}
      where id in (select jsonb_array_elements_text(${JSON.stringify(applicationIds)}::jsonb)::uuid)`);
    // The leaders' applicant lists and the student's own lists change under their eyes.
    const changes = [
      { userId: id, lists: ['my-applications', 'notifications'] as const },
      ...open.map((a) => ({ userId: a.leaderId, lists: ['applicants'] as const })),
    ];
    await tx.execute(notifyLive(livePayloads(changes)));
  });
  return message('roster.removed');
}

/** The student's pending applications and open invitations to ideas of the course. */
function openApplications(tx: Tx, courseId: string, userId: string, lock: boolean) {
  return queryRows<{ id: string; ideaId: string; leaderId: string }>(
    tx,
    sql`select a.id, a.idea_id as "ideaId", coalesce(t.leader_id, i.creator_id) as "leaderId"
      from applications a join ideas i on i.id = a.idea_id left join teams t on t.idea_id = i.id
      where a.applicant_id = ${userId} and i.course_id = ${courseId}
        and a.status in ('pending', 'accepted')
        and not exists (select 1 from teams joined join team_members m on m.team_id = joined.id
          where joined.idea_id = a.idea_id and m.user_id = a.applicant_id)
      ${lock ? sql`for update of a` : sql``}`,
  );
}
