// Every API call: credentials always sent, JSON bodies, and a failed call throws an
// Error whose message is `${status}: ${body text or status text}`.

import { translateCode, type TranslateVars } from './i18n/i18n.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's JSON answer, when the body is JSON. */
  get json(): Record<string, unknown> | null {
    try {
      const value: unknown = JSON.parse(this.body);
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

async function parseJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A credentialed call with an optional JSON body; resolves to the parsed JSON answer. */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return parseJson<T>(res);
}

/** A credentialed GET that also returns the X-Next-Cursor header of list calls. */
export async function apiGetPage<T>(
  url: string,
): Promise<{ items: T[]; nextCursor: string | null; headers: Headers }> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfNotOk(res);
  return {
    items: await parseJson<T[]>(res),
    nextCursor: res.headers.get('x-next-cursor'),
    headers: res.headers,
  };
}

/** Every page of a list call, following X-Next-Cursor: for lists looked up, not shown. */
export async function apiGetAll<T>(url: string, pageSize: number): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ limit: String(pageSize) });
    if (cursor) params.set('cursor', cursor);
    const page: { items: T[]; nextCursor: string | null } = await apiGetPage<T>(`${url}?${params}`);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/**
 * The default loader: GET of the query-key parts joined with slashes, parsed as
 * JSON. On 401 it fails unless told to answer with nothing.
 */
export function getQueryFn(options: { on401: 'throw' | 'returnNull' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return parseJson<unknown>(res);
  };
}

/**
 * What a failed call's answer says, in the reader's language: the text of its `code` and
 * `params`; the server's English `message` for a code this client does not know; a
 * fallback text when the answer has no message.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.json;
    const params = body?.params;
    const translated = translateCode(
      body?.code,
      params && typeof params === 'object' ? (params as TranslateVars) : undefined,
    );
    if (translated) return translated;
    const message = body?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
