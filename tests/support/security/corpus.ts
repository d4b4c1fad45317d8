import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { z } from 'zod';
import { isEventStream } from '../http.ts';

// The values tests/integration/security/adversarial.test.ts sends, and the small tools it sends them with.

/** C0 and C1 control characters, DEL, and the separators a browser would send. */
const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\u000b',
  '\f',
  '\r',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
];
/** Characters no stored text can hold as sent: every text field refuses them with a 400. */
const UNSTORABLE = ['\u0000', '\ud800', '\udfff', '\ud83d'];
/** Right-to-left override and isolates: ordinary text in Arabic, accepted and kept as sent. */
const BIDI = ['\u202e', '\u2067', '\u2069'];

/** Text values for a field whose valid value is `valid`: each problem set inside valid text. */
export function textValues(valid: string): Array<{ value: string; refused: boolean }> {
  const middle = Math.max(1, Math.floor(valid.length / 2));
  const inside = (c: string) => valid.slice(0, middle) + c + valid.slice(middle);
  return [
    ...CONTROLS.map((c) => ({ value: inside(c), refused: c === '\u0000' })),
    ...UNSTORABLE.slice(1).map((c) => ({ value: inside(c), refused: true })),
    { value: `\udc00${valid}`, refused: true },
    ...BIDI.map((c) => ({ value: inside(c), refused: false })),
    { value: 'x'.repeat(10 * 1024), refused: false },
    { value: Array.from({ length: 3000 }, (_, i) => `t${i % 7}`).join(','), refused: false },
  ];
}

/** Crafted values for an id in a path, percent-encoded where needed. */
export const PATH_VALUES = [
  'not-a-uuid',
  '-'.repeat(36),
  randomUUID(),
  '00000000-0000-0000-0000-000000000000',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%00',
  '%ED%A0%80',
  `${randomUUID()}%00`,
  `${randomUUID()};x=1`,
  '1'.repeat(5000),
];

/** Crafted values for an id in a body (ideaId, memberId), sent as JSON strings. */
export const BODY_ID_VALUES = [
  '-'.repeat(36),
  '00000000-0000-0000-0000-000000000000',
  randomUUID(),
  randomUUID().toUpperCase(),
  'not-a-uuid',
  `${randomUUID()}\u0000`,
  `' OR '1'='1`,
  '1'.repeat(5000),
];
export const isUuid = (text: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

const b64 = (text: string) => Buffer.from(text).toString('base64url');
/** Cursors the server never made. */
export const CURSORS = [
  b64(`+275760-09-13T00:00:00.000Z|${randomUUID()}`),
  b64(`0000-01-01T00:00:00.000Z|${randomUUID()}`),
  b64(`2026-01-01T00:00:00.000Z|${'-'.repeat(36)}`),
  b64(`2026-01-01T00:00:00.000Z|not-a-uuid`),
  b64(`2026-02-30T00:00:00.000Z|${randomUUID()}`),
  b64('|'),
  `${b64(`2026-01-01T00:00:00.000Z|${randomUUID()}`)}==`,
  'garbage!',
  '%00',
  '..%2F..',
  'A'.repeat(300),
];

/** Which schema types a text value can be sent to (strings, enums, text piped into more). */
export function isTextSchema(schema: z.ZodType): boolean {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let def = (schema as any)._zod.def;
  for (;;) {
    if (['optional', 'default', 'nullable', 'prefault'].includes(def.type)) {
      def = def.innerType._zod.def;
    } else if (def.type === 'pipe') def = def.in._zod.def;
    else return def.type === 'string' || def.type === 'enum';
  }
}

/** The keys of an object schema (a refined object too). */
export function shapeKeys(schema: unknown): Record<string, z.ZodType> {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape ?? {};
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request with the path sent exactly as given (fetch would normalise it). */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers },
      (res) => {
        // An endless event stream: its status and headers are the answer.
        if (isEventStream(res.headers['content-type'])) {
          req.destroy();
          return resolve({ status: res.statusCode ?? 0, headers: res.headers, text: '' });
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** What is wrong with an answer: a 5xx, or a 4xx that is not JSON with a string message. */
export function answerProblem(res: RawAnswer, method: string): string | null {
  if (res.status >= 500) return `${res.status}: ${res.text.slice(0, 200)}`;
  if (res.status < 400 || method === 'HEAD') return null;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    return `${res.status} not JSON: ${res.text.slice(0, 200)}`;
  try {
    const message = (JSON.parse(res.text) as { message?: unknown }).message;
    return typeof message === 'string' && message !== ''
      ? null
      : `${res.status} without a message: ${res.text.slice(0, 200)}`;
  } catch {
    return `${res.status} not JSON: ${res.text.slice(0, 200)}`;
  }
}
