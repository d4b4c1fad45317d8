import type fc from 'fast-check';
import type { TestApp } from '../app.ts';
import type { HttpClient } from '../http.ts';
import { checkInvariants } from './invariants.ts';
import type { Model, ModelApplication, ModelIdea } from './state.ts';

// The plumbing of the model-based test: the real system, one HTTP call with its predicted
// status, and the fast-check command that runs a step and then checks every invariant.

export interface Real {
  t: TestApp;
  /** Each seat's signed-in browser; replaced when the seat registers again. */
  clients: Map<number, HttpClient>;
  admin: { id: string; client: HttpClient };
  /** This run's steps so far with what the model predicted: printed with a failure. */
  trace: string[];
}

export interface StepContext {
  m: Model;
  r: Real;
  /** What the model predicts, shown next to the step in a printed sequence. */
  say(text: string): void;
}

export interface Step {
  label: string;
  check?(m: Readonly<Model>): boolean;
  run(ctx: StepContext): Promise<void>;
}

/** How often each route answered each status: shown with MODEL_STATS=1 to judge coverage. */
export const outcomes = new Map<string, number>();

/** One call whose status the model predicted; any other status (5xx above all) fails the run. */
export async function call(
  client: HttpClient,
  method: string,
  path: string,
  body: unknown,
  expected: number,
  why: string,
) {
  const res = await client.request(method, path, body);
  const key = `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id').replace(/\?.*/, '')} ${res.status}`;
  outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  if (res.status >= 500 || res.status !== expected) {
    throw new Error(
      `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}\n` +
        `  expected ${expected} (${why}), got ${res.status}: ${res.text.slice(0, 300)}`,
    );
  }
  return res;
}

/** Picks from the live items more often than from the gone ones (whose ids are still sent). */
function pickBiased<T extends { alive: boolean }>(items: T[], n: number): T | undefined {
  if (items.length === 0) return undefined;
  const alive = items.filter((i) => i.alive);
  const k = n % (alive.length + items.length);
  return k < alive.length ? alive[k] : items[k - alive.length];
}

export const pickIdea = (m: Model, n: number): ModelIdea | undefined => pickBiased(m.ideas, n);
/** Three in four pick an application in the given status when there is one, the rest any. */
export function pickApplication(
  m: Model,
  n: number,
  likely?: ModelApplication['status'],
): ModelApplication | undefined {
  const matching = m.applications.filter((a) => a.alive && a.status === likely);
  if (n % 4 !== 0 && matching.length > 0) return matching[n % matching.length];
  return pickBiased(m.applications, n);
}

/** A uuid no row ever has: what a seat that never had an account is addressed by. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A step as a fast-check command. Its name is its label alone (the same instance runs again
 * while shrinking); the model's predictions of the failing run go in the error instead.
 */
export class ModelCommand implements fc.AsyncCommand<Model, Real> {
  constructor(private readonly step: Step) {}

  check(m: Readonly<Model>) {
    return this.step.check?.(m) ?? true;
  }

  async run(m: Model, r: Real) {
    const line = r.trace.push(this.step.label) - 1;
    const say = (text: string) => (r.trace[line] = `${this.step.label} => ${text}`);
    try {
      await this.step.run({ m, r, say });
      await checkInvariants(m, r, this.step.label);
    } catch (error) {
      const steps = r.trace.map((s, i) => `  ${i + 1}. ${s}`).join('\n');
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${message}\nThe run, with what the model predicted:\n${steps}`, {
        cause: error,
      });
    }
  }

  toString() {
    return this.step.label;
  }
}
