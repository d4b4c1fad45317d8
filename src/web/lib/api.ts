// Every call of spec section 7: credentials always sent, JSON bodies, and a failed call throws an
// Error whose message is `${status}: ${body text or status text}` (spec section 8).

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

/** A credentialed GET that also returns the X-Next-Cursor header of list calls (issue 3). */
export async function apiGetPage<T>(
  url: string,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const res = await fetch(url, { credentials: 'include' });
  await throwIfNotOk(res);
  return { items: await parseJson<T[]>(res), nextCursor: res.headers.get('x-next-cursor') };
}

/**
 * The default loader (spec section 7): GET of the query-key parts joined with slashes, parsed as
 * JSON. On 401 it fails (spec section 8) unless told to answer with nothing.
 */
export function getQueryFn(options: { on401: 'throw' | 'returnNull' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return parseJson<unknown>(res);
  };
}

/** The server's `message` from a failed call, or the spec's fallback text (section 8). */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const message = error.json?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
