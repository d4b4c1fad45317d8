import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { runMigrations } from '../../../src/server/db/migrate.ts';
import { useDatabaseBefore } from '../../support/migrations.ts';

// Migration 0030: the reminders sent before are the default course's, so none is sent again;
// another course's reminder for the same student and instant is a reminder of its own.

describe('migration 0030_per_course_reminders', () => {
  const before = useDatabaseBefore('0030_per_course_reminders');

  it('gives the reminders sent to the default course and keys them by course', async () => {
    const { db } = before.database;
    const [user] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (email, password_hash, name, major, phone, gender)
        values ('sara@uni.edu', 'x', 'Sara', 'CS', '0551234567', 'female') returning id`,
    );
    const deadline = '2027-01-10T14:00:00Z';
    await db.execute(sql`insert into formation_reminders (user_id, deadline, kind)
      values (${user!.id}, ${deadline}, 'without_team')`);

    await runMigrations(before.database);

    const [course] = await queryRows<{ id: string }>(
      db,
      sql`select id from courses where is_default`,
    );
    const rows = await queryRows<{ course_id: string }>(
      db,
      sql`select course_id from formation_reminders`,
    );
    expect(rows).toEqual([{ course_id: course!.id }]);
    const [other] = await queryRows<{ id: string }>(
      db,
      sql`insert into courses (code, name) values ('CS 491', 'Senior Project') returning id`,
    );
    const insert = (courseId: string) =>
      db
        .execute(
          sql`insert into formation_reminders (user_id, course_id, deadline, kind)
            values (${user!.id}, ${courseId}, ${deadline}, 'without_team')`,
        )
        .then(
          () => 'inserted',
          () => 'refused',
        );
    expect(await insert(other!.id)).toBe('inserted');
    expect(await insert(course!.id)).toBe('refused');
  });
});
