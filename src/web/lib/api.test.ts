import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn, serverMessage } from './api.ts';

const respond = (status: number, body: string, statusText = '') =>
  vi.fn(async () => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe('api (spec sections 7 and 8)', () => {
  it('sends credentials and a JSON body, and parses the JSON answer', async () => {
    const fetchMock = respond(200, '{"message":"ok"}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('POST', '/api/x', { a: 1 })).resolves.toEqual({ message: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
  });

  it('fails with "status: body text", or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', respond(409, '{"message":"Team ID is already taken"}'));
    const error = await apiRequest('POST', '/api/ideas', {}).catch((e: unknown) => e);
    expect((error as Error).message).toBe('409: {"message":"Team ID is already taken"}');
    expect(serverMessage(error, 'Failed to create idea')).toBe('Team ID is already taken');

    vi.stubGlobal('fetch', respond(500, '', 'Internal Server Error'));
    const bare = await apiRequest('DELETE', '/api/ideas/1').catch((e: unknown) => e);
    expect((bare as Error).message).toBe('500: Internal Server Error');
    expect(serverMessage(bare, 'Failed to delete idea')).toBe('Failed to delete idea');
  });

  it('loads the query key joined with slashes and fails on 401', async () => {
    const fetchMock = respond(401, '{"message":"Not signed in"}');
    vi.stubGlobal('fetch', fetchMock);
    const load = getQueryFn({ on401: 'throw' });
    await expect(load({ queryKey: ['/api/applications/idea', 'abc'] })).rejects.toThrow(
      '401: {"message":"Not signed in"}',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/applications/idea/abc', {
      credentials: 'include',
    });
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/profile'] })).resolves.toBe(
      null,
    );
  });
});
