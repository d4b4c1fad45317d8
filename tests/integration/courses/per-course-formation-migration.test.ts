import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { runMigrations } from '../../../src/server/db/migrate.ts';
import { useDatabaseBefore } from '../../support/migrations.ts';

// Migration 0029: the single pool's formation window and target, and its placement proposals,
// become the default course's; each course may then save its own, gone with the course.

describe('migration 0029_per_course_formation', () => {
  const before = useDatabaseBefore('0029_per_course_formation');

  it('moves the saved window and the proposals to the default course, one window per course', async () => {
    const { db } = before.database;
    await db.execute(sql`insert into formation_settings (id, deadline, target_min, target_max)
      values (1, '2027-01-10T14:00:00Z', 2, 4)`);
    const [proposal] = await queryRows<{ id: string }>(
      db,
      sql`insert into placement_proposals (target_min, target_max, assignments, unplaced)
        values (2, 4, '[]', '[]') returning id`,
    );

    await runMigrations(before.database);

    const [course] = await queryRows<{ id: string }>(
      db,
      sql`select id from courses where is_default`,
    );
    const settings = await queryRows<{ course_id: string; deadline: unknown; target_max: number }>(
      db,
      sql`select course_id, deadline, target_min, target_max from formation_settings`,
    );
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({ course_id: course!.id, target_min: 2, target_max: 4 });
    expect(new Date(settings[0]!.deadline as string).toISOString()).toBe(
      '2027-01-10T14:00:00.000Z',
    );
    const [moved] = await queryRows<{ course_id: string }>(
      db,
      sql`select course_id from placement_proposals where id = ${proposal!.id}`,
    );
    expect(moved?.course_id).toBe(course!.id);

    // Another course saves its own; deleting it takes its window and proposals with it.
    const [other] = await queryRows<{ id: string }>(
      db,
      sql`insert into courses (code, name) values ('CS 491', 'Senior Project') returning id`,
    );
    await db.execute(sql`insert into formation_settings (course_id, target_min, target_max)
      values (${other!.id}, 3, 6)`);
    await db.execute(sql`insert into placement_proposals
      (course_id, target_min, target_max, assignments, unplaced)
      values (${other!.id}, 3, 6, '[]', '[]')`);
    const twice = await db
      .execute(
        sql`insert into formation_settings (course_id, target_min, target_max)
        values (${other!.id}, 2, 5)`,
      )
      .then(
        () => 'inserted',
        () => 'refused',
      );
    expect(twice).toBe('refused');
    await db.execute(sql`delete from courses where id = ${other!.id}`);
    const left = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from formation_settings)::int
        + (select count(*) from placement_proposals)::int as n`,
    );
    expect(left[0]?.n).toBe(2);
  });
});
