import { z } from 'zod';

// One validated environment module: invalid values stop the process
// at start with one line naming the variable.

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

/**
 * Twice pg's default of 10: 50 students writing at once queued for 10 connections. Four servers
 * with one listening connection each take 84 of PostgreSQL's default 100 (97 after its 3
 * reserved for superusers), leaving room for the command-line tools and a backup.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 20;

const EnvSchema = z.object({
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
  // Connections of this server's PostgreSQL pool; every server's pool plus its one listening
  // connection must fit under the database's max_connections (docs/operations.md, "Database
  // connections"; docs/decisions/0109-write-path-round-trips-and-pool.md).
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
  // "@uni.edu" and "uni.edu" both name the domain uni.edu.
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
  // Which proxies may set X-Forwarded-For (the client IP used by per-IP limits): unset trusts
  // none; "true", a hop count, or comma-separated addresses/CIDRs of the load balancers.
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
  // Limits, each configurable. Per-session (or per-IP when signed out) ceiling on every /api
  // call; per-IP failed sign-ins in 15 minutes; per-IP registrations and code requests in an
  // hour. The per-IP defaults let a lecture hall of 300 behind one campus NAT register, verify
  // and sign in within an hour; one mailbox and one account are guarded by their own limits
  // (README, "Configuration").
  RATE_LIMIT_API_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1, 'must be a positive number')
    .default(600),
  // Signed-out calls share one count per address: a lecture hall behind one NAT registers and
  // verifies in the same minute, and the auth calls have their own per-mailbox limits.
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
  // Failed sign-ins for one account from every address together, in an hour; browsers that
  // signed in to it before are not held (docs/decisions/0011-sign-in-throttling.md).
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
  // The notification e-mail worker: how often it looks for due mail, and the first wait after a
  // failed send, doubled on each further failure up to half an hour
  // (docs/decisions/0070-e-mail-through-a-transactional-outbox.md).
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
  // How often each server checks the formation deadline: lapses and reminders
  // (docs/rules/formation.md).
  FORMATION_CHECK_MS: z.coerce
    .number()
    .int()
    .min(10, 'must be a number of milliseconds, at least 10')
    .default(60_000),
  // Lets a scraper on another machine read /metrics (`Authorization: Bearer <token>`); this
  // machine reads it without one (docs/operations.md).
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'APP_ORIGIN'> & {
  /** The app's address: links in mail, Secure cookies, the address printed at start. */
  APP_ORIGIN: string;
  /** Origins whose browsers may change state (the Origin check); APP_ORIGIN is one of them. */
  ALLOWED_ORIGINS: string[];
  /** Web client build served by the server; absent in tests that only need the API. */
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

/**
 * Without APP_ORIGIN the app is used from this machine: the address it listens on comes first
 * (it is the one printed), then every loopback spelling of the port, so whichever one a
 * newcomer types is accepted (docs/decisions/0045-loopback-origins-without-app-origin.md).
 */
function localOrigins(host: string, port: number): string[] {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const listened = WILDCARD_HOSTS.has(host) ? 'localhost' : bare.includes(':') ? `[${bare}]` : bare;
  const origins = [listened, 'localhost', '127.0.0.1', '[::1]'].map(
    (h) => new URL(`http://${h}:${port}`).origin,
  );
  return [...new Set(origins)];
}

/** The line the server prints once it listens: an address a browser on this machine can use. */
export function readyLine(config: Config, engine: string): string {
  return `TeamUp is ready at ${config.APP_ORIGIN} (database: ${engine})`;
}

/** For the server and the command-line tools: invalid configuration is one line, then exit 1. */
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
