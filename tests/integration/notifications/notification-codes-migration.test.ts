import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isNotificationCode, notificationText } from '@contract/notification-messages.ts';
import { runMigrations } from '../../../src/server/db/migrate.ts';
import { notifications } from '../../../src/server/db/schema.ts';
import { useDatabaseBefore } from '../../support/migrations.ts';

// The migration that gave notifications a code and parameters, applied to a database holding
// notifications written before it: each one whose English matches a template gets that code
// and the title and name read back out of it; any other keeps a null code (the web then shows
// its stored message).

const OLD_ROWS: Array<[type: string, message: string]> = [
  [
    'accepted',
    "Your application to join 'Ali's boat' was accepted! Click to confirm and join the team.",
  ],
  ['application', "سارة Ali applied to join 'مكتبة ذكية'."],
  ['invitation_closed', "You joined the team for 'Solar'."],
  [
    'team',
    'The idea "Quote "in" title" was removed by an administrator and its team was dissolved.',
  ],
  [
    'team_dissolved',
    "Omar left the team for 'Robots' as its leader, so the team was dissolved and the idea removed.",
  ],
  ['team', 'Update 1'],
  // The right words under another type are not that notification.
  ['rejected', "Your application to join 'X' was accepted! Click to confirm and join the team."],
];

const old = useDatabaseBefore('0007_notification_codes');

describe('migration 0007_notification_codes', () => {
  it('gives old notifications the code and parameters of their English', async () => {
    await old.database.db.execute(sql`
      insert into users (email, password_hash, name, major, phone, gender, is_verified)
      values ('old.rows@uni.test', 'x', 'Old Rows', 'CS', '0551234567', 'female', true)`);
    for (const [i, [type, message]] of OLD_ROWS.entries()) {
      await old.database.db.execute(sql`
        insert into notifications (user_id, type, message, created_at)
        select id, ${type}, ${message}, ${new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString()}
        from users where email = 'old.rows@uni.test'`);
    }

    await runMigrations(old.database);

    const rows = await old.database.db
      .select({
        type: notifications.type,
        message: notifications.message,
        code: notifications.code,
        params: notifications.params,
      })
      .from(notifications)
      .orderBy(asc(notifications.createdAt));
    expect(rows.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'notification.accepted', params: { ideaTitle: "Ali's boat" } },
      { code: 'notification.applied', params: { name: 'سارة Ali', ideaTitle: 'مكتبة ذكية' } },
      { code: 'notification.youJoined', params: { ideaTitle: 'Solar' } },
      { code: 'notification.ideaRemovedByAdmin', params: { ideaTitle: 'Quote "in" title' } },
      { code: 'notification.leaderLeft', params: { name: 'Omar', ideaTitle: 'Robots' } },
      { code: null, params: {} },
      { code: null, params: {} },
    ]);
    // Type and English are untouched, and each code renders back to the stored English.
    expect(rows.map((r) => [r.type, r.message])).toEqual(OLD_ROWS);
    for (const row of rows) {
      if (isNotificationCode(row.code)) {
        expect(notificationText(row.code, row.params)).toBe(row.message);
      }
    }
  });
});
