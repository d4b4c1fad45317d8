import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { emailOutbox } from '../../../src/server/db/schema.ts';
import { HOUR, MINUTE } from '../../../src/server/lib/clock.ts';
import { useTestApp, type TestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  createTeam,
  join,
  notificationsOf,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// Notification e-mails to one person from one sender are paced, one an hour, and what comes
// meanwhile goes in one digest (docs/rules/ideas-and-teams.md, "E-mail alerts"); the in-app
// notifications are not paced.

const t = useTestApp({ env: { EMAIL_POLL_MS: '50' } });

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const waitingFor = async (app: TestApp, userIds: string[]) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(inArray(emailOutbox.userId, userIds))
  )[0]!.n;

/** The recipient's e-mails still waiting, none of them due by the app's clock. */
const heldFor = async (app: TestApp, userId: string) => {
  const jobs = await app.db.select().from(emailOutbox).where(eq(emailOutbox.userId, userId));
  return jobs.every((job) => job.nextAttemptAt > app.clock.now()) ? jobs.length : -1;
};

const transfer = async (client: HttpClient, memberId: string) =>
  expect((await client.post('/api/teams/transfer-leadership', { memberId })).status).toBe(200);

/** A team of a leader, a member and a bystander, whose earlier e-mails have all gone an hour ago. */
async function teamWithBystander(options: { gender?: 'male' | 'female'; language?: 'ar' } = {}) {
  const gender = options.gender ?? 'male';
  const { leader, member, idea } = await createTeam(t, { gender, idea: { title: 'Ping pong' } });
  const bystander = await createSignedInUser(t, { gender, language: options.language ?? 'en' });
  await join(bystander.client, leader.client, idea.id);
  const ids = [leader.user.id, member.user.id, bystander.user.id];
  await eventually(async () => (await waitingFor(t, ids)) === 0, 'earlier e-mails sent');
  t.clock.advance(HOUR + MINUTE);
  return { leader, member, bystander, idea, sent: t.smtp.mailsTo(bystander.user.email).length };
}

describe('notification e-mails paced per recipient and sender', () => {
  it('a leadership ping-pong mails a bystander once in the hour, then one digest with the rest', async () => {
    const { leader, member, bystander, sent } = await teamWithBystander();
    const [a, b] = [leader, member];
    // The first hand-over's e-mail goes at once (waited for, so it holds that notice alone)...
    await transfer(a.client, b.user.id);
    const first = await t.smtp.nextMail(bystander.user.email, sent);
    expect(first.subject).toContain(`${b.user.name}\u2069 is now the leader of your team`);
    // ...and the eight that follow within the hour wait for it to end.
    for (let i = 1; i < 9; i++) {
      const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
      await transfer(from.client, to.user.id);
    }
    // All nine are in the app at once.
    const notices = (await notificationsOf(bystander.client)).filter((n) =>
      n.message.includes('is now the leader of your team'),
    );
    expect(notices).toHaveLength(9);

    await eventually(async () => (await heldFor(t, bystander.user.id)) === 8, 'eight held');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.mailsTo(bystander.user.email)).toHaveLength(sent + 1);

    t.clock.advance(HOUR);
    const digest = await t.smtp.nextMail(bystander.user.email, sent + 1);
    expect(digest.subject).toBe('TeamUp: 8 updates');
    const lines = digest.text.split(/\r?\n/).filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(8);
    // Oldest first: the second hand-over (back to the first leader) to the ninth.
    lines.forEach((line, i) =>
      expect(line).toBe(
        `- \u2068${(i % 2 === 0 ? a : b).user.name}\u2069 is now the leader of your team for '\u2068Ping pong\u2069'.`,
      ),
    );
    expect(digest.html!.match(/<li>/g)).toHaveLength(8);
    await eventually(async () => (await heldFor(t, bystander.user.id)) === 0, 'outbox empty');
    expect(t.smtp.mailsTo(bystander.user.email)).toHaveLength(sent + 2);
  });

  it('a new title before each hand-over is still the same team: one e-mail in the hour', async () => {
    const { leader, member, bystander, idea, sent } = await teamWithBystander();
    const rename = async (client: HttpClient, title: string) =>
      expect((await client.put(`/api/ideas/${idea.id}`, { title })).status).toBe(200);
    await rename(leader.client, 'Ping pong 1');
    await transfer(leader.client, member.user.id);
    await t.smtp.nextMail(bystander.user.email, sent);
    for (let i = 2; i <= 4; i++) {
      const [from, to] = i % 2 === 0 ? [member, leader] : [leader, member];
      await rename(from.client, `Ping pong ${i}`);
      await transfer(from.client, to.user.id);
    }
    await eventually(async () => (await heldFor(t, bystander.user.id)) === 3, 'three held');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.mailsTo(bystander.user.email)).toHaveLength(sent + 1);
    t.clock.advance(HOUR);
    const digest = await t.smtp.nextMail(bystander.user.email, sent + 1);
    expect(digest.subject).toBe('TeamUp: 3 updates');
  });

  it('an applicant renamed before applying again is the same sender: one e-mail in the hour', async () => {
    const leader = await createLeader(t, {}, { title: 'Rain gauge' });
    const student = await createSignedInUser(t, { name: 'Hadi' });
    const sent = t.smtp.mailsTo(leader.user.email).length;
    const first = await apply(student.client, leader.idea.id);
    await t.smtp.nextMail(leader.user.email, sent);
    expect((await student.client.delete(`/api/applications/${first.id}`)).status).toBe(200);
    expect((await student.client.put('/api/profile', { name: 'Hadi Two' })).status).toBe(200);
    await apply(student.client, leader.idea.id);
    await eventually(async () => (await heldFor(t, leader.user.id)) === 1, 'one held');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.mailsTo(leader.user.email)).toHaveLength(sent + 1);
  });

  it('an Arabic digest speaks to a woman in the feminine', async () => {
    const { leader, member, bystander, sent } = await teamWithBystander({
      gender: 'female',
      language: 'ar',
    });
    await transfer(leader.client, member.user.id);
    await t.smtp.nextMail(bystander.user.email, sent);
    await transfer(member.client, leader.user.id);
    await transfer(leader.client, member.user.id);
    await eventually(async () => (await heldFor(t, bystander.user.id)) === 2, 'two held');
    expect(t.smtp.mailsTo(bystander.user.email)).toHaveLength(sent + 1);
    t.clock.advance(HOUR);
    const digest = await t.smtp.nextMail(bystander.user.email, sent + 1);
    expect(digest.subject).toBe('TeamUp: تحديثات جديدة (2)');
    expect(digest.text).toContain('منذ آخر رسالة منا:');
    expect(digest.text).toContain('افتحي TeamUp');
    expect(digest.html).toContain('dir="rtl"');
  });
});
