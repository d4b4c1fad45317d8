import { sql } from 'drizzle-orm';
import type { ReminderPreview } from '@contract/formation.ts';
import type { AppContext } from '../../context.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { auditLog, formationSettings } from '../../db/schema.ts';
import type { CourseRef } from '../../domain/courses.ts';
import { notify, type NewNotification } from '../../domain/notify.ts';
import { HOUR } from '../../lib/clock.ts';
import { inTransaction } from '../../lib/transaction.ts';

// docs/rules/formation.md (Reminders), docs/decisions/0087-lapse-by-a-periodic-check.md

const REMIND_BEFORE_MS = 48 * HOUR;

// A student on the course's roster without a team in it.
const withoutTeam = (course: CourseRef) => sql`u.is_verified and not u.is_admin
  and exists (select 1 from course_students cs where cs.user_id = u.id and cs.course_id = ${course})
  and not exists (select 1 from team_members m where m.user_id = u.id and m.course_id = ${course})`;

// Several servers may run it at once: only the transaction whose key went in tells that student.
// Each course by its own deadline, keyed by the course: two courses closing at the same instant
// each remind.
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const now = ctx.clock.now().getTime();
    const due = (
      await tx
        .select({ courseId: formationSettings.courseId, deadline: formationSettings.deadline })
        .from(formationSettings)
    ).filter(({ deadline }) => {
      const left = deadline ? deadline.getTime() - now : -1;
      return left > 0 && left <= REMIND_BEFORE_MS;
    });
    let told = 0;
    for (const { courseId, deadline } of due) told += await remindCourse(tx, courseId, deadline!);
    return told;
  });
}

async function remindCourse(tx: Tx, course: string, deadline: Date): Promise<number> {
  const at = deadline.toISOString();
  const students = await queryRows<{ userId: string }>(
    tx,
    sql`insert into formation_reminders (user_id, course_id, deadline, kind)
        select u.id, ${course}, ${at}::timestamptz, 'without_team' from users u
        where ${withoutTeam(course)}
        on conflict do nothing
        returning user_id as "userId"`,
  );
  const leaders = await queryRows<{ userId: string; ideaId: string; title: string }>(
    tx,
    sql`with due as (
          select distinct i.creator_id from ideas i
          join applications a on a.idea_id = i.id and a.status = 'pending'
          where i.course_id = ${course}
        ), told as (
          insert into formation_reminders (user_id, course_id, deadline, kind)
          select creator_id, ${course}, ${at}::timestamptz, 'applicants_waiting' from due
          on conflict do nothing
          returning user_id
        )
        select told.user_id as "userId", i.id as "ideaId", i.title from told
        join ideas i on i.creator_id = told.user_id and i.course_id = ${course}`,
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
      ideaId: l.ideaId,
    })),
  ]);
  return students.length + leaders.length;
}

/** Whom the coordinator's reminder tells: the preview and the send read this one query. */
const studentsWithoutTeam = (db: Db | Tx, course: CourseRef) =>
  queryRows<{ id: string; name: string; email: string }>(
    db,
    sql`select u.id, u.name, u.email from users u where ${withoutTeam(course)} order by u.name, u.id`,
  );

export async function previewReminders(
  ctx: AppContext,
  course: CourseRef,
): Promise<ReminderPreview> {
  const students = await studentsWithoutTeam(ctx.db, course);
  return { withoutTeam: { count: students.length, students } };
}

// Whatever was sent before: the coordinator asks on purpose.
export async function remindEveryoneWithoutTeam(
  ctx: AppContext,
  options: { actorId: string; course: CourseRef; note?: string | undefined },
): Promise<{ told: number }> {
  const note = options.note || null;
  return inTransaction(ctx, async (tx) => {
    const students = await studentsWithoutTeam(tx, options.course);
    await notify(
      tx,
      students.map((s): NewNotification =>
        note
          ? { userId: s.id, code: 'notification.coordinatorReminderNote', params: { note } }
          : { userId: s.id, code: 'notification.coordinatorReminder', params: {} },
      ),
    );
    await tx.insert(auditLog).values({
      actorId: options.actorId,
      action: 'send_formation_reminders',
      targetId: 'formation',
      details: { told: students.length, note },
    });
    return { told: students.length };
  });
}
