import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { readFormationSettings } from '../../domain/joining.ts';
import { notify } from '../../domain/notify.ts';
import { HOUR } from '../../lib/clock.ts';
import { inTransaction } from '../../lib/transaction.ts';

// Deadline reminders (docs/rules/formation.md): once the deadline is REMIND_BEFORE_MS away or
// less, each verified student without a team is told once, and each leader with applicants
// still undecided; once per deadline, by the (user, deadline, kind) key of formation_reminders
// (docs/decisions/0086-formation-reminders-once-per-deadline.md).

const REMIND_BEFORE_MS = 48 * HOUR;

/** Verified students (not admins) in no team at all. */
const withoutTeam = sql`u.is_verified and not u.is_admin
  and not exists (select 1 from team_members m where m.user_id = u.id)`;

/**
 * Sends the reminders due now and returns how many were sent. Several servers may run it at
 * once: only the transaction whose insert of the key went in tells that student.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const { deadline } = await readFormationSettings(tx);
    const left = deadline ? deadline.getTime() - ctx.clock.now().getTime() : -1;
    if (!deadline || left <= 0 || left > REMIND_BEFORE_MS) return 0;
    const at = deadline.toISOString();
    const students = await queryRows<{ userId: string }>(
      tx,
      sql`insert into formation_reminders (user_id, deadline, kind)
          select u.id, ${at}::timestamptz, 'without_team' from users u where ${withoutTeam}
          on conflict do nothing
          returning user_id as "userId"`,
    );
    const leaders = await queryRows<{ userId: string; title: string }>(
      tx,
      sql`with due as (
            select distinct i.creator_id from ideas i
            join applications a on a.idea_id = i.id and a.status = 'pending'
          ), told as (
            insert into formation_reminders (user_id, deadline, kind)
            select creator_id, ${at}::timestamptz, 'applicants_waiting' from due
            on conflict do nothing
            returning user_id
          )
          select told.user_id as "userId", i.title from told
          join ideas i on i.creator_id = told.user_id`,
    );
    await notify(tx, [
      ...students.map((s) => ({
        userId: s.userId,
        code: 'notification.formationClosing' as const,
        params: {},
      })),
      ...leaders.map((l) => ({
        userId: l.userId,
        code: 'notification.applicantsWaiting' as const,
        params: { ideaTitle: l.title },
      })),
    ]);
    return students.length + leaders.length;
  });
}

/**
 * POST /api/admin/formation/reminders: every student without a team now is told, whatever was
 * sent before (the coordinator asks on purpose); answers how many.
 */
export async function remindEveryoneWithoutTeam(
  ctx: AppContext,
  options: { actorId: string },
): Promise<{ told: number }> {
  return inTransaction(ctx, async (tx) => {
    const students = await queryRows<{ id: string }>(
      tx,
      sql`select u.id from users u where ${withoutTeam}`,
    );
    await notify(
      tx,
      students.map((s) => ({
        userId: s.id,
        code: 'notification.coordinatorReminder' as const,
        params: {},
      })),
    );
    await tx.insert(auditLog).values({
      actorId: options.actorId,
      action: 'send_formation_reminders',
      targetId: 'formation',
      details: { told: students.length },
    });
    return { told: students.length };
  });
}
