import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, message } from '@contract/messages.ts';
import { ApiError } from './api.ts';
import { createQueryClient, type ErrorToastMeta } from './query-client.ts';
import { dismissErrorsFrom, toastError } from './toast.ts';

vi.mock('./toast.ts', () => ({ toastError: vi.fn(), dismissErrorsFrom: vi.fn() }));

afterEach(() => {
  vi.mocked(toastError).mockClear();
  vi.mocked(dismissErrorsFrom).mockClear();
});

async function fail(error: unknown, meta?: ErrorToastMeta, mutationKey?: string[]) {
  const client = createQueryClient();
  const observer = new MutationObserver(client, {
    mutationFn: () => Promise.reject(error),
    meta,
    mutationKey,
  });
  await observer.mutate().catch(() => undefined);
}

describe('error toasts of failed changes', () => {
  it("shows the server's message titled 'Error'", async () => {
    await fail(
      new ApiError(409, JSON.stringify(message('ideas.teamIdTaken')), 'Conflict'),
      { errorFallback: 'error.createIdea' },
      ['POST /api/ideas'],
    );
    expect(toastError).toHaveBeenCalledExactlyOnceWith(
      MESSAGES['ideas.teamIdTaken'],
      'Error',
      'POST /api/ideas',
    );
  });

  it('shows the fallback, under the title the meta names, when the server gives no message', async () => {
    await fail(new TypeError('Failed to fetch'), {
      errorFallback: 'error.joinTeam',
      errorTitle: 'error.joinTeam',
    });
    expect(toastError).toHaveBeenCalledExactlyOnceWith(
      'Failed to join team',
      'Failed to join team',
      undefined,
    );
  });

  it('stays silent for a change whose meta names no fallback', async () => {
    await fail(new TypeError('Failed to fetch'));
    expect(toastError).not.toHaveBeenCalled();
  });

  it("closes the error toast of a call when that call next succeeds ('Invalid code', then verified)", async () => {
    const client = createQueryClient();
    const observer = new MutationObserver(client, {
      mutationFn: () => Promise.resolve({}),
      mutationKey: ['POST /api/auth/verify-otp'],
    });
    await observer.mutate();
    expect(dismissErrorsFrom).toHaveBeenCalledExactlyOnceWith('POST /api/auth/verify-otp');
  });
});
