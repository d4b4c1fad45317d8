import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';
import { openDatabase } from '../../../src/server/db/client.ts';
import { testEngine } from '../../support/database.ts';

// Configuration: invalid configuration stops the process at start with one clear
// line naming the variable.

const run = promisify(execFile);

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 5000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      MAIL_FROM: 'TeamUp <no-reply@localhost>',
      APP_ORIGIN: 'http://127.0.0.1:5000',
      ALLOWED_ORIGINS: ['http://127.0.0.1:5000', 'http://localhost:5000', 'http://[::1]:5000'],
      ADMIN_EMAILS: [],
      ALLOWED_EMAIL_DOMAINS: [],
      LOG_LEVEL: 'info',
      // Four servers fit under PostgreSQL's default max_connections (docs/operations.md).
      DATABASE_POOL_SIZE: 20,
      // A lecture hall behind one address registers and signs in within these (README).
      RATE_LIMIT_API_PER_MINUTE: 600,
      RATE_LIMIT_API_PER_MINUTE_PER_IP: 3000,
      RATE_LIMIT_LOGIN_FAILURES_PER_IP: 500,
      RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: 100,
      RATE_LIMIT_SIGNUPS_PER_IP: 1000,
    });
    expect(loadConfig({ PORT: '8080' }).APP_ORIGIN).toBe('http://127.0.0.1:8080');
  });

  it('without APP_ORIGIN accepts every loopback spelling of the port, the listened one first', () => {
    const loopback = (port: number) => [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
      `http://[::1]:${port}`,
    ];
    for (const [HOST, first] of [
      ['127.0.0.1', 'http://127.0.0.1:8080'],
      ['localhost', 'http://localhost:8080'],
      ['::1', 'http://[::1]:8080'],
      ['0.0.0.0', 'http://localhost:8080'],
      ['::', 'http://localhost:8080'],
      ['10.0.0.5', 'http://10.0.0.5:8080'],
    ] as const) {
      const config = loadConfig({ HOST, PORT: '8080' });
      expect(config.APP_ORIGIN).toBe(first);
      expect(config.ALLOWED_ORIGINS[0]).toBe(first);
      expect(new Set(config.ALLOWED_ORIGINS)).toEqual(new Set([first, ...loopback(8080)]));
    }
  });

  it('with APP_ORIGIN accepts only it', () => {
    const config = loadConfig({ APP_ORIGIN: 'https://teamup.example.edu/', PORT: '8080' });
    expect(config.APP_ORIGIN).toBe('https://teamup.example.edu');
    expect(config.ALLOWED_ORIGINS).toEqual(['https://teamup.example.edu']);
  });

  it('reads the lists lower-cased and trimmed', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Head@Uni.edu , second@uni.edu,',
      ALLOWED_EMAIL_DOMAINS: 'Uni.edu, @staff.uni.edu',
    });
    expect(config.ADMIN_EMAILS).toEqual(['head@uni.edu', 'second@uni.edu']);
    expect(config.ALLOWED_EMAIL_DOMAINS).toEqual(['uni.edu', 'staff.uni.edu']);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '-5'],
    ['DATABASE_POOL_SIZE', '2.5'],
    ['DATABASE_POOL_SIZE', 'ten'],
    ['SMTP_URL', 'http://x'],
    ['APP_ORIGIN', 'ftp://x'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_EMAILS', 'head@uni.edu, not-an-email'],
    ['ALLOWED_EMAIL_DOMAINS', 'uni edu'],
    ['OIDC_ISSUER', 'not a url'],
    ['OIDC_ISSUER', 'http://idp.uni.edu'],
    ['OIDC_ONLY', 'yes'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('reads the pool size as a number of connections and says what it must be', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      /^Invalid configuration: DATABASE_POOL_SIZE must be a whole number of connections, at least 1$/,
    );
  });

  it('does not repeat a secret-bearing value in the message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:s3cret@db/x' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL$/,
    );
  });
});

describe('university sign-in configuration', () => {
  const provider = {
    OIDC_ISSUER: 'https://login.uni.edu/realms/students',
    OIDC_CLIENT_ID: 'teamup',
    OIDC_CLIENT_SECRET: 'a-secret',
  };

  it('needs the issuer, the client id and its secret together', () => {
    expect(loadConfig(provider).OIDC_ISSUER).toBe(provider.OIDC_ISSUER);
    expect(() => loadConfig({ OIDC_ISSUER: provider.OIDC_ISSUER })).toThrow(
      /^Invalid configuration: OIDC_CLIENT_ID is required with OIDC_ISSUER$/,
    );
    expect(() => loadConfig({ OIDC_ONLY: 'true' })).toThrow(
      /^Invalid configuration: OIDC_ISSUER is required when OIDC_ONLY is true$/,
    );
    expect(loadConfig({ ...provider, OIDC_ONLY: 'true' }).OIDC_ONLY).toBe(true);
    expect(loadConfig({}).OIDC_ONLY).toBe(false);
  });

  it('takes a plain-http issuer only on this machine', () => {
    const local = { ...provider, OIDC_ISSUER: 'http://127.0.0.1:8080' };
    expect(loadConfig(local).OIDC_ISSUER).toBe('http://127.0.0.1:8080');
    expect(() => loadConfig({ ...provider, OIDC_ISSUER: 'http://idp.uni.edu' })).toThrow(
      /^Invalid configuration: OIDC_ISSUER must be https \(plain http only on this machine\)$/,
    );
  });
});

describe('starting the server with invalid configuration', () => {
  it.each([
    ['PORT', 'abc', 'must be a port number from 0 to 65535'],
    ['DATABASE_POOL_SIZE', '0', 'must be a whole number of connections, at least 1'],
    ['OIDC_ONLY', 'yes', 'must be true or false'],
  ])(
    '%s=%s exits non-zero printing one line that names the variable',
    async (name, value, says) => {
      const { PATH, HOME } = process.env;
      const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { PATH, HOME, [name]: value },
        timeout: 20_000,
      }).then(
        () => null,
        (error: { code?: number; stdout: string; stderr: string }) => error,
      );
      expect(failure).not.toBeNull();
      expect(failure!.code).not.toBe(0);
      const lines = `${failure!.stdout}${failure!.stderr}`.trim().split('\n');
      expect(lines).toEqual([`Invalid configuration: ${name} ${says}`]);
    },
  );
});

describe.runIf(testEngine === 'postgres')('the PostgreSQL pool', () => {
  it('opens at most DATABASE_POOL_SIZE connections; further queries wait for one', async () => {
    const database = await openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      dataDir: '',
      poolSize: loadConfig({ DATABASE_POOL_SIZE: '3' }).DATABASE_POOL_SIZE,
    });
    try {
      // Started at once (a drizzle query runs when awaited); each holds its connection 0.3 s.
      const queries = Array.from({ length: 8 }, async () =>
        database.db.execute(sql`select pg_sleep(0.3)`),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const seen = database.pool!();
      await Promise.all(queries);
      expect(seen.total).toBe(3);
      expect(seen.waiting).toBe(5);
    } finally {
      await database.close();
    }
  });
});
