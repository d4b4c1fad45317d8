import { sql } from 'drizzle-orm';
import type { RosterImport } from '@contract/courses.ts';
import { message } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { queryRows } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recordAdminAction } from '../../domain/audit.ts';
import { parseRoster, type LineError, type RosterLine } from './parse-roster.ts';

interface Account {
  email: string;
  id: string;
  gender: string;
  coordinates: boolean;
}

/** Carries a dry run's answer out of the transaction it rolls back. */
class DryRun {
  constructor(readonly answer: RosterImport) {}
}

/**
 * Puts a roster on the course in a few statements whatever its length: known accounts join,
 * unknown e-mails are invited to register (their mail through the outbox), and a line already
 * there changes nothing, so importing again is harmless. A roster never changes an account.
 * A dry run does the same work and rolls it back, so its counts are exactly what saving does.
 */
export async function importRoster(
  ctx: AppContext,
  options: { courseId: string; actor: UserRow; csv: string; dryRun: boolean },
): Promise<RosterImport> {
  const { lines, errors } = parseRoster(options.csv);
  const { courseId } = options;
  const saving = inTransaction(ctx, async (tx) => {
    const accounts = await queryRows<Account>(
      tx,
      sql`select u.email, u.id, u.gender, cc.user_id is not null as coordinates
        from users u
        left join course_coordinators cc on cc.course_id = ${courseId} and cc.user_id = u.id
        where u.is_verified and u.email in
          (select jsonb_array_elements_text(${JSON.stringify(lines.map((l) => l.email))}::jsonb))`,
    );
    const byEmail = new Map(accounts.map((a) => [a.email, a]));
    const joining: string[] = [];
    const invited: RosterLine[] = [];
    const refused: LineError[] = [];
    for (const line of lines) {
      const account = byEmail.get(line.email);
      if (!account) invited.push(line);
      else if (account.coordinates)
        refused.push({ ...message('roster.coordinator'), line: line.line });
      else if (account.gender !== line.gender)
        refused.push({ ...message('roster.genderDiffers'), line: line.line });
      else joining.push(account.id);
    }
    const [added] = await queryRows<{ count: number }>(
      tx,
      sql`with ins as (insert into course_students (course_id, user_id)
          select ${courseId}, id::uuid from jsonb_array_elements_text(${JSON.stringify(joining)}::jsonb) id
          on conflict do nothing returning 1)
        select count(*)::int as count from ins`,
    );
    const rows = invited.map(({ email, name, gender, major }) => ({ email, name, gender, major }));
    const [invitedCount] = await queryRows<{ count: number }>(
      tx,
      sql`with ins as (insert into course_invitations (course_id, email, name, gender, major)
          select ${courseId}, j.email, j.name, j.gender, j.major
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as j(email text, name text, gender text, major text)
          on conflict (course_id, email) do nothing returning id),
        mail as (insert into email_outbox (course_invitation_id, code, params)
          select ins.id, 'course.invitation',
            jsonb_build_object('course', c.name, 'language', ${options.actor.language}::text)
          from ins cross join courses c where c.id = ${courseId})
        select count(*)::int as count from ins`,
    );
    const answer = {
      added: added?.count ?? 0,
      invited: invitedCount?.count ?? 0,
      errors: [...errors, ...refused].sort((a, b) => a.line - b.line),
    };
    if (options.dryRun) throw new DryRun(answer);
    // Counts only: the record must not copy the roster's personal data.
    await recordAdminAction(tx, {
      actorId: options.actor.id,
      action: 'import_roster',
      targetId: courseId,
      details: { courseId, added: answer.added, invited: answer.invited },
    });
    return answer;
  });
  return saving.catch((error: unknown) => {
    if (error instanceof DryRun) return error.answer;
    throw error;
  });
}
