import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../../../src/server/db/schema.ts';
import { openDatabase, type Db } from '../../../src/server/db/client.ts';
import type { Mailer } from '../../../src/server/lib/mailer.ts';
import { sendDueEmails } from '../../../src/server/domain/email-outbox.ts';
import { startTestApp, useTestApp, type TestApp } from '../../support/app.ts';
import { createTestDatabase, testEngine } from '../../support/database.ts';
import {
  apply,
  confirm,
  createIdea,
  createLeader,
  createSignedInUser,
  createUser,
  decide,
  invite,
  PASSWORD,
} from '../../support/factories.ts';
import { startSmtpCapture } from '../../support/smtp.ts';
import { captureTransactions } from '../../support/statements.ts';
import { startTcpProxy } from '../../support/tcp-proxy.ts';

// Notification e-mails through the transactional outbox
// (docs/decisions/0070-e-mail-through-a-transactional-outbox.md), read from a real SMTP server.

const FAST = { EMAIL_POLL_MS: '50', EMAIL_RETRY_BASE_MS: '100' };

/** Waits until `check` holds (the worker runs on its own schedule). */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const jobsOf = async (db: Db, userId: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));

const outboxSize = async (db: Db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(emailOutbox))[0]!.n;

describe('notification e-mails', () => {
  const t = useTestApp({ env: FAST });

  it('e-mails a new applicant to the owner: plain text and HTML, with a link to the app', async () => {
    const owner = await createLeader(t, {}, { title: 'Solar boat' });
    const applicant = await createSignedInUser(t, { name: 'Omar Saleh' });
    await apply(applicant.client, owner.idea.id);

    const mail = await t.smtp.nextMail(owner.user.email, 0, 15_000);
    // The users' words are isolated (FSI…PDI) in the subject and plain text: ../../../src/server/domain/notification-mail.ts
    expect(mail.subject).toBe(
      "TeamUp: \u2068Omar Saleh\u2069 applied to join '\u2068Solar boat\u2069'.",
    );
    expect(mail.text).toContain(`Hello \u2068${owner.user.name}\u2069,`);
    expect(mail.text).toContain("\u2068Omar Saleh\u2069 applied to join '\u2068Solar boat\u2069'.");
    expect(mail.text).toContain(`Open TeamUp: ${t.ctx.config.APP_ORIGIN}/dashboard`);
    expect(mail.html).toContain(`href="${t.ctx.config.APP_ORIGIN}/dashboard"`);
    expect(mail.html).toContain('<bdi>Omar Saleh</bdi>');
    // Sent once and gone from the outbox.
    await eventually(async () => (await jobsOf(t.db, owner.user.id)).length === 0, 'outbox empty');
    expect(t.smtp.mailsTo(owner.user.email)).toHaveLength(1);
  });

  it("comes in Arabic to a student who signed in with the app in Arabic, the user's words intact", async () => {
    const ownerRow = await createUser(t);
    const ownerClient = t.client({ 'accept-language': 'ar' });
    expect(
      (await ownerClient.post('/api/auth/login', { email: ownerRow.email, password: PASSWORD }))
        .status,
    ).toBe(200);
    expect((await ownerClient.get('/api/profile')).body.language).toBe('ar');
    const idea = await createIdea(ownerClient, {
      title: 'قارب شمسي',
      description: 'قارب يعمل بالطاقة الشمسية',
    });
    const applicant = await createSignedInUser(t, { name: 'سارة أحمد' });
    await apply(applicant.client, idea.id);

    const mail = await t.smtp.nextMail(ownerRow.email, 0, 15_000);
    expect(mail.text).toContain(
      'طلب انضمام جديد من \u2068سارة أحمد\u2069 إلى «\u2068قارب شمسي\u2069».',
    );
    expect(mail.text).toContain(`مرحبًا \u2068${ownerRow.name}\u2069،`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.subject).toBe(
      'TeamUp: طلب انضمام جديد من \u2068سارة أحمد\u2069 إلى «\u2068قارب شمسي\u2069».',
    );
  });

  it('speaks Arabic to a woman in the feminine: her invitation asks her to confirm as «انقري»', async () => {
    const owner = await createLeader(t, { gender: 'female' });
    const applicant = await createSignedInUser(t, { gender: 'female', language: 'ar' });
    await decide(owner.client, (await apply(applicant.client, owner.idea.id)).id, 'accepted');
    const mail = await t.smtp.nextMail(applicant.user.email, 0, 15_000);
    expect(mail.text).toContain(
      `تم قبول طلبك للانضمام إلى «\u2068${owner.idea.title}\u2069»! انقري للتأكيد والانضمام إلى الفريق.`,
    );
    expect(mail.text).toContain('افتحي TeamUp');
    expect(mail.text).not.toContain('انقر ');
  });

  it('e-mails the decline to the applicant, and nothing for a notification that needs no one', async () => {
    const owner = await createLeader(t);
    const applicant = await createSignedInUser(t);
    const application = await apply(applicant.client, owner.idea.id);
    await decide(owner.client, application.id, 'rejected');
    const mail = await t.smtp.nextMail(applicant.user.email, 0, 15_000);
    expect(mail.subject).toContain('was declined');
    // The owner had one e-mail (the application); the applicant's own action sends none.
    await eventually(async () => (await outboxSize(t.db)) === 0, 'outbox empty');
    expect(t.smtp.mailsTo(owner.user.email)).toHaveLength(1);
  });

  it('sends nothing to a student who turned e-mail notifications off', async () => {
    const quiet = await createLeader(t);
    const off = await quiet.client.put('/api/profile', { emailNotifications: false });
    expect(off.status).toBe(200);
    expect(off.body.emailNotifications).toBe(false);
    expect((await quiet.client.get('/api/profile')).body.emailNotifications).toBe(false);
    const loud = await createLeader(t);
    expect((await loud.client.get('/api/profile')).body.emailNotifications).toBe(true);

    const applicant = await createSignedInUser(t);
    await apply(applicant.client, quiet.idea.id);
    // No job was written with the notification...
    expect(await jobsOf(t.db, quiet.user.id)).toHaveLength(0);
    // ...and after a later application's e-mail to another owner arrived, still none came.
    await apply(applicant.client, loud.idea.id);
    await t.smtp.nextMail(loud.user.email, 0, 15_000);
    expect(t.smtp.mailsTo(quiet.user.email)).toHaveLength(0);
    // The notification itself is there as always.
    const list = await quiet.client.get('/api/notifications');
    expect(list.body).toHaveLength(1);
  });
});

