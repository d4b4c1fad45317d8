import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';

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
    ['SMTP_URL', 'http://x'],
    ['APP_ORIGIN', 'ftp://x'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_EMAILS', 'head@uni.edu, not-an-email'],
    ['ALLOWED_EMAIL_DOMAINS', 'uni edu'],
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

  it('does not repeat a secret-bearing value in the message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:s3cret@db/x' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ URL$/,
    );
  });
});

describe('starting the server with invalid configuration', () => {
  it('exits non-zero printing one line that names the variable', async () => {
    const { PATH, HOME } = process.env;
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH, HOME, PORT: 'abc' },
      timeout: 20_000,
    }).then(
      () => null,
      (error: { code?: number; stdout: string; stderr: string }) => error,
    );
    expect(failure).not.toBeNull();
    expect(failure!.code).not.toBe(0);
    const lines = `${failure!.stdout}${failure!.stderr}`.trim().split('\n');
    expect(lines).toEqual(['Invalid configuration: PORT must be a port number from 0 to 65535']);
  });
});
