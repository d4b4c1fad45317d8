import { z } from 'zod';

const csv = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
  );

const PORT_MESSAGE = 'must be a port number from 0 to 65535';
const POOL_SIZE_MESSAGE = 'must be a whole number of connections, at least 1';

/** docs/operations.md, "Database connections"; docs/decisions/0109 */
export const DEFAULT_DATABASE_POOL_SIZE = 20;

const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

const EnvSchema = z
  .object({
    PORT: z.coerce
      .number({ error: PORT_MESSAGE })
      .int(PORT_MESSAGE)
      .min(0, PORT_MESSAGE)
      .max(65535, PORT_MESSAGE)
      .default(5000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    // Every server's pool must fit under max_connections (docs/operations.md).
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: POOL_SIZE_MESSAGE })
      .int(POOL_SIZE_MESSAGE)
      .min(1, POOL_SIZE_MESSAGE)
      .default(DEFAULT_DATABASE_POOL_SIZE),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(1).default('TeamUp <no-reply@localhost>'),
    APP_ORIGIN: z.url({ protocol: /^https?$/, error: 'must be an http(s) origin' }).optional(),
    ADMIN_EMAILS: csv.refine(
      (emails) => emails.every((e) => /^[^@\s]+@[^@\s]+$/.test(e)),
      'must be comma-separated e-mail addresses',
    ),
    ALLOWED_EMAIL_DOMAINS: csv
      .transform((domains) => domains.map((d) => d.replace(/^@/, '')))
      .refine(
        (domains) => domains.every((d) => /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(d)),
        'must be comma-separated domain names such as uni.edu',
      ),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    // Unset trusts no proxy to set X-Forwarded-For, the client IP used by per-IP limits.
    TRUST_PROXY: z
      .string()
      .transform((v): boolean | number | string[] =>
        v === 'true'
          ? true
          : v === 'false'
            ? false
            : /^\d+$/.test(v)
              ? Number(v)
              : v.split(',').map((x) => x.trim()),
      )
      .default(false),
    // Defaults let a lecture hall of 300 behind one campus NAT register and sign in within an hour.
    RATE_LIMIT_API_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1, 'must be a positive number')
      .default(600),
    RATE_LIMIT_API_PER_MINUTE_PER_IP: z.coerce
      .number()
      .int()
      .min(1, 'must be a positive number')
      .default(3000),
    RATE_LIMIT_LOGIN_FAILURES_PER_IP: z.coerce
      .number()
      .int()
      .min(1, 'must be a positive number')
      .default(500),
    // docs/decisions/0011-sign-in-throttling.md
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: z.coerce
      .number()
      .int()
      .min(1, 'must be a positive number')
      .default(100),
    RATE_LIMIT_SIGNUPS_PER_IP: z.coerce
      .number()
      .int()
      .min(1, 'must be a positive number')
      .default(1000),
    // docs/decisions/0070-e-mail-through-a-transactional-outbox.md
    EMAIL_POLL_MS: z.coerce
      .number()
      .int()
      .min(10, 'must be a number of milliseconds, at least 10')
      .default(5000),
    EMAIL_RETRY_BASE_MS: z.coerce
      .number()
      .int()
      .min(10, 'must be a number of milliseconds, at least 10')
      .default(30_000),
    // docs/rules/formation.md
    FORMATION_CHECK_MS: z.coerce
      .number()
      .int()
      .min(10, 'must be a number of milliseconds, at least 10')
      .default(60_000),
    // docs/operations.md
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // docs/operations.md, "University sign-in"
    OIDC_ISSUER: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .refine(
        (u) => !URL.canParse(u) || u.startsWith('https:') || LOOPBACK.test(new URL(u).hostname),
        'must be https (plain http only on this machine)',
      )
      .optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_NAME: z
      .string()
      .min(1)
      .max(60, 'must be at most 60 characters')
      .default('your university'),
    OIDC_ONLY: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    const oidc = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
    const given = oidc.filter((key) => env[key] !== undefined);
    const needed =
      given.length > 0 || env.OIDC_ONLY ? oidc.filter((key) => !given.includes(key)) : [];
    for (const key of needed) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: env.OIDC_ONLY
          ? 'is required when OIDC_ONLY is true'
          : `is required with ${given.join(' and ')}`,
      });
    }
  });

export type Config = Omit<z.infer<typeof EnvSchema>, 'APP_ORIGIN'> & {
  APP_ORIGIN: string;
  ALLOWED_ORIGINS: string[];
  /** Absent in tests that only need the API. */
  WEB_DIST_DIR: string | null;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const c = parsed.data;
  const origins = c.APP_ORIGIN ? [new URL(c.APP_ORIGIN).origin] : localOrigins(c.HOST, c.PORT);
  return { ...c, APP_ORIGIN: origins[0]!, ALLOWED_ORIGINS: origins, WEB_DIST_DIR: 'dist/web' };
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '::0']);

/** docs/decisions/0045-loopback-origins-without-app-origin.md */
function localOrigins(host: string, port: number): string[] {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const listened = WILDCARD_HOSTS.has(host) ? 'localhost' : bare.includes(':') ? `[${bare}]` : bare;
  const origins = [listened, 'localhost', '127.0.0.1', '[::1]'].map(
    (h) => new URL(`http://${h}:${port}`).origin,
  );
  return [...new Set(origins)];
}

export function readyLine(config: Config, engine: string): string {
  return `TeamUp is ready at ${config.APP_ORIGIN} (database: ${engine})`;
}

export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