describe('one pass of the worker', () => {
  // The worker looks at start only: the pass below is the test's.
  const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

  it('sends every due e-mail and deletes the finished jobs in one statement', async () => {
    const owner = await createLeader(t);
    for (let i = 0; i < 3; i++) {
      const applicant = await createSignedInUser(t);
      await apply(applicant.client, owner.idea.id);
    }
    expect(await jobsOf(t.db, owner.user.id)).toHaveLength(3);
    let finished = 0;
    const transactions = await captureTransactions(t, async () => {
      finished = await sendDueEmails(t.ctx, { retryBaseMs: 100 });
    });
    expect(finished).toBe(3);
    expect(t.smtp.mailsTo(owner.user.email)).toHaveLength(3);
    expect(await jobsOf(t.db, owner.user.id)).toHaveLength(0);
    const deletes = transactions.flat().filter((s) => /delete from email_outbox/i.test(s.text));
    expect(deletes).toHaveLength(1);
  });

  it('keeps a refusal it cannot store as it came (a NUL byte) and sends no e-mail twice', async () => {
    const owner = await createLeader(t);
    for (let i = 0; i < 2; i++) {
      const applicant = await createSignedInUser(t);
      await apply(applicant.client, owner.idea.id);
    }
    // The mail server takes the first e-mail and refuses the second with a reply holding a NUL
    // byte, which no PostgreSQL text can hold.
    let sends = 0;
    const mailer: Mailer = {
      send: async (mail) => {
        sends++;
        if (sends === 2) throw new Error('550 mailbox\u0000unavailable');
        await t.ctx.mailer.send(mail);
      },
    };
    const pass = () => sendDueEmails({ ...t.ctx, mailer }, { retryBaseMs: 3_600_000 });
    expect(await pass()).toBe(1);
    const [waiting, ...rest] = await jobsOf(t.db, owner.user.id);
    expect(rest).toHaveLength(0);
    expect(waiting!.attempts).toBe(1);
    expect(waiting!.lastError).toBe('550 mailboxunavailable');
    // The next pass finds nothing due: the e-mail sent is not sent again.
    expect(await pass()).toBe(0);
    expect(t.smtp.mailsTo(owner.user.email)).toHaveLength(1);
  });

  it('sends no e-mail twice when the retry of a refused one cannot be recorded', async () => {
    const owner = await createLeader(t);
    for (let i = 0; i < 2; i++) {
      const applicant = await createSignedInUser(t);
      await apply(applicant.client, owner.idea.id);
    }
    let refuse = true;
    let sends = 0;
    const mailer: Mailer = {
      send: async (mail) => {
        if (refuse && ++sends === 2) throw new Error('451 try again later');
        await t.ctx.mailer.send(mail);
      },
    };
    // A wait the database refuses to store ('NaN milliseconds') fails the retry's write.
    const first = await sendDueEmails({ ...t.ctx, mailer }, { retryBaseMs: Number.NaN });
    expect(first).toBe(1);
    const [waiting, ...rest] = await jobsOf(t.db, owner.user.id);
    expect(rest).toHaveLength(0);
    expect(waiting!.attempts).toBe(0);
    // The refused one is due again and goes out; the one sent before does not go out again.
    refuse = false;
    expect(await sendDueEmails({ ...t.ctx, mailer }, { retryBaseMs: 3_600_000 })).toBe(1);
    expect(t.smtp.mailsTo(owner.user.email)).toHaveLength(2);
    expect(await jobsOf(t.db, owner.user.id)).toHaveLength(0);
  });
});

