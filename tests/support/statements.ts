import type { TestApp } from './app.ts';

// What the app sends to the database: every statement of a request, captured at the
// driver (PGlite's client and pg's pool both go through query), for EXPLAIN and query counts.

export interface Statement {
  text: string;
  params: unknown[];
}

type QueryFn = (...args: unknown[]) => Promise<unknown>;

function clientOf(t: TestApp) {
  return (t.db as unknown as { $client: { query: QueryFn } }).$client;
}

/** The statements sent outside transactions while `fn` runs. */
export async function captureStatements(t: TestApp, fn: () => Promise<unknown>) {
  const client = clientOf(t);
  const original = client.query;
  const statements: Statement[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    statements.push({ text, params: Array.isArray(second) ? (second as unknown[]) : [] });
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    client.query = original;
  }
  return statements;
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The planner's plan for a captured statement (EXPLAIN, nothing is executed). */
export async function explain(t: TestApp, statement: Statement): Promise<PlanNode> {
  const client = clientOf(t);
  const result = (await client.query(
    `explain (format json) ${statement.text}`,
    statement.params,
  )) as {
    rows: Array<Record<string, unknown>>;
  };
  const raw = Object.values(result.rows[0] ?? {})[0];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return parsed[0]!.Plan;
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}
