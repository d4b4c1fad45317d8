import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isChange, openEventStream } from '../../support/event-stream.ts';
import { startTestApp, useTestApp, type TestApp } from '../../support/app.ts';
import { apply, createLeader, createSignedInUser } from '../../support/factories.ts';

// GET /metrics: what an operator's Prometheus reads (docs/operations.md).

/** One sample line of the text format: name, labels, value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]),
    );
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

async function scrape(t: TestApp) {
  const res = await t.client().get('/metrics');
  expect(res.status).toBe(200);
  return parse(res.text);
}

/** The sum of a metric's samples whose labels include `labels`. */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name)
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe('GET /metrics from this machine', () => {
  // The worker's first pass runs at start; the next not within the test, so mail stays queued.
  const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000', RATE_LIMIT_API_PER_MINUTE: '3' } });

  it('answers in the Prometheus text format, process metrics included', async () => {
    const res = await t.client().get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const samples = parse(res.text);
    expect(res.text).toContain('# TYPE teamup_http_request_duration_seconds histogram');
    expect(valueOf(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    const poolSeries = samples.filter((s) => s.name === 'teamup_db_pool_connections');
    // PGlite has no pool to report; PostgreSQL's pool has served this app's queries.
    if (t.engine === 'postgres') {
      expect(poolSeries.map((s) => s.labels.state).sort()).toEqual(['idle', 'in_use', 'waiting']);
    } else expect(poolSeries).toEqual([]);
  });

  it('counts requests by route pattern, never the raw path, and by status class', async () => {
    const { client } = await createSignedInUser(t);
    const id = randomUUID();
    expect((await client.get(`/api/ideas/${id}`)).status).toBe(404);
    expect((await client.get('/api/profile')).status).toBe(200);
    expect((await t.client().get(`/no-such-page-${id}`)).status).toBe(404);

    const samples = await scrape(t);
    const count = (labels: Record<string, string>) =>
      valueOf(samples, 'teamup_http_requests_total', labels);
    expect(count({ route: '/api/ideas/:id', status_class: '4xx' })).toBe(1);
    expect(count({ route: '/api/profile', method: 'GET', status_class: '2xx' })).toBeGreaterThan(0);
    expect(count({ route: 'unmatched', status_class: '4xx' })).toBeGreaterThan(0);
    expect(samples.some((s) => Object.values(s.labels).some((v) => v.includes(id)))).toBe(false);
    expect(
      valueOf(samples, 'teamup_http_request_duration_seconds_count', { route: '/api/ideas/:id' }),
    ).toBe(1);
  });

  it('shows a queued notification e-mail in the outbox depth', async () => {
    const before = valueOf(await scrape(t), 'teamup_email_outbox_depth');
    const owner = await createLeader(t);
    const applicant = await createSignedInUser(t);
    await apply(applicant.client, owner.idea.id);
    const after = await scrape(t);
    expect(valueOf(after, 'teamup_email_outbox_depth')).toBe(before + 1);
    expect(valueOf(after, 'teamup_email_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('counts an open event stream, and times the delivery of a change to it', async () => {
    const owner = await createLeader(t);
    const before = await scrape(t);
    const stream = await openEventStream(owner.client);
    expect(stream.status).toBe(200);
    expect(valueOf(await scrape(t), 'teamup_event_streams_open')).toBe(
      valueOf(before, 'teamup_event_streams_open') + 1,
    );
    const applicant = await createSignedInUser(t);
    await apply(applicant.client, owner.idea.id);
    await stream.next(isChange);
    const delivered = 'teamup_event_delivery_seconds_count';
    expect(valueOf(await scrape(t), delivered)).toBeGreaterThan(valueOf(before, delivered));
    stream.close();
  });

  it('counts a 429 under the name of the limit that refused it', async () => {
    const before = valueOf(await scrape(t), 'teamup_rate_limit_refusals_total', { limit: 'api' });
    const { client } = await createSignedInUser(t);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.get('/api/profile')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const after = await scrape(t);
    expect(valueOf(after, 'teamup_rate_limit_refusals_total', { limit: 'api' })).toBe(before + 1);
  });
});

describe('GET /metrics from another machine', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
  });
  const TOKEN = 'metrics-token-0123456789';
  /** A request from a remote socket address (the real app, routed as over the network). */
  const fromRemote = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress: '203.0.113.9' });

  it('is a 404 like any unknown route without the token, even naming a local forwarder', async () => {
    const t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' } });
    apps.push(t);
    const unknown = await fromRemote(t, '/no-such-route');
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: TOKEN },
      { 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const headers of refused) {
      const res = await fromRemote(t, '/metrics', headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    const allowed = await fromRemote(t, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('teamup_http_requests_total');
    // This machine still needs no token.
    expect((await t.client().get('/metrics')).status).toBe(200);
  });

  it('is a 404 to a visitor a proxy on this machine forwarded, whose socket is loopback', async () => {
    const t = await startTestApp({ env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true' } });
    apps.push(t);
    const viaProxy = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: '127.0.0.1' });
    expect((await viaProxy({ 'x-forwarded-for': '198.51.100.4' })).statusCode).toBe(404);
    expect((await viaProxy({ forwarded: 'for=198.51.100.4' })).statusCode).toBe(404);
    expect((await viaProxy({ 'x-real-ip': '198.51.100.4' })).statusCode).toBe(404);
    const scraper = await viaProxy({
      'x-forwarded-for': '198.51.100.4',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(scraper.statusCode).toBe(200);
    expect((await viaProxy({})).statusCode).toBe(200);
  });

  it('is a JSON 404 to a refused caller even where unknown pages get the web client', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'teamup-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>TeamUp</title>');
    const t = await startTestApp({ webDir });
    apps.push(t);
    // The page shell is what an unknown page gets here.
    expect((await fromRemote(t, '/no-such-page')).body).toContain('<title>TeamUp</title>');
    const res = await fromRemote(t, '/metrics');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 'http.notFound' });
    rmSync(webDir, { recursive: true });
  });

  it('counts an empty forwarding header as forwarded', async () => {
    const t = await startTestApp();
    apps.push(t);
    const viaProxy = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress: '127.0.0.1' });
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect((await viaProxy({ [name]: '' })).statusCode, name).toBe(404);
    }
    expect((await viaProxy({})).statusCode).toBe(200);
  });

  it('is a 404 to every remote caller when no token is configured', async () => {
    const t = await startTestApp();
    apps.push(t);
    const res = await fromRemote(t, '/metrics', { authorization: 'Bearer ' });
    expect(res.statusCode).toBe(404);
  });
});