describe('a queued e-mail whose reason went away before it was sent', () => {
  // The worker looks for mail only at start; each test runs a pass itself once things changed.
  const t = useTestApp({ env: { EMAIL_POLL_MS: '600000', EMAIL_RETRY_BASE_MS: '100' } });
  const pass = () => sendDueEmails(t.ctx, { retryBaseMs: 100 });

  it('is not sent to a student who turned e-mail notifications off meanwhile', async () => {
    const quiet = await createLeader(t);
    const loud = await createLeader(t);
    const applicant = await createSignedInUser(t);
    await apply(applicant.client, quiet.idea.id);
    await apply(applicant.client, loud.idea.id);
    expect(await jobsOf(t.db, quiet.user.id)).toHaveLength(1);
    expect((await quiet.client.put('/api/profile', { emailNotifications: false })).status).toBe(
      200,
    );

    await pass();
    // The other owner's e-mail of the same pass arrived; the one who opted out got none.
    expect((await t.smtp.nextMail(loud.user.email, 0, 15_000)).subject).toContain('applied');
    expect(t.smtp.mailsTo(quiet.user.email)).toHaveLength(0);
    expect(await jobsOf(t.db, quiet.user.id)).toHaveLength(0);
    // The notification itself stays in the app.
    expect((await quiet.client.get('/api/notifications')).body).toHaveLength(1);
  });

  it("sends no 'click to confirm' e-mail for an invitation already answered in the app", async () => {
    const owner = await createLeader(t);
    const applicant = await createSignedInUser(t);
    const application = await invite(applicant.client, owner.client, owner.idea.id);
    expect((await jobsOf(t.db, applicant.user.id)).map((j) => j.code)).toEqual([
      'notification.accepted',
    ]);
    await confirm(applicant.client, application.id);
    const otherOwner = await createLeader(t);
    const invited = await createSignedInUser(t);
    await invite(invited.client, otherOwner.client, otherOwner.idea.id);

    await pass();
    // An invitation still open is e-mailed; the confirmed one is not.
    expect((await t.smtp.nextMail(invited.user.email, 0, 15_000)).subject).toContain(
      'Click to confirm',
    );
    expect(t.smtp.mailsTo(applicant.user.email)).toHaveLength(0);
    expect(await jobsOf(t.db, applicant.user.id)).toHaveLength(0);
  });
});

describe('the mail server going away', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    proxy = await startTcpProxy('127.0.0.1', Number(new URL(smtp.url).port));
    t = await startTestApp({
      env: { ...FAST, SMTP_URL: `smtp://127.0.0.1:${proxy.port}` },
      shared: { smtp },
    });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await smtp?.close();
  });

  it('answers the change as usual while SMTP is down; the e-mail arrives once when it returns', async () => {
    const owner = await createLeader(t);
    const applicant = await createSignedInUser(t);
    await proxy.cut();

    const res = await applicant.client.post('/api/applications', { ideaId: owner.idea.id });
    expect(res.status).toBe(201);
    // The worker tried, failed and scheduled a retry; nothing reached the mailbox.
    await eventually(
      async () => ((await jobsOf(t.db, owner.user.id))[0]?.attempts ?? 0) >= 1,
      'a failed attempt',
    );
    const [job] = await jobsOf(t.db, owner.user.id);
    expect(job!.lastError).toBeTruthy();
    expect(smtp.mailsTo(owner.user.email)).toHaveLength(0);

    await proxy.restore();
    const mail = await smtp.nextMail(owner.user.email, 0, 20_000);
    expect(mail.subject).toContain('applied to join');
    await eventually(async () => (await jobsOf(t.db, owner.user.id)).length === 0, 'sent');
    expect(smtp.mailsTo(owner.user.email)).toHaveLength(1);
  });
});

