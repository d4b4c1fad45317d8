import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, createUser, newEmail, register } from '../../support/factories.ts';
import { createCourse, csv, postRoster } from './course-setup.ts';

// A coordinator's roster as a spreadsheet saves it (docs/rules/courses.md).

describe('importing a roster', () => {
  const t = useTestApp({ env: { EMAIL_POLL_MS: '50' } });

  it('adds known accounts, invites unknown e-mails, and answers every bad line by its number', async () => {
    const { course, coordinator } = await createCourse(t);
    const known = await createUser(t, { gender: 'male', major: 'CS' });
    const other = await createUser(t, { gender: 'female' });
    const unknown = newEmail('invited');
    const body =
      '\uFEFF' +
      csv(
        `${known.email},Known Student,male,CS`, // 2
        `not-an-email,Bad Mail,male,CS`, // 3
        `${newEmail()},Bad Major,male,Underwater Basketry`, // 4
        `${other.email},Other Gender,male,CS`, // 5: the account is female
        `${unknown.toUpperCase()},"Salem, Noor",female,Software Engineering`, // 6
        `${newEmail()},Too Few,male`, // 7
        `${known.email},Known Again,male,CS`, // 8
        `${newEmail()},No Gender,x,CS`, // 9
      );
    const res = await postRoster(coordinator.client, course.id, body);
    expect(res.status, res.text).toBe(200);
    expect(res.body.added).toBe(1);
    expect(res.body.invited).toBe(1);
    expect(res.body.errors.map((e: { line: number; code: string }) => [e.line, e.code])).toEqual([
      [3, 'validation.email'],
      [4, 'validation.unknownMajor'],
      [5, 'roster.genderDiffers'],
      [7, 'roster.columns'],
      [8, 'roster.repeated'],
      [9, 'validation.gender'],
    ]);
    expect(res.body.errors[4].message).toBe('This email is already on line 2');
    expect(res.body.errors[2].message).toBe("The gender differs from the account's gender");

    const roster = await coordinator.client.get(`/api/courses/${course.id}/roster`);
    expect(roster.body.members.map((m: { email: string }) => m.email)).toEqual([known.email]);
    expect(roster.body.invited).toEqual([
      expect.objectContaining({
        email: unknown,
        name: 'Salem, Noor',
        gender: 'female',
        major: 'SWE',
      }),
    ]);
    // A roster never changes an account.
    const [row] = await queryRows<{ gender: string }>(
      t.db,
      sql`select gender from users where id = ${other.id}`,
    );
    expect(row?.gender).toBe('female');
  });

  it('is idempotent: importing the same roster again adds and invites nobody', async () => {
    const { course, coordinator } = await createCourse(t);
    const known = await createUser(t, { gender: 'female' });
    const body = csv(`${known.email},Known,female,CS`, `${newEmail()},New,female,EE`);
    const first = await postRoster(coordinator.client, course.id, body);
    expect(first.body).toEqual({ added: 1, invited: 1, errors: [] });
    const again = await postRoster(coordinator.client, course.id, body);
    expect(again.body).toEqual({ added: 0, invited: 0, errors: [] });
    const roster = await coordinator.client.get(`/api/courses/${course.id}/roster`);
    expect(roster.body.members).toHaveLength(1);
    expect(roster.body.invited).toHaveLength(1);
  });

  it('refuses a file whose first line is not the header, and takes one without a BOM', async () => {
    const { course, coordinator } = await createCourse(t);
    const headless = await postRoster(coordinator.client, course.id, `${newEmail()},A,male,CS\n`);
    expect(headless.status).toBe(400);
    expect(headless.body.code).toBe('roster.header');
    const plain = await postRoster(
      coordinator.client,
      course.id,
      `Email,Name,Gender,Major\n${newEmail()},A,male,cs\n`,
    );
    expect(plain.body).toEqual({ added: 0, invited: 1, errors: [] });
  });

  it('e-mails the invitation, and the address joins the course when it verifies', async () => {
    const { course, coordinator } = await createCourse(t);
    const email = newEmail('newcomer');
    await postRoster(coordinator.client, course.id, csv(`${email},Lina Omar,female,CS`));
    const invitation = await t.smtp.nextMail(email, 0, 15_000);
    expect(invitation.subject).toContain(course.name);
    expect(invitation.text).toContain('Hello Lina Omar,');
    expect(invitation.text).toContain(`${t.ctx.config.APP_ORIGIN}/auth`);

    const registered = await registerAndVerify(email);
    const mine = await registered.get('/api/courses');
    expect(mine.body.map((c: { code: string; role: string }) => [c.code, c.role])).toEqual([
      ['DEFAULT', 'student'],
      [course.code, 'student'],
    ]);
    const roster = await coordinator.client.get(`/api/courses/${course.id}/roster`);
    expect(roster.body.invited).toEqual([]);
    expect(roster.body.members.map((m: { email: string }) => m.email)).toEqual([email]);
  });

  it('checks a file on a dry run and counts what saving would do, writing and mailing nothing', async () => {
    const { course, coordinator } = await createCourse(t);
    const known = await createUser(t, { gender: 'female' });
    const invitee = newEmail('dry');
    const body = csv(
      `${known.email},Known,female,CS`,
      `${invitee},New,female,EE`,
      `not-an-email,Bad,female,CS`,
    );
    const dry = await postRoster(coordinator.client, course.id, body, { dryRun: true });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body).toEqual({
      added: 1,
      invited: 1,
      errors: [expect.objectContaining({ line: 4, code: 'validation.email' })],
    });
    const untouched = await coordinator.client.get(`/api/courses/${course.id}/roster`);
    expect(untouched.body).toEqual({ members: [], invited: [] });
    // An invitation's mail is queued with it: no invitation, nothing to send.
    const [queued] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from email_outbox where params->>'course' = ${course.name}`,
    );
    expect(queued?.count).toBe(0);

    // Saving then does what the dry run said, and a second dry run finds nothing left to do.
    const saved = await postRoster(coordinator.client, course.id, body);
    expect(saved.body).toEqual(dry.body);
    const again = await postRoster(coordinator.client, course.id, body, { dryRun: true });
    expect(again.body).toMatchObject({ added: 0, invited: 0 });
    const bad = await postRoster(coordinator.client, course.id, body, { dryRun: 'maybe' });
    expect(bad.status).toBe(400);
  });

  it('keeps a dry run to the course console, as saving is', async () => {
    const { course } = await createCourse(t);
    const elsewhere = await createCourse(t);
    const student = await createUser(t, { gender: 'female' });
    const body = csv(`${student.email},Student,female,CS`);
    const signedIn = await createSignedInUser(t, { gender: 'female' });
    const asStudent = await postRoster(signedIn.client, course.id, body, { dryRun: true });
    expect(asStudent.status).toBe(404);
    expect(asStudent.body.code).toBe('course.notFound');
    const asOther = await postRoster(elsewhere.coordinator.client, course.id, body, {
      dryRun: true,
    });
    expect(asOther.status).toBe(403);
  });

  async function registerAndVerify(email: string) {
    const account = await register(t, { email, gender: 'female' });
    const res = await account.browser.post('/api/auth/verify-otp', { email, code: account.code });
    expect(res.status, res.text).toBe(200);
    return account.browser;
  }
});
