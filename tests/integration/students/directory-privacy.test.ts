import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createIdea,
  createLeader,
  createSignedInUser,
  createUser,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// A student listed in the directory without their name: nothing in their entry may tie it to
// the name shown beside them anywhere else a student of the same gender can look.
const t = useTestApp();

const token = () => `tok${randomBytes(5).toString('hex')}`;
const nameless = { appearInList: true, showName: false, showPhone: false } as const;
const directory = (client: HttpClient, query: Record<string, string>) =>
  client.get(`/api/students?${new URLSearchParams(query)}`);

describe('directory entries of students who hide their name', () => {
  it('carry nothing that appears beside their name in any other answer', async () => {
    const tag = token();
    const viewer = await createLeader(t, { gender: 'female', major: 'CS' });
    const hidden = await createSignedInUser(t, { gender: 'female', skills: tag, ...nameless });
    const idea = await createIdea(hidden.client);
    await apply(hidden.client, viewer.idea.id);

    const listed = await directory(viewer.client, { skills: tag });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { email: hidden.user.email, major: 'CS', bio: '', skills: tag, lookingForTeam: false },
    ]);

    // Everywhere else the viewer sees this student, by name: their idea in the list (and so its
    // details dialog), the applicants of the viewer's idea, the viewer's notifications and team.
    const elsewhere = await Promise.all([
      viewer.client.get('/api/ideas?limit=100'),
      viewer.client.get(`/api/applications/idea/${viewer.idea.id}`),
      viewer.client.get('/api/notifications'),
      viewer.client.get('/api/teams/my'),
      viewer.client.get('/api/dashboard/stats'),
    ]);
    for (const res of elsewhere) expect(res.status).toBe(200);
    const [ideasList, applicants] = elsewhere;
    expect(ideasList!.body.map((i: { id: string }) => i.id)).toContain(idea.id);
    expect(applicants!.text).toContain(hidden.user.name);

    // Every value of the entry but those the spec shows beside the name wherever the student
    // gave it themselves: major, bio and skills (shared by many), and the e-mail, the directory's
    // contact that is never in what every student sees (the ideas list).
    const [entry] = listed.body as Array<Record<string, string>>;
    // Whether they are in a team is a flag, the same for many, and no token.
    const shownByChoice = new Set(['major', 'bio', 'skills', 'email', 'lookingForTeam']);
    const tokens = Object.entries(entry!).filter(([key]) => !shownByChoice.has(key));
    for (const res of elsewhere) {
      for (const [key, value] of tokens) expect(res.text, key).not.toContain(value);
    }
    expect(ideasList!.text).not.toContain(hidden.user.email);
  });

  it('never name such a student in the next-page cursor, and paging skips and repeats no one', async () => {
    const tag = token();
    const { client: viewer } = await createSignedInUser(t, { gender: 'male' });
    const at = (day: number) => new Date(Date.UTC(2032, 0, day));
    const make = (day: number, hide: boolean) =>
      createUser(t, {
        gender: 'male',
        skills: tag,
        createdAt: at(day),
        ...(hide ? nameless : { appearInList: true }),
      });
    const listed = [
      await make(5, false),
      await make(4, true),
      await make(4, true),
      await make(3, true),
      await make(2, false),
      await make(1, true),
    ];
    // The directory's order: newest first, ties by id (descending).
    const newestFirst = [...listed].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
    );
    const hiddenIds = listed.filter((u) => !u.showName).map((u) => u.id);

    for (const limit of ['1', '2', '3']) {
      const emails: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 20; page++) {
        const res = await directory(viewer, { skills: tag, limit, ...(cursor ? { cursor } : {}) });
        expect(res.status).toBe(200);
        emails.push(...res.body.map((s: { email: string }) => s.email));
        cursor = res.headers.get('x-next-cursor');
        if (!cursor) break;
        const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
        for (const id of hiddenIds) expect(decoded).not.toContain(id);
      }
      expect(cursor).toBeNull();
      expect(emails).toEqual(newestFirst.map((u) => u.email));
    }
  });
});
