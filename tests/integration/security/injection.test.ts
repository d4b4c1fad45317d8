import { beforeAll, describe, expect, it } from 'vitest';
import { FILTER_MAX, FILTER_TERM_MAX, FILTER_TERMS_MAX } from '@contract/limits.ts';
import { message } from '@contract/messages.ts';
import { useTestApp } from '../../support/app.ts';
import { createLeader, createSignedInUser, createUser } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { ROUTE_TABLE } from '../../support/security/route-table.ts';

// Injection: the gaps left by ideas-list.test.ts and students.test.ts (which cover
// ?q and the students' ?skills with quotes, wildcards, backslashes and unicode): ?skills and
// ?tags of ideas matched literally, the students' ?major, filters at and past their caps
// (20 terms of 64 characters answered; more refused), NUL, repeated parameters, and SQL in path
// parameters.

let viewer: HttpClient;
const ids: Record<string, string> = {};
const LONG_TAG = `${'%_\\\'"'.repeat(30)}${'ü'.repeat(40)}`; // 190 characters

const t = useTestApp();
beforeAll(async () => {
  const make = async (name: string, idea: Record<string, unknown>, gender = 'female') => {
    const leader = await createLeader(t, { gender: gender as 'female' }, idea);
    ids[name] = leader.idea.id;
  };
  await make('symbols', {
    title: 'Symbols',
    tags: '100% pure,snake_case',
    requiredSkills: 'C:\\path,O\'Brien "Quoted"',
  });
  await make('plain', { title: 'Plain', tags: 'plain', requiredSkills: 'ab,xyz' });
  await make('unicode', { title: 'Unicode', tags: 'تعلم,😀', requiredSkills: 'Ünïcødé' });
  await make('long', { title: 'Long', tags: LONG_TAG, requiredSkills: 'long' });
  await make(
    'male',
    {
      title: 'Male',
      tags: '100% pure,snake_case,تعلم,plain',
      requiredSkills: "C:\\path,O'Brien,ab",
    },
    'male',
  );
  viewer = (await createSignedInUser(t, { gender: 'female' })).client;
});

const ideasWith = async (query: Record<string, string>) => {
  const res = await viewer.get(`/api/ideas?${new URLSearchParams(query)}`);
  expect(res.status, `${JSON.stringify(query)}: ${res.text}`).toBe(200);
  const found = new Set((res.body as Array<{ id: string }>).map((i) => i.id));
  return Object.keys(ids)
    .filter((name) => found.has(ids[name]!))
    .sort();
};

