// Typed application errors; one error handler (app.ts) maps the code to an HTTP status.

export const ERROR_STATUS = {
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

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      errors?: Record<string, string>;
      requiresVerification?: boolean;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, errors ? { errors } : {});
export const unauthorized = (message = 'Not signed in') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = "You don't have permission to do that") =>
  new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });

/** PostgreSQL's SQLSTATE of an error thrown through drizzle (which wraps the driver's error). */
export function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (error: unknown) => sqlState(error) === UNIQUE_VIOLATION;

/** The violated constraint's name, when the driver reports it. */
export function constraintName(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether an error means the database cannot be reached right now (connection refused or lost,
 * server shutting down, pool timeout): answered 503 rather than 500 (issue 6, "Faults").
 */
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
