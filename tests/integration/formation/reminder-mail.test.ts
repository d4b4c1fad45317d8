import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { notifications } from '../../../src/server/db/schema.ts';
import { HOUR, MINUTE } from '../../../src/server/lib/clock.ts';
import { sendDueEmails } from '../../../src/server/domain/email-outbox.ts';
import { runFormationChecks } from '../../../src/server/modules/formation/checks.ts';
import { useTestApp, type TestApp } from '../../support/app.ts';
import { createSignedInUser } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// The automatic deadline reminder and a coordinator's reminder within the same hour make one
// e-mail (docs/rules/ideas-and-teams.md, "E-mail alerts"); both stay in the app.
const t = useTestApp({ env: { FORMATION_CHECK_MS: String(24 * HOUR), EMAIL_POLL_MS: '50' } });

const remindersOf = async (client: HttpClient) =>
  ((await client.get('/api/notifications')).body as Array<{ code: string }>)
    .map((n) => n.code)
    .filter((code) =>
      ['notification.formationClosing', 'notification.coordinatorReminder'].includes(code),
    );

/** Gives the worker a few passes to send anything still due. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

async function deadlineIn(admin: HttpClient, ms: number, app: TestApp = t) {
  const deadline = new Date(app.clock.now().getTime() + ms).toISOString();
  const res = await admin.put('/api/admin/formation', {
    deadline,
    target: { min: 2, max: 5 },
  });
  expect(res.status).toBe(200);
}

describe('deadline reminders by e-mail', () => {
  it('the automatic reminder, then the coordinator’s in the same hour: one e-mail', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    const student = await createSignedInUser(t);
    await deadlineIn(admin, 47 * HOUR);
    await runFormationChecks(t.ctx);
    const mail = await t.smtp.nextMail(student.user.email, 0);
    expect(mail.subject).toContain('Teams close in less than 48 hours');

    t.clock.advance(50 * MINUTE);
    expect((await admin.post('/api/admin/formation/reminders')).status).toBe(200);
    expect(await remindersOf(student.client)).toEqual([
      'notification.coordinatorReminder',
      'notification.formationClosing',
    ]);
    await settle();
    expect(t.smtp.mailsTo(student.user.email)).toHaveLength(1);

    // More than an hour after the automatic one, the coordinator's reminder is mailed (the
    // notifications are dated by the database's clock, which the test moves back instead).
    await t.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - interval '61 minutes'` })
      .where(eq(notifications.userId, student.user.id));
    expect((await admin.post('/api/admin/formation/reminders')).status).toBe(200);
    const again = await t.smtp.nextMail(student.user.email, 1);
    expect(again.subject).toContain('A coordinator reminds you');
  });

  it('the coordinator’s reminder, then the automatic one in the same hour: one e-mail', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    const student = await createSignedInUser(t);
    await deadlineIn(admin, 72 * HOUR);
    expect((await admin.post('/api/admin/formation/reminders')).status).toBe(200);
    const mail = await t.smtp.nextMail(student.user.email, 0);
    expect(mail.subject).toContain('A coordinator reminds you');

    // Twenty minutes later the deadline is moved to 47 hours away: its reminder is in the app only.
    t.clock.advance(20 * MINUTE);
    await deadlineIn(admin, 47 * HOUR);
    await runFormationChecks(t.ctx);
    expect(await remindersOf(student.client)).toEqual([
      'notification.formationClosing',
      'notification.coordinatorReminder',
    ]);
    await settle();
    expect(t.smtp.mailsTo(student.user.email)).toHaveLength(1);
  });
});

describe('both reminders dated alike', () => {
  // The worker looks at start only: the pass below is the test's, after the dates are set.
  const held = useTestApp({
    env: { FORMATION_CHECK_MS: String(24 * HOUR), EMAIL_POLL_MS: '3600000' },
  });

  it('the automatic reminder and the coordinator’s at the same moment: exactly one e-mail', async () => {
    const { client: admin } = await createSignedInUser(held, { isAdmin: true });
    const student = await createSignedInUser(held);
    await deadlineIn(admin, 47 * HOUR, held);
    await runFormationChecks(held.ctx);
    expect((await admin.post('/api/admin/formation/reminders')).status).toBe(200);
    // One statement: now() is the same for both.
    await held.db
      .update(notifications)
      .set({ createdAt: sql`now()` })
      .where(eq(notifications.userId, student.user.id));
    await sendDueEmails(held.ctx, { retryBaseMs: 100 });
    expect(held.smtp.mailsTo(student.user.email)).toHaveLength(1);
    expect(await remindersOf(student.client)).toHaveLength(2);
  });
});
