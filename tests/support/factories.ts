import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { ideas, teamMembers, teams, users, type UserRow } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';
import { defaultCourse } from '../../src/server/domain/courses.ts';
import type { TestApp } from './app.ts';
import type { HttpClient } from './http.ts';

// Every user, idea, team and application a test needs: written straight to the database when the
// test is not about how they are made, or through the real API (codes read from the captured mail).

/** The one password of test accounts (and the bench's seeded users): valid under every rule. */
export const PASSWORD = 'Passw0rd_';
/** Valid passwords that are not the account's: a new one (reset, change) and a wrong guess. */
export const NEW_PASSWORD = 'N3w_secret';
export const WRONG_PASSWORD = 'Wr0ng_guess#7';
let defaultHash: Promise<string> | undefined;

let counter = 0;
const uniqueTag = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${randomUUID().slice(0, 4)}`;

/** A verified user written straight to the database; unique e-mail and sensible defaults. */
export async function createUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const { password = PASSWORD, ...fields } = overrides;
  defaultHash ??= hashPassword(PASSWORD);
  const passwordHash = password === PASSWORD ? await defaultHash : await hashPassword(password);
  const tag = uniqueTag();
  const [row] = await t.db
    .insert(users)
    .values({
      email: `student-${tag}@uni.test`,
      passwordHash,
      name: `Student ${tag}`,
      major: 'CS',
      phone: '0551234567',
      gender: 'male',
      bio: '',
      skills: '',
      isVerified: true,
      ...fields,
    })
    .returning();
  // As verifying does: a verified account is a student of the default course.
  if (row!.isVerified) {
    await t.db.execute(sql`insert into course_students (course_id, user_id)
      select id, ${row!.id}::uuid from courses where is_default`);
  }
  return { ...row!, password };
}

/** Signs a user in through the real login endpoint and returns their client (cookie jar). */
export async function signIn(
  t: TestApp,
  user: { email: string; password: string },
): Promise<HttpClient> {
  const client = t.client();
  const res = await client.post('/api/auth/login', { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return client;
}

/** A verified user and a signed-in client for them. */
export async function createSignedInUser(
  t: TestApp,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(t, overrides);
  return { user, client: await signIn(t, user) };
}

/** The team IDs tests spell themselves (grep tests for 'M' and three digits): never handed out. */
const SPELLED_TEAM_IDS = new Set([
  'M001',
  'M002',
  'M003',
  'M101',
  'M123',
  'M202',
  'M321',
  'M909',
  'M987',
  'M990',
]);
let teamCounter = Math.floor(Math.random() * 500);
/** A team ID (M + 3 digits) not used before in this test file, nor spelled by a test. */
export function nextTeamId(): string {
  for (;;) {
    const id = `M${String(teamCounter++ % 1000).padStart(3, '0')}`;
    if (!SPELLED_TEAM_IDS.has(id)) return id;
  }
}

/**
 * An idea with its team, the creator as leader and the given members (joined in that order),
 * written straight to the database for tests that are not about the handshake itself.
 */
export async function insertTeam(
  t: TestApp,
  creator: Pick<UserRow, 'id' | 'gender'>,
  members: Array<Pick<UserRow, 'id'>> = [],
  overrides: Partial<typeof ideas.$inferInsert> = {},
) {
  const teamId = nextTeamId();
  const [idea] = await t.db
    .insert(ideas)
    .values({
      creatorId: creator.id,
      title: `Idea ${teamId}`,
      description: `Description of ${teamId}`,
      teamId,
      gender: creator.gender,
      requiredMajors: 'CS',
      courseId: defaultCourse(),
      ...overrides,
    })
    .returning();
  const { courseId } = idea!;
  const [team] = await t.db
    .insert(teams)
    .values({ ideaId: idea!.id, courseId, leaderId: creator.id })
    .returning();
  await t.db
    .insert(teamMembers)
    .values({ teamId: team!.id, courseId, userId: creator.id, role: 'creator' });
  for (const [i, m] of members.entries()) {
    // Distinct join times: members are listed in joining order.
    const joinedAt = new Date(Date.UTC(2030, 0, 1, 0, 0, i));
    await t.db
      .insert(teamMembers)
      .values({ teamId: team!.id, courseId, userId: m.id, role: 'member', joinedAt });
  }
  return { idea: idea!, team: team! };
}

// Through the real /api/auth calls.

export const newEmail = (prefix = 'student') => `${prefix}-${randomUUID().slice(0, 8)}@uni.test`;

/** A complete register payload with a unique e-mail. */
export function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: newEmail(),
    password: PASSWORD,
    name: 'Sara Ahmed',
    gender: 'female',
    phone: '0551234567',
    major: 'CS',
    bio: 'Likes robots',
    skills: 'TypeScript,SQL',
    ...overrides,
  };
}

/**
 * Registers through the API and returns the e-mailed verification code and the browser that
 * registered (only that browser may verify: docs/decisions/0010-pending-registrations.md).
 */
export async function register(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  browser: HttpClient = t.client(),
) {
  const body = registration(overrides);
  const before = t.smtp.mailsTo(body.email).length;
  const res = await browser.post('/api/auth/register', body);
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${res.text}`);
  const mail = await t.smtp.nextMail(body.email, before);
  return { ...body, code: mail.code!, mail, browser };
}

