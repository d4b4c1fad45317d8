import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../../../src/server/lib/server-timeouts.ts';
import { useTestApp } from '../../support/app.ts';

// A client that sends a request slowly, or idles on a kept-alive connection, is cut by the
// server (docs/rules/limits.md, "Slow clients"). The app runs with timeouts of about a second
// here; the production values are checked on a server built with the defaults.

const timeouts = {
  headersMs: 600,
  requestMs: 1_200,
  keepAliveMs: 500,
  idleSocketMs: 10_000,
  checkEveryMs: 100,
};
// Longer than any limit above and its check; far shorter than the time a trickle is kept up.
const GIVE_UP_MS = 5_000;

/**
 * Opens a raw socket, writes `first`, then one byte of `trickle` every 200 ms, and reports when
 * the server closed the socket (or that it was still open after GIVE_UP_MS) and what it said.
 */
function trickle(port: number, first: string, rest: string) {
  return new Promise<{ closedAfterMs: number | null; answer: string }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const drip = setInterval(() => {
      if (sent < rest.length && socket.writable) socket.write(rest[sent++]!);
    }, 200);
    const done = (closedAfterMs: number | null) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, answer });
    };
    const giveUp = setTimeout(() => done(null), GIVE_UP_MS);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => done(Date.now() - started));
    socket.write(first);
  });
}

const loginHeaders = (port: number) =>
  [
    'POST /api/auth/login HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/json',
    'Content-Length: 1000',
    '',
    '',
  ].join('\r\n');

describe('with short timeouts', () => {
  const t = useTestApp({ timeouts });
  const port = () => new URL(t.url).port as unknown as number;

  it('closes a connection whose body trickles in, once the request time is up', async () => {
    const { closedAfterMs, answer } = await trickle(
      port(),
      loginHeaders(port()),
      '{"email":"' + 'a'.repeat(990),
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
    expect(closedAfterMs!).toBeLessThan(timeouts.requestMs + 1_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose headers trickle in, once the header time is up', async () => {
    const { closedAfterMs, answer } = await trickle(
      port(),
      'GET /api/ideas HTTP/1.1\r\n',
      `Host: 127.0.0.1:${port()}\r\nX-Slow: ${'x'.repeat(100)}\r\n\r\n`,
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(timeouts.headersMs + 1_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const { closedAfterMs, answer } = await trickle(
      port(),
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port()}\r\nConnection: keep-alive\r\n\r\n`,
      '',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).not.toBeNull();
    // Node lets a kept-alive socket live about a second past keepAliveTimeout.
    expect(closedAfterMs!).toBeLessThan(timeouts.keepAliveMs + 2_000);
  });

  it('still takes a request whose body arrives in pieces within the time', async () => {
    const body = JSON.stringify({ email: 'nobody@uni.test', password: 'x' });
    const head = loginHeaders(port()).replace(
      'Content-Length: 1000',
      `Content-Length: ${body.length}`,
    );
    const socket = connect(Number(port()), '127.0.0.1');
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        if (/\r\n\r\n[\s\S]*\}/.test(text)) resolve(text);
      });
      socket.write(head + body.slice(0, 10));
      setTimeout(() => socket.write(body.slice(10)), 300);
    });
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 (400|401|403) /);
  });
});

describe('with the production timeouts', () => {
  const t = useTestApp();

  it('cuts a whole request at 30 s, headers at 10 s and an idle kept-alive socket at 5 s', () => {
    expect(SERVER_TIMEOUTS).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      keepAliveMs: 5_000,
      idleSocketMs: 60_000,
      checkEveryMs: 1_000,
    });
    const server = t.app.server;
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(server.timeout).toBe(60_000);
  });
});
