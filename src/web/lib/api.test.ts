import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiError, getQueryFn, serverMessage } from './api.ts';
import { setLanguage } from './i18n/i18n.ts';

const respond = (status: number, body: string, statusText = '') =>
  vi.fn(async () => new Response(body || null, { status, statusText }));

afterEach(async () => {
  await setLanguage('en');
  vi.unstubAllGlobals();
});

// setLanguage() marks <html> with the language; these tests run without a DOM.
beforeEach(() => vi.stubGlobal('document', { documentElement: {} }));

const failed = (body: unknown) => new ApiError(429, JSON.stringify(body), 'Too Many Requests');

describe('api', () => {
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

  it("translates the answer's code and params into the reader's language", async () => {
    const said = {
      code: 'auth.codeTooSoon',
      params: { seconds: 42 },
      message: 'You requested a code recently. Please try again in 42 seconds.',
    };
    expect(serverMessage(failed(said), 'Failed to resend code')).toBe(said.message);
    await setLanguage('ar');
    expect(serverMessage(failed(said), 'Failed to resend code')).toBe(
      'لقد طلبت رمزًا مؤخرًا. يرجى المحاولة مرة أخرى بعد 42 ثانية.',
    );
    expect(serverMessage(failed({ code: 'teams.noTeam', message: 'x' }), 'fallback')).toBe(
      'أنت لست في فريق',
    );
  });

  it("shows the server's English for a code it does not know, the fallback without a body", async () => {
    await setLanguage('ar');
    const unknown = failed({ code: 'future.rule', message: 'A rule from a newer server' });
    expect(serverMessage(unknown, 'Failed')).toBe('A rule from a newer server');
    expect(serverMessage(failed({ code: 'future.rule' }), 'Failed')).toBe('Failed');
    expect(serverMessage(new ApiError(500, '', 'Internal Server Error'), 'Failed')).toBe('Failed');
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
