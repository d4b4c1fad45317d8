/** A small HTTP client over real sockets with its own cookie jar: one per simulated browser. */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    // A browser navigation keeps a redirect for the test to read.
    redirect: RequestRedirect = 'follow',
  ) {
    const h: Record<string, string> = { ...this.defaultHeaders, ...headers };
    if (this.cookies.size > 0) {
      h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers: h, body: payload, redirect });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    // An event stream never ends: its status and headers are the answer (a test reads the
    // events through ./event-stream.ts).
    const text = isEventStream(res.headers.get('content-type'))
      ? await cancel(res)
      : await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: res.status,
      headers: res.headers,
      text,
      setCookies: res.headers.getSetCookie(),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      body: json as any,
    };
  }

  /** A browser's navigation: the redirect is the answer (`location`), not followed. */
  navigate = (path: string) => this.request('GET', path, undefined, {}, 'manual');
  get = (path: string, headers?: Record<string, string>) =>
    this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body, headers);
  put = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('PUT', path, body, headers);
  delete = (path: string, headers?: Record<string, string>) =>
    this.request('DELETE', path, undefined, headers);
}

/** The answer is an endless event stream (GET /api/events). */
export const isEventStream = (contentType: string | null | undefined) =>
  contentType?.startsWith('text/event-stream') ?? false;

async function cancel(res: Response) {
  await res.body?.cancel();
  return '';
}