/** Registers, verifies with the e-mailed code and returns the signed-in client. */
export async function registerVerified(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; password: string; client: HttpClient }> {
  const account = await register(t, overrides);
  const client = account.browser;
  const res = await client.post('/api/auth/verify-otp', {
    email: account.email,
    code: account.code,
  });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${res.text}`);
  return { email: account.email, password: account.password, client };
}

// Ideas, applications and teams through the real API.

export function ideaInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Smart campus parking',
    description: 'Sensors and an app that show free parking spots on campus.',
    teamId: nextTeamId(),
    tags: 'IoT,Mobile',
    requiredMajors: 'CS,SWE',
    requiredSkills: 'React,Python',
    allowCrossMajor: false,
    isHidden: false,
    ...overrides,
  };
}

type Json = Record<string, unknown>;

function expectOk(res: { status: number; text: string; body: unknown }, status = 200) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
  return res.body as Json & { id: string };
}

/** POST /api/ideas as `client`; returns the created idea. */
export async function createIdea(client: HttpClient, overrides: Record<string, unknown> = {}) {
  return expectOk(await client.post('/api/ideas', ideaInput(overrides)), 201);
}

/** A signed-in student with a published idea (and so a team they lead). */
export async function createLeader(
  t: TestApp,
  user: Parameters<typeof createSignedInUser>[1] = {},
  idea: Record<string, unknown> = {},
) {
  const leader = await createSignedInUser(t, user);
  return { ...leader, idea: await createIdea(leader.client, idea) };
}

export async function apply(client: HttpClient, ideaId: string) {
  return expectOk(await client.post('/api/applications', { ideaId }), 201);
}

export async function decide(owner: HttpClient, applicationId: string, status: string) {
  return expectOk(await owner.put(`/api/applications/${applicationId}/status`, { status }));
}

export async function confirm(client: HttpClient, applicationId: string) {
  return expectOk(await client.post(`/api/applications/${applicationId}/confirm`));
}

/** Applies, gets accepted by the owner: the applicant now holds an open invitation. */
export async function invite(applicant: HttpClient, owner: HttpClient, ideaId: string) {
  const application = await apply(applicant, ideaId);
  await decide(owner, application.id, 'accepted');
  return application;
}

/** Applies, is accepted and confirms: the applicant is now a member of the owner's team. */
export async function join(applicant: HttpClient, owner: HttpClient, ideaId: string) {
  const application = await invite(applicant, owner, ideaId);
  await confirm(applicant, application.id);
  return application;
}

/** A leader with an idea and one member who joined through the handshake. */
export async function createTeam(
  t: TestApp,
  overrides: { gender?: 'male' | 'female'; idea?: Record<string, unknown> } = {},
) {
  const gender = overrides.gender ?? 'male';
  const leader = await createLeader(t, { gender }, overrides.idea);
  const member = await createSignedInUser(t, { gender, major: 'CS' });
  const application = await join(member.client, leader.client, leader.idea.id);
  return { leader, member, idea: leader.idea, application };
}

/** The user's notifications (newest first). */
export async function notificationsOf(client: HttpClient) {
  const res = await client.get('/api/notifications');
  expect(res.status).toBe(200);
  return res.body as Array<{
    id: string;
    type: string;
    message: string;
    applicationId: string | null;
    isRead: boolean;
  }>;
}
