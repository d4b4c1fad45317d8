import { afterAll, beforeAll } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Writable } from 'node:stream';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { TestClock } from './clock.ts';
import type { Database } from '../../src/server/db/client.ts';
import { createMailer, type Mailer } from '../../src/server/lib/mailer.ts';
import type { ServerTimeouts } from '../../src/server/lib/server-timeouts.ts';
import { createTestDatabase, testEngine, type Engine } from './database.ts';
import { HttpClient } from './http.ts';
import { startSmtpCapture, type SmtpCapture } from './smtp.ts';

export interface TestAppOptions {
  engine?: Engine;
  env?: Record<string, string>;
  /** Serve the built web client (e2e); integration tests only need the API. */
  withWeb?: boolean;
  /** Serve this folder as the web client instead (a stand-in page, without a build). */
  webDir?: string;
  /** Every log line (JSON, level info and up) goes to this stream, for tests that read the log. */
  logStream?: Writable;
  /**
   * A database and a mail capture made by the test (another app instance's, for a restart or a
   * second server): this app uses them and leaves them open when it closes.
   */
  shared?: { database?: Database; smtp?: SmtpCapture };
  /** Wraps the app's mailer (a test that counts what each server sent). */
  wrapMailer?: (mailer: Mailer) => Mailer;
  /** A slow mail server: each message is acknowledged this long after it arrived. */
  smtpAnswerDelayMs?: number;
  /** Shorter server timeouts (the slow-client tests). */
  timeouts?: ServerTimeouts;
}

/**
 * The real app on a fresh database, listening on a free port, with mail captured by a real SMTP
 * server and an injectable clock. One per test file
 * (docs/decisions/0025-tests-mirror-the-source.md).
 */
export async function startTestApp(options: TestAppOptions = {}) {
  const database =
    options.shared?.database ?? (await createTestDatabase(options.engine ?? testEngine));
  const smtp =
    options.shared?.smtp ??
    (await startSmtpCapture({ answerDelayMs: options.smtpAnswerDelayMs ?? 0 }));
  const clock = new TestClock();
  const config: Config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      PORT: '0',
      APP_ORIGIN: 'http://127.0.0.1:1',
      // Tests that need the formation check run it themselves on the test clock.
      FORMATION_CHECK_MS: '3600000',
      ...options.env,
    }),
    WEB_DIST_DIR: options.webDir ?? (options.withWeb ? 'dist/web' : null),
  };
  const { app, ctx } = await buildApp({
    config,
    database,
    clock,
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.logStream ? { logger: { level: 'info', stream: options.logStream } } : {}),
    ...(options.wrapMailer
      ? {
          mailer: options.wrapMailer(
            createMailer({
              smtpUrl: config.SMTP_URL,
              from: config.MAIL_FROM,
              // Only used without SMTP_URL, which tests always set.
              logger: { info: () => {} } as unknown as FastifyBaseLogger,
            }),
          ),
        }
      : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The app's own origin is only known after listening; requests carry it like a browser would.
  if (!options.env?.APP_ORIGIN) {
    ctx.config.APP_ORIGIN = url;
    ctx.config.ALLOWED_ORIGINS = [url];
  }

  return {
    url,
    app,
    ctx,
    db: database.db,
    database,
    engine: database.engine,
    smtp,
    clock,
    /** A new "browser" with its own cookies, sending the Origin a browser would send. */
    client: (headers: Record<string, string> = {}) =>
      new HttpClient(url, { origin: ctx.config.APP_ORIGIN, ...headers }),
    async close() {
      await app.close();
      if (!options.shared?.smtp) await smtp.close();
      if (!options.shared?.database) await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The app for a test file (or a describe block): starts it before the block's tests and closes it
 * after them, so each file states only what differs (its env, a log stream).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(options);
  });
  afterAll(async () => {
    await app?.close();
  });
  return startedInBeforeAll('useTestApp: the app', () => app);
}

/**
 * A handle to what a beforeAll starts, usable at the top of a file: reading it earlier (at import
 * time) throws instead of failing later as undefined.
 */
export function startedInBeforeAll<T extends object>(what: string, current: () => T | undefined) {
  const started = () => {
    const value = current();
    if (!value) throw new Error(`${what} starts in beforeAll; use it inside a hook or test`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const target = started();
      const value: unknown = Reflect.get(target, key);
      // Methods run on the object itself, not the handle: Playwright's keep `this` in registries.
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (_, key, value) => Reflect.set(started(), key, value),
  });
}
