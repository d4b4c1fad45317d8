import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../../src/server/lib/clock.ts';
import { runFormationChecks } from '../../../src/server/modules/formation/checks.ts';
import { useTestApp, type TestApp } from '../../support/app.ts';
import {
  apply,
  confirm,
  createLeader,
  createSignedInUser,
  decide,
  ideaInput,
  invite,
  join,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// The formation deadline (docs/rules/formation.md): reminders once per deadline, the lapse of
// what is still open when it comes, the 409 after it, and a later deadline reopening. The
// periodic check is run by the test (the app's own pass is a day away), on the app's clock.

const ENV = { FORMATION_CHECK_MS: String(24 * HOUR), EMAIL_POLL_MS: '50' };

async function setDeadline(t: TestApp, admin: HttpClient, fromNow: number | null) {
  const deadline = fromNow === null ? null : new Date(t.clock.now().getTime() + fromNow);
  const res = await admin.put('/api/admin/formation', {
    deadline: deadline?.toISOString() ?? null,
    target: { min: 2, max: 5 },
  });
  expect(res.status).toBe(200);
  return deadline;
}

interface Coded {
  code: string | null;
  type: string;
  message: string;
  applicationId: string | null;
}
const codesOf = async (client: HttpClient) =>
  ((await client.get('/api/notifications')).body as Coded[]).map((n) => n.code);
const count = (codes: Array<string | null>, code: string) => codes.filter((c) => c === code).length;

async function eventually(check: () => boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('deadline reminders', () => {
  const t = useTestApp({ env: ENV });

  it('tell each student without a team once per deadline, and leaders with undecided applicants', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    const loud = await createSignedInUser(t);
    const quiet = await createSignedInUser(t);
    expect((await quiet.client.put('/api/profile', { emailNotifications: false })).status).toBe(
      200,
    );
    const leader = await createLeader(t, {}, { title: 'Solar boat' });
    const applicant = await createSignedInUser(t);
    await apply(applicant.client, leader.idea.id);
    const team = await createLeader(t);
    const member = await createSignedInUser(t);
    await join(member.client, team.client, team.idea.id);

    // Three days away: nothing yet.
    await setDeadline(t, admin, 72 * HOUR);
    await runFormationChecks(t.ctx);
    expect(count(await codesOf(loud.client), 'notification.formationClosing')).toBe(0);

    // 47 hours away: one reminder each, however many times the check runs.
    t.clock.advance(25 * HOUR);
    await runFormationChecks(t.ctx);
    await runFormationChecks(t.ctx);
    for (const student of [loud, quiet, applicant]) {
      expect(count(await codesOf(student.client), 'notification.formationClosing')).toBe(1);
    }
    for (const inTeam of [leader, team, member]) {
      expect(count(await codesOf(inTeam.client), 'notification.formationClosing')).toBe(0);
    }
    expect(await codesOf(admin)).not.toContain('notification.formationClosing');
    expect(count(await codesOf(leader.client), 'notification.applicantsWaiting')).toBe(1);
    expect(count(await codesOf(team.client), 'notification.applicantsWaiting')).toBe(0);

    // By e-mail too, unless turned off.
    const mail = await t.smtp.nextMail(loud.user.email, 0, 15_000);
    expect(mail.subject).toContain('Teams close in less than 48 hours');
    const leaderMail = await t.smtp.nextMail(leader.user.email, 0, 15_000);
    expect(leaderMail.text).toContain('Solar boat');

    // A moved deadline is a new one: one more reminder, still once.
    await setDeadline(t, admin, 30 * HOUR);
    await runFormationChecks(t.ctx);
    await runFormationChecks(t.ctx);
    expect(count(await codesOf(loud.client), 'notification.formationClosing')).toBe(2);
    expect(count(await codesOf(leader.client), 'notification.applicantsWaiting')).toBe(2);
    await t.smtp.nextMail(loud.user.email, 1, 15_000);
    await eventually(
      () => t.smtp.mailsTo(applicant.user.email).length === 2,
      'the applicant has both reminders by e-mail',
    );
    // The quiet student's reminders were in the app only; the others' mails came after them.
    expect(t.smtp.mailsTo(quiet.user.email)).toHaveLength(0);
    expect(t.smtp.mailsTo(loud.user.email)).toHaveLength(2);
  });

  it('can be sent by a coordinator to everyone without a team now, who are counted', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    const before = (await admin.get('/api/admin/formation')).body.progress.studentsWithoutTeam;
    const newcomer = await createSignedInUser(t);
    const res = await admin.post('/api/admin/formation/reminders');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ told: before + 1 });
    expect(count(await codesOf(newcomer.client), 'notification.coordinatorReminder')).toBe(1);
    const mail = await t.smtp.nextMail(newcomer.user.email, 0, 15_000);
    expect(mail.subject).toContain('A coordinator reminds you');
  });
});

