import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createLeader } from '../../support/factories.ts';

// The request log: one JSON line per request, written as its answer finishes (docs/operations.md).

type Line = Record<string, unknown> & { reqId?: string; msg?: string };
const lines: Line[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
      lines.push(JSON.parse(text) as Line);
    }
    callback();
  },
});

// Behind a balancer on this machine, whose request ids are kept.
const t = useTestApp({ logStream, env: { TRUST_PROXY: '127.0.0.1' } });
/** The request lines of one request (its security events carry the same id). */
const linesOf = (requestId: string | null) =>
  lines.filter((l) => l.reqId === requestId && l.msg === 'request');

describe('the request log', () => {
  it('writes one line per request: id, method, route pattern, status, duration', async () => {
    const { client, idea } = await createLeader(t);
    const res = await client.get(`/api/ideas/${idea.id}?from=log-test`);
    expect(res.status).toBe(200);
    const mine = linesOf(res.headers.get('x-request-id'));
    expect(mine).toHaveLength(1);
    const line = mine[0]!;
    expect(line).toMatchObject({
      msg: 'request',
      level: 30,
      method: 'GET',
      route: '/api/ideas/:id',
      status: 200,
    });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    // Neither the raw URL (an id, a query) nor Fastify's own pair of lines.
    expect(JSON.stringify(line)).not.toContain(String(idea.id));
    expect(JSON.stringify(line)).not.toContain('log-test');
    expect(lines.some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(
      false,
    );
  });

  it('keeps a balancer’s request id and logs failures and unknown paths alike', async () => {
    const id = `lb-${Date.now()}`;
    const denied = await t.client().get('/api/profile', { 'x-request-id': id });
    expect(denied.status).toBe(401);
    expect(linesOf(id)).toEqual([
      expect.objectContaining({ method: 'GET', route: '/api/profile', status: 401 }),
    ]);

    // An id that is not a plain token (too long, or with spaces and quotes) is replaced.
    for (const sent of ['x'.repeat(65), 'a b "c"']) {
      const res = await t.client().get('/api/profile', { 'x-request-id': sent });
      const given = res.headers.get('x-request-id');
      expect(given).not.toBe(sent);
      expect(given).toMatch(/^[0-9a-f-]{36}$/);
      expect(linesOf(given)).toHaveLength(1);
    }

    const missing = await t.client().get('/no/such/page?token=secret');
    expect(missing.status).toBe(404);
    const [line] = linesOf(missing.headers.get('x-request-id'));
    expect(line).toMatchObject({ route: null, path: '/no/such/page', status: 404 });
    expect(JSON.stringify(line)).not.toContain('secret');
  });
});
