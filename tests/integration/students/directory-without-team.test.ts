import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  createLeader,
  createSignedInUser,
  createTeam,
  createUser,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema.ts';

// GET /api/students?withoutTeam=true: who is still looking for a team, and the flag on every
// entry; the privacy settings still decide what else an entry shows.
const t = useTestApp();

const tag = () => `tok${randomBytes(5).toString('hex')}`;
const directory = (client: HttpClient, query: Record<string, string>) =>
  client.get(`/api/students?${new URLSearchParams(query)}`);
const emails = (res: { body: Array<{ email: string }> }) => res.body.map((s) => s.email).sort();
const listIn = (userId: string, skills: string) =>
  t.db.update(users).set({ appearInList: true, skills }).where(eq(users.id, userId));

describe('the directory and team membership', () => {
  it('flags who is looking for a team and filters on it', async () => {
    const skills = tag();
    const viewer = await createSignedInUser(t);
    const free = await createUser(t, { appearInList: true, skills });
    const { leader, member } = await createTeam(t);
    const solo = await createLeader(t);
    for (const id of [leader.user.id, member.user.id, solo.user.id]) await listIn(id, skills);

    const all = await directory(viewer.client, { skills });
    expect(all.status).toBe(200);
    const looking = Object.fromEntries(
      (all.body as Array<{ email: string; lookingForTeam: boolean }>).map((s) => [
        s.email,
        s.lookingForTeam,
      ]),
    );
    expect(looking).toEqual({
      [free.email]: true,
      [leader.user.email]: false,
      [member.user.email]: false,
      [solo.user.email]: false,
    });

    const without = await directory(viewer.client, { skills, withoutTeam: 'true' });
    expect(without.status).toBe(200);
    expect(emails(without)).toEqual([free.email]);
    const either = await directory(viewer.client, { skills, withoutTeam: 'false' });
    expect(emails(either)).toEqual(emails(all));
  });

  it('keeps the privacy settings: a nameless entry has neither name nor id nor hidden phone', async () => {
    const skills = tag();
    const viewer = await createSignedInUser(t);
    const hidden = await createUser(t, {
      appearInList: true,
      showName: false,
      showPhone: false,
      skills,
    });
    await createUser(t, { appearInList: false, skills });
    const res = await directory(viewer.client, { skills, withoutTeam: 'true' });
    expect(res.body).toEqual([
      { email: hidden.email, major: 'CS', bio: '', skills, lookingForTeam: true },
    ]);
  });

  it('combines with the other filters and leaves the other gender out', async () => {
    const skills = tag();
    const viewer = await createSignedInUser(t, { gender: 'female' });
    const ee = await createUser(t, { gender: 'female', major: 'EE', appearInList: true, skills });
    await createUser(t, { gender: 'female', major: 'CS', appearInList: true, skills });
    await createUser(t, { gender: 'male', major: 'EE', appearInList: true, skills });
    const res = await directory(viewer.client, { skills, major: 'EE', withoutTeam: 'true' });
    expect(emails(res)).toEqual([ee.email]);
  });

  it('answers 400 with the field named for a value other than true or false', async () => {
    const viewer = await createSignedInUser(t);
    for (const value of ['yes', '1', '']) {
      const res = await directory(viewer.client, { withoutTeam: value });
      expect(res.status).toBe(400);
      expect(res.body.errors.withoutTeam.message).toBe('withoutTeam must be true or false');
    }
  });
});