describe('at the deadline', () => {
  const t = useTestApp({ env: ENV });

  it('refuses applying, accepting, inviting, confirming and publishing after it, lapses what is open, and reopens when moved', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    const leader = await createLeader(t, {}, { title: 'Solar boat' });
    const pending = await createSignedInUser(t, { name: 'Pat Pending' });
    const pendingApp = await apply(pending.client, leader.idea.id);
    const invited = await createSignedInUser(t, { name: 'Ivy Invited' });
    const invitation = await invite(invited.client, leader.client, leader.idea.id);
    const waiting = await createSignedInUser(t);
    const undecided = await apply(waiting.client, leader.idea.id);
    const joined = await createSignedInUser(t);
    await join(joined.client, leader.client, leader.idea.id);
    const late = await createSignedInUser(t);

    const deadline = (await setDeadline(t, admin, HOUR))!;
    // Before it, the check lapses nothing.
    await runFormationChecks(t.ctx);
    expect((await pending.client.get('/api/applications/my')).body[0].status).toBe('pending');

    t.clock.advance(HOUR + MINUTE);
    const closed = {
      code: 'formation.closed',
      params: { deadline: deadline.toISOString() },
    };
    const applied = await late.client.post('/api/applications', { ideaId: leader.idea.id });
    expect(applied.status).toBe(409);
    expect(applied.body).toMatchObject(closed);
    expect(applied.body.message).toBe(
      `Team formation closed at ${deadline.toISOString()}. A coordinator can still place you in a team.`,
    );
    const published = await late.client.post('/api/ideas', ideaInput());
    expect(published.status).toBe(409);
    expect(published.body).toMatchObject(closed);
    const confirmed = await invited.client.post(`/api/applications/${invitation.id}/confirm`);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body).toMatchObject(closed);
    const accepted = await leader.client.put(`/api/applications/${undecided.id}/status`, {
      status: 'accepted',
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body).toMatchObject(closed);
    // An invitation from the directory is an acceptance too: refused the same way.
    const invitedLate = await leader.client.post('/api/teams/invitations', {
      studentId: late.user.id,
    });
    expect(invitedLate.status).toBe(409);
    expect(invitedLate.body).toMatchObject(closed);

    // The check lapses what is open (not the confirmed membership), and tells both sides.
    await runFormationChecks(t.ctx);
    const statusOf = async (client: HttpClient, id: string) =>
      (
        (await client.get('/api/applications/my')).body as Array<{ id: string; status: string }>
      ).find((a) => a.id === id)?.status;
    expect(await statusOf(pending.client, pendingApp.id)).toBe('lapsed');
    expect(await statusOf(invited.client, invitation.id)).toBe('lapsed');
    expect(await statusOf(waiting.client, undecided.id)).toBe('lapsed');
    expect((await joined.client.get('/api/teams/my')).body.ideaId).toBe(leader.idea.id);
    expect(await codesOf(pending.client)).toContain('notification.applicationLapsed');
    const leaderCodes = await codesOf(leader.client);
    expect(count(leaderCodes, 'notification.applicantLapsed')).toBe(3);
    // The invitation no longer offers to join; it says it lapsed.
    const invitations = await invited.client.get('/api/notifications?kind=invitations');
    expect(invitations.body).toEqual([]);
    const updates = (await invited.client.get('/api/notifications')).body as Coded[];
    expect(updates.map((n) => n.code)).toEqual(
      expect.arrayContaining(['notification.invitationLapsed', 'notification.applicationLapsed']),
    );
    // Run again (another server): nothing more.
    await runFormationChecks(t.ctx);
    expect(count(await codesOf(leader.client), 'notification.applicantLapsed')).toBe(3);
    // The applicant's e-mail says it lapsed, not that it was declined (the deadline's reminder
    // came before it: the deadline was an hour away when it was set).
    const lapsedMail = () =>
      t.smtp.mailsTo(pending.user.email).filter((m) => m.subject.includes('lapsed'));
    await eventually(() => lapsedMail().length === 1, 'the lapse e-mail');
    expect(lapsedMail()[0]!.subject).not.toContain('declined');

    // A later deadline reopens formation: apply again (a lapse does not bar it) and publish.
    await setDeadline(t, admin, 24 * HOUR);
    const again = await pending.client.post('/api/applications', { ideaId: leader.idea.id });
    expect(again.status).toBe(201);
    const idea = await late.client.post('/api/ideas', ideaInput());
    expect(idea.status).toBe(201);
    const reinvite = await decide(leader.client, again.body.id, 'accepted');
    expect(reinvite.status).toBe('accepted');
    await confirm(pending.client, again.body.id);
    expect((await pending.client.get('/api/teams/my')).body.ideaId).toBe(leader.idea.id);
  });
});
