import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '@contract/messages.ts';
import { ApiError, serverFieldErrors } from '@web/lib/api.ts';
import { setLanguage } from '@web/lib/i18n/i18n.ts';
import { ar } from '@web/lib/i18n/ar.ts';

// setLanguage() marks <html> with the language; these tests run without a DOM.
beforeEach(() => vi.stubGlobal('document', { documentElement: {} }));
afterEach(async () => {
  await setLanguage('en');
  vi.unstubAllGlobals();
});

const taken = message('ideas.teamIdTaken');
const refused = (errors: Record<string, unknown>) =>
  new ApiError(409, JSON.stringify({ ...taken, errors }), 'Conflict');

describe('serverFieldErrors', () => {
  it("gives each field's message in the reader's language, by its code", async () => {
    const error = refused({ teamId: taken });
    expect(serverFieldErrors(error)).toEqual({ teamId: taken.message });
    await setLanguage('ar');
    expect(serverFieldErrors(error)).toEqual({ teamId: ar['ideas.teamIdTaken'] });
  });

  it("shows the server's English for a code this client does not know", async () => {
    await setLanguage('ar');
    const newer = { code: 'ideas.future', message: 'A rule from a newer server' };
    expect(serverFieldErrors(refused({ title: newer }))).toEqual({ title: newer.message });
  });

  it('has nothing to show for an answer without field errors, or a failure that is no answer', () => {
    expect(serverFieldErrors(new ApiError(409, JSON.stringify(taken), 'Conflict'))).toEqual({});
    expect(serverFieldErrors(new ApiError(502, '<html>', 'Bad Gateway'))).toEqual({});
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
