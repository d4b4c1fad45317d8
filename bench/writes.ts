import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { percentileOf } from './lib/percentile.ts';
import type { WriteResult, WriteSpec } from './lib/types.ts';
import { fillPath } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';

// The write scenario in its own process: apply -> accept -> confirm cycles, each by a
// different applicant, at most `concurrency` cycles at a time, until the cycles or the time run
// out. Every request must answer 2xx; the harness then checks in SQL that nothing was lost.

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as WriteSpec;
const base = new URL(spec.url);
const agent = new Agent({ keepAlive: true, maxSockets: spec.concurrency * 2 });

type Step = 'apply' | 'accept' | 'confirm';
const latencies: Record<Step, number[]> = { apply: [], accept: [], confirm: [] };
const non2xx: Record<Step, number> = { apply: 0, accept: 0, confirm: 0 };
const statusCounts: Record<string, number> = {};
let errors = 0;
const failures: string[] = [];

function call(step: Step, method: string, path: string, cookie: string, body?: unknown) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise<{ status: number; json: Record<string, unknown> | null }>((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: {
          cookie,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => {
          latencies[step].push(performance.now() - started);
          const status = res.statusCode ?? 0;
          statusCounts[status] = (statusCounts[status] ?? 0) + 1;
          if (status < 200 || status >= 300) {
            non2xx[step]++;
            if (failures.length < 20) failures.push(`${step} ${status} ${text.slice(0, 200)}`);
          }
          let json: Record<string, unknown> | null = null;
          try {
            json = text ? (JSON.parse(text) as Record<string, unknown>) : null;
          } catch {
            json = null;
          }
          resolve({ status, json });
        });
      },
    );
    req.on('error', (error) => {
      errors++;
      if (failures.length < 20) failures.push(`${step} error ${error.message}`);
      resolve({ status: 0, json: null });
    });
    req.end(payload);
  });
}

const completed: WriteResult['completed'] = [];
const deadline = Date.now() + spec.durationSeconds * 1000;
let nextCycle = 0;
const started = performance.now();

async function worker() {
  for (;;) {
    if (Date.now() >= deadline) return;
    const cycle = spec.cycles[nextCycle++];
    if (!cycle) return;
    const applied = await call(
      'apply',
      'POST',
      ENDPOINTS.applications.create.path,
      cycle.applicantCookie,
      {
        ideaId: cycle.ideaId,
      },
    );
    const id = applied.json?.id;
    if (applied.status !== 201 || typeof id !== 'string') continue;
    const accepted = await call(
      'accept',
      'PUT',
      fillPath(ENDPOINTS.applications.decide.path, { id }),
      cycle.leaderCookie,
      {
        status: 'accepted',
      },
    );
    if (accepted.status !== 200) continue;
    const confirmed = await call(
      'confirm',
      'POST',
      fillPath(ENDPOINTS.applications.confirm.path, { id }),
      cycle.applicantCookie,
    );
    if (confirmed.status !== 200) continue;
    completed.push({ applicationId: id, applicantId: cycle.applicantId, ideaId: cycle.ideaId });
  }
}

await Promise.all(Array.from({ length: spec.concurrency }, () => worker()));
const seconds = (performance.now() - started) / 1000;
agent.destroy();

const all = [...latencies.apply, ...latencies.accept, ...latencies.confirm];
const steps = Object.fromEntries(
  (['apply', 'accept', 'confirm'] as const).map((s) => [
    s,
    { p50: percentileOf(latencies[s], 50), p99: percentileOf(latencies[s], 99), non2xx: non2xx[s] },
  ]),
) as WriteResult['steps'];
const result: WriteResult = {
  requests: all.length,
  rps: all.length / seconds,
  p50: percentileOf(all, 50),
  p99: percentileOf(all, 99),
  max: percentileOf(all, 100),
  errors,
  timeouts: 0,
  non2xx: non2xx.apply + non2xx.accept + non2xx.confirm,
  statusCounts,
  cycles: completed.length,
  cyclesPerSecond: completed.length / seconds,
  steps,
  completed,
  failures,
};
console.log(JSON.stringify(result));
