/** One request a load item sends: path and, optionally, a cookie and a JSON body. */
export interface LoadItem {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  cookie?: string;
  body?: string;
}

/** What bench/load.ts runs: autocannon against `url`, rotating through `items`. */
export interface LoadSpec {
  url: string;
  connections: number;
  durationSeconds: number;
  items: LoadItem[];
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCounts: Record<string, number>;
}

/** A planned apply -> accept -> confirm cycle by one applicant and the idea's leader. */
export interface WriteCycle {
  ideaId: string;
  applicantId: string;
  applicantCookie: string;
  leaderCookie: string;
}

export interface WriteSpec {
  url: string;
  concurrency: number;
  durationSeconds: number;
  cycles: WriteCycle[];
}

export interface WriteResult extends LoadResult {
  cycles: number;
  cyclesPerSecond: number;
  steps: Record<'apply' | 'accept' | 'confirm', { p50: number; p99: number; non2xx: number }>;
  /** application id per completed cycle, in `cycles` order (null when it did not complete). */
  completed: Array<{ applicationId: string; applicantId: string; ideaId: string }>;
  failures: string[];
}
