import { message, type Message, type MessageCode } from '@contract/messages.ts';

const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type MessageLike = MessageCode | Message;
const toMessage = (m: MessageLike): Message => (typeof m === 'string' ? message(m) : m);

export class AppError extends Error {
  readonly said: Message;

  constructor(
    readonly code: ErrorCode,
    said: MessageLike,
    readonly extra: {
      errors?: Record<string, Message>;
      requiresVerification?: boolean;
      retryAfterSeconds?: number;
      /** Names the refusal counter in /metrics (never sent). */
      limit?: string;
    } = {},
  ) {
    const m = toMessage(said);
    super(m.message);
    this.said = m;
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** Each field carries the message, so a form shows it under the field. */
const aboutFields = (code: ErrorCode, said: MessageLike, fields?: readonly string[]) => {
  const m = toMessage(said);
  const errors = fields && Object.fromEntries(fields.map((f) => [f, m]));
  return new AppError(code, m, errors ? { errors } : {});
};

export const badRequest = (said: MessageLike, fields?: readonly string[]) =>
  aboutFields('BAD_REQUEST', said, fields);
export const unauthorized = (said: MessageLike = 'http.notSignedIn') =>
  new AppError('UNAUTHORIZED', said);
export const forbidden = (said: MessageLike = 'http.forbidden') => new AppError('FORBIDDEN', said);
export const notFound = (said: MessageLike = 'http.notFound') => new AppError('NOT_FOUND', said);
export const conflict = (said: MessageLike, fields?: readonly string[]) =>
  aboutFields('CONFLICT', said, fields);
export const tooManyRequests = (code: MessageCode, retryAfterSeconds: number, limit: string) =>
  new AppError('TOO_MANY_REQUESTS', message(code, { seconds: retryAfterSeconds }), {
    retryAfterSeconds,
    limit,
  });

/** drizzle wraps the driver's error. */
export function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (error: unknown) => sqlState(error) === UNIQUE_VIOLATION;

export function constraintName(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Answered 503 rather than 500, so clients retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (
    state &&
    (state.startsWith('08') || state === '57P01' || state === '57P02' || state === '57P03')
  ) {
    return true;
  }
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)
    ) {
      return true;
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
