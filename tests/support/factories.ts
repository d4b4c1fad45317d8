import { randomUUID } from 'node:crypto';
import { ideas, teamMembers, teams, users, type UserRow } from '../../src/server/db/schema.ts';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';
import type { TestApp } from './app.ts';
import type { HttpClient } from './http.ts';

export const DEFAULT_PASSWORD = 'Passw0rd_';
let defaultHash: Promise<string> | undefined;

let counter = 0;
const uniqueTag = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${randomUUID().slice(0, 4)}`;

/** A verified user written straight to the database; unique e-mail and sensible defaults. */
export async function createUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash =
    password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password);
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

let teamCounter = Math.floor(Math.random() * 500);
/** A team ID (M + 3 digits) not used before in this test file. */
export const nextTeamId = () => `M${String(teamCounter++ % 1000).padStart(3, '0')}`;

/**
 * An idea with its team, the creator as leader and the given members (joined in that order),
 * written straight to the database for tests that are not about the handshake itself.
 */
export async function insertTeam(
  t: TestApp,
  creator: Pick<UserRow, 'id'>,
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
      requiredMajors: 'CS',
      ...overrides,
    })
    .returning();
  const [team] = await t.db
    .insert(teams)
    .values({ ideaId: idea!.id, leaderId: creator.id })
    .returning();
  await t.db.insert(teamMembers).values({ teamId: team!.id, userId: creator.id, role: 'creator' });
  for (const [i, m] of members.entries()) {
    // Distinct join times: members are listed in joining order.
    const joinedAt = new Date(Date.UTC(2030, 0, 1, 0, 0, i));
    await t.db
      .insert(teamMembers)
      .values({ teamId: team!.id, userId: m.id, role: 'member', joinedAt });
  }
  return { idea: idea!, team: team! };
}
