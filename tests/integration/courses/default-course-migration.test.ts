import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { runMigrations } from '../../../src/server/db/migrate.ts';
import { useDatabaseBefore } from '../../support/migrations.ts';

// Migration 0022: one default course, holding every verified account the single pool held.

describe('migration 0022_courses', () => {
  const before = useDatabaseBefore('0022_courses');

  it('creates the default course with every verified account on its roster', async () => {
    const { db } = before.database;
    await db.execute(sql`insert into users (email, password_hash, name, major, phone, gender,
        is_verified, is_admin)
      values ('old-a@uni.test', 'x', 'Old A', 'CS', '0551234567', 'male', true, false),
        ('old-b@uni.test', 'x', 'Old B', 'EE', '0551234567', 'female', true, true),
        ('pending@uni.test', 'x', 'Pending', 'CS', '0551234567', 'male', false, false)`);
    await runMigrations(before.database);

    const courses = await queryRows<{ code: string; is_default: boolean }>(
      db,
      sql`select code, is_default from courses`,
    );
    expect(courses).toEqual([{ code: 'DEFAULT', is_default: true }]);
    const roster = await queryRows<{ email: string }>(
      db,
      sql`select u.email from course_students s join users u on u.id = s.user_id
        join courses c on c.id = s.course_id where c.is_default order by u.email`,
    );
    expect(roster.map((r) => r.email)).toEqual(['old-a@uni.test', 'old-b@uni.test']);
    // A second default is refused by the database.
    await expect(
      db.execute(sql`insert into courses (code, name, is_default) values ('X', 'X', true)`),
    ).rejects.toThrow();
  });
});
