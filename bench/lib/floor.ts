import { isDeepStrictEqual } from 'node:util';
import { NEXT_CURSOR_HEADER } from '@contract/limits.ts';
import type { LoadItem, LoadResult } from './types.ts';

// The app against the floor server (bench/floor-server.ts): the same answer first, then three
// interleaved pairs of runs, so that a noisy moment of the machine falls on both sides.

const PAIRS = 3;

export interface FloorFigures {
  rps: number;
  p50: number;
  p99: number;
  /** app req/s over floor req/s, one per pair, and their median. */
  ratios: number[];
  ratio: number;
  /** 'same' when the app and the floor answered the sample requests alike. */
  parity: string;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function answer(base: string, item: LoadItem) {
  const res = await fetch(base + item.path, {
    method: item.method,
    headers: item.cookie ? { cookie: item.cookie } : {},
  });
  return {
    status: res.status,
    next: res.headers.get(NEXT_CURSOR_HEADER),
    body: (await res.json()) as unknown,
  };
}

/** Whether the app and the floor give the same status, JSON and next cursor for a few items. */
export async function parity(appUrl: string, floorUrl: string, items: LoadItem[]) {
  const samples = [0, Math.floor(items.length / 2), items.length - 1].map((k) => items[k]!);
  for (const item of samples) {
    const [app, floor] = await Promise.all([answer(appUrl, item), answer(floorUrl, item)]);
    if (app.status !== 200) return `the app answered ${app.status} to ${item.path}`;
    if (!isDeepStrictEqual(app, floor)) return `answers differ for ${item.path}`;
  }
  return 'same';
}

/**
 * Runs app, floor, app, floor, ... PAIRS times. The app's figures are the medians of its runs
 * (the rest of its row from its median run); the floor's likewise, with each pair's ratio.
 */
export async function againstFloor<R extends LoadResult>(
  runApp: () => Promise<R>,
  runFloor: () => Promise<LoadResult>,
  sameAnswers: string,
): Promise<R & { floor: FloorFigures }> {
  const apps: R[] = [];
  const floors: LoadResult[] = [];
  for (let pair = 0; pair < PAIRS; pair++) {
    apps.push(await runApp());
    floors.push(await runFloor());
  }
  const ratios = apps.map((a, k) => a.rps / Math.max(1, floors[k]!.rps));
  const byRps = [...apps].sort((a, b) => a.rps - b.rps);
  const middle = byRps[Math.floor(byRps.length / 2)]!;
  return {
    ...middle,
    rps: median(apps.map((a) => a.rps)),
    p50: median(apps.map((a) => a.p50)),
    p99: median(apps.map((a) => a.p99)),
    errors: apps.reduce((n, a) => n + a.errors, 0),
    timeouts: apps.reduce((n, a) => n + a.timeouts, 0),
    non2xx: apps.reduce((n, a) => n + a.non2xx, 0),
    floor: {
      rps: median(floors.map((f) => f.rps)),
      p50: median(floors.map((f) => f.p50)),
      p99: median(floors.map((f) => f.p99)),
      ratios,
      ratio: median(ratios),
      parity: sameAnswers,
    },
  };
}
