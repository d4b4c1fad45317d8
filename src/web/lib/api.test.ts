import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { MESSAGES, message } from '@contract/messages.ts';
import { ApiError, callEndpoint, serverMessage } from './api.ts';
import { callEndpointPage } from './endpoint-queries.ts';
import { setLanguage } from './i18n/i18n.ts';

const respond = (status: number, body: string, statusText = '') =>
  vi.fn(async () => new Response(body || null, { status, statusText }));

afterEach(async () => {
  await setLanguage('en');
  vi.unstubAllGlobals();
});

// setLanguage() marks <html> with the language; these tests run without a DOM.
beforeEach(() => vi.stubGlobal('document', { documentElement: {} }));

const sentGet = (language: 'en' | 'ar') => ({
  method: 'GET',
  credentials: 'include',
  headers: { 'Accept-Language': language },
  body: undefined,
});

const failed = (body: unknown) => new ApiError(429, JSON.stringify(body), 'Too Many Requests');

describe('api', () => {
  it("sends the endpoint's method and a JSON body to its path, with credentials", async () => {
    const fetchMock = respond(200, '{"id":"1"}');
    vi.stubGlobal('fetch', fetchMock);
    const body = { isHidden: true };
    await expect(
      callEndpoint(ENDPOINTS.admin.updateIdea, { params: { id: 'a/b c' }, body }),
    ).resolves.toEqual({ id: '1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/ideas/a%2Fb%20c', {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Accept-Language': 'en', 'Content-Type': 'application/json' },
      body: '{"isHidden":true}',
    });
  });

  it("names the app's language, not the browser's, in Accept-Language (e-mails follow it)", async () => {
    const fetchMock = respond(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    await setLanguage('ar');
    await callEndpoint(ENDPOINTS.profile.get);
    expect(fetchMock).toHaveBeenCalledWith('/api/profile', sentGet('ar'));
  });

  it('puts the non-empty query values in the URL and sends no body when there is none', async () => {
    const fetchMock = respond(200, '[]');
    vi.stubGlobal('fetch', fetchMock);
    await callEndpoint(ENDPOINTS.ideas.list, { query: { major: 'cs', q: '', limit: 12 } });
    expect(fetchMock).toHaveBeenCalledWith('/api/ideas?major=cs&limit=12', sentGet('en'));
  });

  it('returns a page of a list call with the cursor of the next one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[{"id":"1"}]', { headers: { 'X-Next-Cursor': 'next' } })),
    );
    const page = await callEndpointPage(ENDPOINTS.admin.users, { query: { limit: 1 } });
    expect(page.items).toEqual([{ id: '1' }]);
    expect(page.nextCursor).toBe('next');
  });

  it('fails with "status: body text", or the status text when the body is empty', async () => {
    const taken = JSON.stringify(message('ideas.teamIdTaken'));
    vi.stubGlobal('fetch', respond(409, taken));
    const input = { body: { memberId: '1' } };
    const error = await callEndpoint(ENDPOINTS.teams.removeMember, input).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`409: ${taken}`);
    expect(serverMessage(error, 'Failed to create idea')).toBe(MESSAGES['ideas.teamIdTaken']);

    vi.stubGlobal('fetch', respond(500, '', 'Internal Server Error'));
    const bare = await callEndpoint(ENDPOINTS.ideas.remove, { params: { id: '1' } }).catch(
      (e: unknown) => e,
    );
    expect((bare as Error).message).toBe('500: Internal Server Error');
    expect(serverMessage(bare, 'Failed to delete idea')).toBe('Failed to delete idea');
  });

  it("translates the answer's code and params into the reader's language", async () => {
    const said = {
      code: 'auth.codeTriesLocked',
      params: { seconds: 42 },
      message: 'Too many wrong codes from this browser. Please try again in 42 seconds.',
    };
    expect(serverMessage(failed(said), 'Failed to resend code')).toBe(said.message);
    await setLanguage('ar');
    expect(serverMessage(failed(said), 'Failed to resend code')).toBe(
      'رموز خاطئة كثيرة من هذا المتصفح. يرجى المحاولة مرة أخرى بعد 42 ثانية.',
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
});
