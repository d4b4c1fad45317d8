import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import {
  createIdea,
  createLeader,
  createSignedInUser,
  createTeam,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// GET /api/ideas: gender separation, hidden/inactive rules, filters, pagination.
// Every idea here is female-created except where a male one proves the separation.
let viewer: HttpClient;

const t = useTestApp();
beforeAll(async () => {
  const make = async (name: string, idea: Record<string, unknown>, gender = 'female') => {
    const leader = await createLeader(
      t,
      { gender: gender as 'female', name: `Leader ${name}` },
      idea,
    );
    return leader;
  };
  await make('robots', {
    title: 'Robot arm',
    description: 'A 100% open robot_arm with C:\\drivers',
    tags: 'Hardware, AI',
    requiredMajors: 'EE,ME',
    requiredSkills: 'C++,Embedded',
  });
  await make('market', {
    title: 'Campus market',
    description: 'Buy and sell books — سوق الكتب',
    tags: 'Web',
    requiredMajors: 'MKT',
    requiredSkills: 'Sales',
    allowCrossMajor: true,
  });
  await make('hidden', { title: 'Secret plan', isHidden: true, requiredMajors: 'CS' });
  const inactive = await make('inactive', { title: 'Old plan', requiredMajors: 'CS' });
  await t.db.update(ideas).set({ isActive: false }).where(eq(ideas.id, inactive.idea.id));
  await make('male', { title: 'Male idea', requiredMajors: 'CS' }, 'male');
  viewer = (await createSignedInUser(t, { gender: 'female' })).client;
});

const titles = async (client: HttpClient, query = '') => {
  const res = await client.get(`/api/ideas${query}`);
  expect(res.status).toBe(200);
  return (res.body as Array<{ title: string }>).map((i) => i.title);
};

describe('GET /api/ideas visibility', () => {
  it('lists only visible ideas of the same gender, newest first', async () => {
    expect(await titles(viewer)).toEqual(['Campus market', 'Robot arm']);
    const male = (await createSignedInUser(t, { gender: 'male' })).client;
    expect(await titles(male)).toEqual(['Male idea']);
  });

  it('shows the owner their own hidden or inactive idea, and only them', async () => {
    const owner = await createSignedInUser(t, { gender: 'female' });
    const own = await createIdea(owner.client, { title: 'Mine, hidden', isHidden: true });
    expect(await titles(owner.client)).toEqual(['Mine, hidden', 'Campus market', 'Robot arm']);
    expect(await titles(viewer)).not.toContain('Mine, hidden');
    const res = await owner.client.get('/api/ideas');
    expect(res.body[0]).toEqual(own);
  });

  it('lets admins follow the student rules', async () => {
    const admin = await createSignedInUser(t, { gender: 'male', isAdmin: true });
    expect(await titles(admin.client)).toEqual(['Male idea']);
  });

  it('answers the contract shape with kickedMemberIds only for the owner', async () => {
    const { leader, member } = await createTeam(t, { gender: 'female', idea: { title: 'Kicks' } });
    await leader.client.post('/api/teams/remove-member', { memberId: member.user.id });
    const seen = (await viewer.get('/api/ideas?q=Kicks')).body;
    expect(seen).toEqual([
      expect.objectContaining({ title: 'Kicks', kickedMemberIds: '', creator: expect.any(Object) }),
    ]);
    const own = (await leader.client.get('/api/ideas?q=Kicks')).body;
    expect(own[0].kickedMemberIds).toBe(member.user.id);
    expect(Object.keys(own[0]).sort()).toEqual(
      [
        'allowCrossMajor',
        'applyBlockedReason',
        'createdAt',
        'creator',
        'creatorId',
        'description',
        'id',
        'isActive',
        'isHidden',
        'kickedMemberIds',
        'maxMembers',
        'memberCount',
        'requiredMajors',
        'requiredSkills',
        'tags',
        'teamId',
        'title',
      ].sort(),
    );
    await leader.client.delete(`/api/ideas/${leader.idea.id}`);
  });

  it('answers 401 without a session', async () => {
    expect((await t.client().get('/api/ideas')).status).toBe(401);
  });
});

describe('GET /api/ideas filters', () => {
  it('filters by major: required, or cross-major allowed', async () => {
    expect(await titles(viewer, '?major=EE')).toEqual(['Campus market', 'Robot arm']);
    expect(await titles(viewer, '?major=CS')).toEqual(['Campus market']);
    expect(await titles(viewer, '?major=')).toEqual(['Campus market', 'Robot arm']);
  });

  it('matches any comma-separated skill or tag, case-insensitively', async () => {
    expect(await titles(viewer, '?skills=embedded')).toEqual(['Robot arm']);
    expect(await titles(viewer, `?skills=${encodeURIComponent('sales, c++')}`)).toEqual([
      'Campus market',
      'Robot arm',
    ]);
    expect(await titles(viewer, '?tags=WEB')).toEqual(['Campus market']);
    expect(await titles(viewer, '?tags=nothing,ai')).toEqual(['Robot arm']);
    expect(await titles(viewer, '?skills=Sales&tags=Hardware')).toEqual([]);
  });

  it('searches keywords in title and description', async () => {
    expect(await titles(viewer, '?q=robot')).toEqual(['Robot arm']);
    expect(await titles(viewer, '?q=BOOKS%20campus')).toEqual(['Campus market']);
    expect(await titles(viewer, '?q=books%20robot')).toEqual([]);
    expect(await titles(viewer, `?q=${encodeURIComponent('سوق')}`)).toEqual(['Campus market']);
  });

  it('takes any text: LIKE wildcards and quotes are literal, never an error', async () => {
    expect(await titles(viewer, '?q=100%25')).toEqual(['Robot arm']);
    expect(await titles(viewer, '?q=%25')).toEqual(['Robot arm']);
    expect(await titles(viewer, '?q=_')).toEqual(['Robot arm']);
    expect(await titles(viewer, '?q=n_r')).toEqual([]);
    expect(await titles(viewer, `?q=${encodeURIComponent('C:\\drivers')}`)).toEqual(['Robot arm']);
    expect(await titles(viewer, `?q=${encodeURIComponent('\\')}`)).toEqual(['Robot arm']);
    for (const text of ["'; drop table ideas; --", '"', '😀', '%_\\%']) {
      const res = await viewer.get(
        `/api/ideas?q=${encodeURIComponent(text)}&tags=${encodeURIComponent(text)}&skills=${encodeURIComponent(text)}&major=${encodeURIComponent(text)}`,
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
    // NUL cannot be stored in any text: a filter holding it is refused with the field's message.
    const nul = await viewer.get('/api/ideas?q=%00');
    expect(nul.status).toBe(400);
    expect(nul.body.errors).toEqual({
      q: {
        code: 'validation.badCharacters',
        params: { field: 'Search' },
        message: 'Search contains characters that are not allowed',
      },
    });
    const tooLong = await viewer.get(`/api/ideas?q=${'a'.repeat(10 * 1024 + 1)}`);
    expect(tooLong.status).toBe(400);
  });
});

describe('GET /api/ideas pagination', () => {
  it('pages with limit and X-Next-Cursor, newest first, without repeats', async () => {
    const first = await viewer.get('/api/ideas?limit=1');
    expect(first.body.map((i: { title: string }) => i.title)).toEqual(['Campus market']);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await viewer.get(`/api/ideas?limit=1&cursor=${cursor}`);
    expect(second.body.map((i: { title: string }) => i.title)).toEqual(['Robot arm']);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect((await viewer.get('/api/ideas?limit=0')).status).toBe(400);
    expect((await viewer.get('/api/ideas?limit=101')).status).toBe(400);
    expect((await viewer.get('/api/ideas?cursor=garbage')).status).toBe(400);
  });
});

describe('GET /api/ideas cost', () => {
  /** Counts the statements the app sends while `fn` runs (PGlite and pg both go through query). */
  async function countQueries(fn: () => Promise<unknown>) {
    const client = (t.db as unknown as { $client: { query: (...a: unknown[]) => unknown } })
      .$client;
    const original = client.query;
    let n = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      n++;
      return original.apply(this, args);
    };
    try {
      await fn();
    } finally {
      client.query = original;
    }
    return n;
  }

  it('sends as many statements for 1 idea as for a page of many (no N+1)', async () => {
    await viewer.get('/api/ideas');
    const one = await countQueries(() => viewer.get('/api/ideas?limit=1'));
    const many = await countQueries(() => viewer.get('/api/ideas?limit=100'));
    expect(one).toBeGreaterThan(0);
    expect(many).toBe(one);
  });
});
