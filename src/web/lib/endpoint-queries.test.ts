import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { callEndpointAll, filterQuery } from './endpoint-queries.ts';
import { keyOf, reload } from './query-keys.ts';

afterEach(() => vi.unstubAllGlobals());

describe('endpoint queries', () => {
  it('follows X-Next-Cursor through every page of a list', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('[1,2]', { headers: { 'X-Next-Cursor': 'c1' } }))
      .mockResolvedValueOnce(new Response('[3]'));
    vi.stubGlobal('fetch', fetchMock);
    const rows = await callEndpointAll(ENDPOINTS.applications.my, { query: { limit: 2 } });
    expect(rows).toEqual([1, 2, 3]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/applications/my?limit=2',
      '/api/applications/my?limit=2&cursor=c1',
    ]);
  });

  it('sends browse filters within the caps, leaving out the empty ones', () => {
    expect(filterQuery({ major: 'CS', skills: ' ', q: '  parking   finder ' }, 12)).toEqual({
      major: 'CS',
      q: 'parking finder',
      limit: 12,
    });
  });

  it('keys a call by its endpoint and input, and reloads every input of an endpoint', async () => {
    const client = new QueryClient();
    const filtered = keyOf(ENDPOINTS.ideas.list, { query: { major: 'CS' } });
    const all = keyOf(ENDPOINTS.ideas.list, { query: {} });
    const mine = keyOf(ENDPOINTS.ideas.my);
    for (const key of [filtered, all, mine]) client.setQueryData(key, []);
    reload(client, [ENDPOINTS.ideas.list]);
    const invalidated = (key: readonly unknown[]) =>
      client.getQueryState(key)?.isInvalidated ?? false;
    expect([invalidated(filtered), invalidated(all), invalidated(mine)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("keys a course's list by its course, and reloads it in every course with the default's", () => {
    const client = new QueryClient();
    const inCourse = (courseId: string) =>
      keyOf(ENDPOINTS.inCourse.ideas, { params: { courseId }, query: {} });
    const [a, b, plain] = [
      inCourse('a'),
      inCourse('b'),
      keyOf(ENDPOINTS.ideas.list, { query: {} }),
    ];
    expect(new Set([a, b, plain].map((key) => JSON.stringify(key))).size).toBe(3);
    client.setQueryData(a, ['idea of a']);
    client.setQueryData(b, ['idea of b']);
    const team = keyOf(ENDPOINTS.inCourse.myTeam, { params: { courseId: 'a' } });
    client.setQueryData(team, null);
    expect(client.getQueryData(b)).toEqual(['idea of b']);
    reload(client, [ENDPOINTS.ideas.list]);
    const invalidated = (key: readonly unknown[]) =>
      client.getQueryState(key)?.isInvalidated ?? false;
    expect([invalidated(a), invalidated(b), invalidated(team)]).toEqual([true, true, false]);
  });
});
