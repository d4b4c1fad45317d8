import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { REMINDER_NOTE_MAX } from '@contract/limits.ts';
import { notifications } from '../../../src/server/db/schema.ts';
import { HOUR } from '../../../src/server/lib/clock.ts';
import { useTestApp } from '../../support/app.ts';
import { createLeader, createSignedInUser, createUser, join } from '../../support/factories.ts';

// The coordinator's reminder (docs/rules/formation.md, "Reminders"): the preview names whom the
// send tells, and a note of theirs goes with it, into the app and the e-mail.

const t = useTestApp({ env: { FORMATION_CHECK_MS: String(24 * HOUR), EMAIL_POLL_MS: '50' } });

const REMINDER_CODES = ['notification.coordinatorReminder', 'notification.coordinatorReminderNote'];

const toldIds = async () =>
  (
    await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(inArray(notifications.code, REMINDER_CODES))
  ).map((n) => n.userId);

describe('the coordinator’s reminder', () => {
  it('previews exactly whom the send tells, then tells them with the note, in the app and by e-mail', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    const alone = await createSignedInUser(t, { name: 'Amal Without' });
    const other = await createSignedInUser(t, { name: 'Basma Without' });
    const leader = await createLeader(t);
    const member = await createSignedInUser(t);
    await join(member.client, leader.client, leader.idea.id);
    const unverified = await createUser(t, { isVerified: false });

    const preview = await admin.get('/api/admin/formation/reminders');
    expect(preview.status).toBe(200);
    const students = preview.body.withoutTeam.students as Array<{
      id: string;
      name: string;
      email: string;
    }>;
    expect(preview.body.withoutTeam.count).toBe(students.length);
    expect(students).toContainEqual({
      id: alone.user.id,
      name: 'Amal Without',
      email: alone.user.email,
    });
    const ids = students.map((s) => s.id);
    expect(ids).toContain(other.user.id);
    for (const notTold of [leader.user.id, member.user.id, unverified.id]) {
      expect(ids).not.toContain(notTold);
    }

    const note = 'Meet in room <b>12</b> or see evil.example/help';
    const sent = await admin.post('/api/admin/formation/reminders', { note: `  ${note} ` });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ told: students.length });
    expect((await toldIds()).sort()).toEqual([...ids].sort());

    const [told] = (await alone.client.get('/api/notifications')).body as Array<{
      code: string;
      params: Record<string, string>;
      message: string;
    }>;
    expect(told).toMatchObject({
      code: 'notification.coordinatorReminderNote',
      params: { note },
    });
    expect(told!.message).toContain(`Their note: ${note}`);

    // Defused as any user text in a mail: escaped in HTML, no link a mail program would make.
    const mail = await t.smtp.nextMail(alone.user.email, 0, 15_000);
    expect(mail.text).toContain('A coordinator reminds you');
    expect(mail.text).toContain('Meet in room <b>12</b> or see evil\u2060.example/help');
    expect(mail.html).toContain('Meet in room &lt;b&gt;12&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>12</b>');
  });

  it('refuses a note that is too long with the field’s message, and tells no one', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    await createSignedInUser(t);
    const before = (await toldIds()).length;
    const res = await admin.post('/api/admin/formation/reminders', {
      note: 'x'.repeat(REMINDER_NOTE_MAX + 1),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      note: {
        code: 'validation.tooLong',
        params: { field: 'Note', max: REMINDER_NOTE_MAX },
        message: `Note must be at most ${REMINDER_NOTE_MAX} characters`,
      },
    });
    expect(await toldIds()).toHaveLength(before);
  });
});