describe('an app restart between the change and the e-mail', () => {
  // Makes its own database and starts two apps on it: more work than the default test allows.
  it(
    'leaves the job in the database; the next app instance sends it, once',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase(testEngine);
      const smtp = await startSmtpCapture();
      try {
        // The first instance looks for mail only at start, so it closes before sending.
        const first = await startTestApp({
          env: { EMAIL_POLL_MS: '600000' },
          shared: { database, smtp },
        });
        const owner = await createLeader(first);
        const applicant = await createSignedInUser(first);
        await apply(applicant.client, owner.idea.id);
        expect(await jobsOf(database.db, owner.user.id)).toHaveLength(1);
        await first.close();
        expect(smtp.mailsTo(owner.user.email)).toHaveLength(0);

        const second = await startTestApp({ env: FAST, shared: { database, smtp } });
        try {
          const mail = await smtp.nextMail(owner.user.email, 0, 15_000);
          expect(mail.subject).toContain('applied to join');
          await eventually(async () => (await outboxSize(database.db)) === 0, 'outbox empty');
          expect(smtp.mailsTo(owner.user.email)).toHaveLength(1);
        } finally {
          await second.close();
        }
      } finally {
        await smtp.close();
        await database.close();
      }
    },
  );
});

// Two servers on one database need PostgreSQL: PGlite is embedded in the one process that
// opened it, which runs one worker pass at a time.
describe.runIf(testEngine === 'postgres')('two servers on one PostgreSQL database', () => {
  it(
    'send each e-mail exactly once (SKIP LOCKED), both taking part',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase('postgres');
      // A slow mail server: one server's batch stays locked while the other looks for mail.
      const smtp = await startSmtpCapture({ answerDelayMs: 30 });
      const otherPool = await openDatabase({ databaseUrl: database.url!, dataDir: '' });
      const count = 40;
      let owner: Awaited<ReturnType<typeof createLeader>>;
      // The jobs are written by a server whose worker looks only at start, then it stops: both
      // servers below find all of them due at the same moment.
      const writer = await startTestApp({
        env: { EMAIL_POLL_MS: '600000' },
        shared: { database, smtp },
      });
      try {
        owner = await createLeader(writer);
        for (let i = 0; i < count; i++) {
          const applicant = await createSignedInUser(writer, { name: `Applicant ${i}` });
          await apply(applicant.client, owner.idea.id);
        }
      } finally {
        await writer.close();
      }
      expect(await outboxSize(database.db)).toBe(count);

      const sentBy = { a: 0, b: 0 };
      const counting = (name: keyof typeof sentBy) => (mailer: Mailer) => ({
        send: async (mail: Parameters<Mailer['send']>[0]) => {
          await mailer.send(mail);
          sentBy[name]++;
        },
      });
      const [a, b] = await Promise.all([
        startTestApp({ env: FAST, shared: { database, smtp }, wrapMailer: counting('a') }),
        startTestApp({
          env: FAST,
          shared: { database: otherPool, smtp },
          wrapMailer: counting('b'),
        }),
      ]);
      try {
        await eventually(async () => (await outboxSize(database.db)) === 0, 'outbox empty', 30_000);
        const mails = smtp.mailsTo(owner.user.email);
        expect(mails).toHaveLength(count);
        const names = mails.map(
          (m) => /TeamUp: \u2068(Applicant \d+)\u2069 applied/.exec(m.subject)?.[1],
        );
        expect(new Set(names).size).toBe(count);
        expect(sentBy.a + sentBy.b).toBe(count);
        expect(sentBy.a).toBeGreaterThan(0);
        expect(sentBy.b).toBeGreaterThan(0);
      } finally {
        await Promise.all([a.close(), b.close()]);
        await otherPool.close();
        await smtp.close();
        await database.close();
      }
    },
  );
});
