import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import type { LoadResult, LoadSpec } from './lib/types.ts';

// The load generator, run in its own process (`node --import tsx bench/load.ts
// spec.json`): autocannon with every request taking the next item (user cookie, path, body)
// in turn, so the load comes from many signed-in users. Prints one line of JSON.

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadSpec;
let next = 0;
const statusCounts: Record<string, number> = {};

const instance = autocannon(
  {
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const item = spec.items[next++ % spec.items.length]!;
          const headers = { ...request.headers } as Record<string, string>;
          if (item.cookie) headers.cookie = item.cookie;
          if (item.body) headers['content-type'] = 'application/json';
          return { ...request, method: item.method, path: item.path, headers, body: item.body };
        },
      },
    ],
  },
  (error, r) => {
    if (error) throw error;
    const result: LoadResult = {
      requests: r.requests.total,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      statusCounts,
    };
    console.log(JSON.stringify(result));
  },
);
instance.on('response', (_client, statusCode) => {
  statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
});