describe('GET /api/ideas ?skills and ?tags', () => {
  it('take wildcards, backslashes, quotes and unicode literally', async () => {
    expect(await ideasWith({ tags: '%' })).toEqual(['long', 'symbols']);
    expect(await ideasWith({ tags: '_' })).toEqual(['long', 'symbols']);
    expect(await ideasWith({ tags: '0% p' })).toEqual(['symbols']);
    expect(await ideasWith({ tags: 'snake_' })).toEqual(['symbols']);
    expect(await ideasWith({ skills: 'a_' })).toEqual([]); // '_' is not "any character"
    expect(await ideasWith({ skills: 'a%' })).toEqual([]); // '%' is not "anything"
    expect(await ideasWith({ skills: '\\' })).toEqual(['symbols']);
    expect(await ideasWith({ skills: ':\\p' })).toEqual(['symbols']);
    expect(await ideasWith({ skills: "o'brien" })).toEqual(['symbols']);
    expect(await ideasWith({ skills: '"quoted"' })).toEqual(['symbols']);
    expect(await ideasWith({ tags: 'تعلم' })).toEqual(['unicode']);
    expect(await ideasWith({ tags: '😀' })).toEqual(['unicode']);
    expect(await ideasWith({ skills: 'Ünïcødé' })).toEqual(['unicode']);
    expect(await ideasWith({ tags: "' or '1'='1" })).toEqual([]);
    expect(await ideasWith({ skills: "x') or true --" })).toEqual([]);
    expect(await ideasWith({ tags: '%%,__,\\\\' })).toEqual([]);
  });

  it('find a long tag by a term of up to 64 characters; a longer term is refused as JSON', async () => {
    expect(LONG_TAG.length).toBe(190);
    expect(await ideasWith({ tags: LONG_TAG.slice(0, FILTER_TERM_MAX) })).toEqual(['long']);
    expect(await ideasWith({ tags: LONG_TAG.slice(-FILTER_TERM_MAX) })).toEqual(['long']);
    const res = await viewer.get(`/api/ideas?${new URLSearchParams({ tags: LONG_TAG })}`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      tags: message('validation.filterTermLength', { field: 'Tags', max: FILTER_TERM_MAX }),
    });
  });

  it('answer 20 terms of 64 characters, and refuse a 21st term, a 65th character or 10 KB', async () => {
    // Each term is a condition of the query: thousands of them would tie the database up.
    const term = (i: number) => `${i}`.padEnd(FILTER_TERM_MAX, 'x');
    const terms = (n: number) => Array.from({ length: n }, (_, i) => term(i));
    const filters = [
      ['/api/ideas', 'q', 'Search'],
      ['/api/ideas', 'skills', 'Skills'],
      ['/api/ideas', 'tags', 'Tags'],
      ['/api/ideas', 'major', 'Major'],
      ['/api/students', 'skills', 'Skills'],
    ] as const;
    for (const [path, key, field] of filters) {
      const sep = key === 'q' ? ' ' : ',';
      const url = (value: string) => `${path}?${new URLSearchParams({ [key]: value })}`;
      const atCap = await viewer.get(url(terms(FILTER_TERMS_MAX).join(sep)));
      expect(atCap.status, `${path} ${key}`).toBe(200);
      expect(atCap.body, `${path} ${key}`).toEqual([]);
      const cases: Array<[string, ReturnType<typeof message>]> = [
        [
          terms(FILTER_TERMS_MAX + 1).join(sep),
          message('validation.filterTerms', { field, max: FILTER_TERMS_MAX }),
        ],
        [
          terms(2000)
            .map((t) => t.slice(0, 4))
            .join(sep),
          message('validation.filterTerms', { field, max: FILTER_TERMS_MAX }),
        ],
        [
          `a${sep}${term(1)}y`,
          message('validation.filterTermLength', { field, max: FILTER_TERM_MAX }),
        ],
        ['a_b.'.repeat(2560) + 'y', message('validation.tooLong', { field, max: FILTER_MAX })],
      ];
      for (const [value, said] of cases) {
        const res = await viewer.get(url(value));
        expect(res.status, `${path} ${key}`).toBe(400);
        // What the client sees: the field's code, params and English, once.
        expect(res.body, `${path} ${key}`).toEqual({ ...said, errors: { [key]: said } });
      }
    }
    // White space alone is no term: a keyword search of 10 KB of spaces filters nothing.
    const blank = await viewer.get(
      `/api/ideas?${new URLSearchParams({ q: ' '.repeat(FILTER_MAX) })}`,
    );
    expect(blank.status).toBe(200);
    expect(blank.body.length).toBeGreaterThan(0);
  });

  it('refuses a URL past the 16 KB header limit with a JSON 431, not a crash', async () => {
    const res = await viewer.get(`/api/ideas?q=${'%25'.repeat(7 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(typeof res.body.message).toBe('string');
    expect((await viewer.get('/api/ideas?q=Plain')).status).toBe(200);
  });

  it('never answers every row for a major that is not a major', async () => {
    for (const major of ['%', '_', "CS' OR '1'='1", 'CS%', ';', '\\', 'cs,ee']) {
      const found = await ideasWith({ major });
      expect(found, major).not.toContain('male');
      if (major !== 'cs,ee') expect(found, major).toEqual([]);
    }
  });
});

describe('GET /api/students ?major', () => {
  it('matches the exact key only; wildcards and quotes match nobody, NUL is refused', async () => {
    const tag = `inj${Date.now()}`;
    const listed = { gender: 'female' as const, appearInList: true, skills: tag };
    const cs = await createUser(t, { ...listed, major: 'CS' });
    const ee = await createUser(t, { ...listed, major: 'EE' });
    const get = (major: string) =>
      viewer.get(`/api/students?${new URLSearchParams({ major, skills: tag })}`);
    const list = async (major: string) => {
      const res = await get(major);
      expect(res.status, `${JSON.stringify(major)}: ${res.text}`).toBe(200);
      return (res.body as Array<{ id: string }>).map((s) => s.id).sort();
    };
    expect(await list('CS')).toEqual([cs.id]);
    expect(await list('EE')).toEqual([ee.id]);
    expect(await list('')).toEqual([cs.id, ee.id].sort());
    for (const major of ['%', '_', 'C%', 'C_', "CS' OR '1'='1", '\\', '"CS"', 'cs', 'ＣＳ']) {
      expect(await list(major), JSON.stringify(major)).toEqual([]);
    }
    // NUL cannot be stored in any text: a filter holding it is refused with the field's message.
    for (const major of ['CS\u0000', '\u0000']) {
      const res = await get(major);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        major: message('validation.badCharacters', { field: 'Major' }),
      });
    }
    // One major is one term: up to 64 characters, commas included.
    expect(await list('C_S,'.repeat(FILTER_TERM_MAX / 4))).toEqual([]);
    const long = await get(`${'C_S,'.repeat(FILTER_TERM_MAX / 4)}x`);
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({
      major: message('validation.filterTermLength', { field: 'Major', max: FILTER_TERM_MAX }),
    });
  });
});

describe('query and path parameters', () => {
  it('refuse repeated filters with a JSON 400 instead of picking one', async () => {
    for (const path of ['/api/ideas', '/api/students']) {
      for (const key of ['skills', 'major', ...(path === '/api/ideas' ? ['q', 'tags'] : [])]) {
        const res = await viewer.get(`${path}?${key}=a&${key}=b`);
        expect(res.status, `${path} ${key}`).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
    }
  });

  it('refuse SQL and traversal in every path parameter as an invalid id', async () => {
    const routes = ROUTE_TABLE.filter((r) => r.path.includes('/:') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const admin = (await createSignedInUser(t, { isAdmin: true })).client;
    for (const route of routes) {
      for (const value of ["' OR '1'='1", '1; drop table users', '..%2F..%2Fadmin', '%00', '*']) {
        const url = route.path.replace(
          /:[a-zA-Z]+/,
          encodeURIComponent(value).replace(/%25/g, '%'),
        );
        const client = route.path.startsWith('/api/admin') ? admin : viewer;
        const res = await client.request(
          route.method,
          url,
          route.method === 'GET' ? undefined : {},
        );
        expect([400, 404], `${route.method} ${url}: ${res.text}`).toContain(res.status);
        expect(typeof res.body?.message).toBe('string');
      }
    }
  });
});
