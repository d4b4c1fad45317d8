import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
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

/**
 * The statements but the session's lookup and touch: a server answers those from its cache when
 * it holds the session (docs/decisions/0015-session-cache-invalidated-by-the-database.md), which
 * on PostgreSQL depends on when a notice arrives. Counts of a route's own statements use this.
 */
export const withoutSessionStatements = (statements: Statement[]) =>
  statements.filter((s) => !/"sessions"/.test(s.text));

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

/**
 * The generic plan of a captured statement: the plan a named statement runs once the engine
 * has chosen to plan it once for any values (after five calls, when not dearer than a custom
 * plan). Prepared and explained in a transaction that forces that choice.
 */
export async function explainGeneric(t: TestApp, statement: Statement): Promise<PlanNode> {
  // A name of its own each time: a statement prepared before a failure outlives its transaction.
  const name = `explain_generic_${++explained}`;
  const rows = await t.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
    await tx.execute(sql.raw(`prepare ${name} as ${statement.text}`));
    const args = statement.params.map(literal).join(', ');
    const result = await tx.execute(
      sql.raw(`explain (format json) execute ${name}${args ? `(${args})` : ''}`),
    );
    await tx.execute(sql.raw(`deallocate ${name}`));
    return (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  });
  const raw = Object.values(rows[0] ?? {})[0];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  return parsed[0]!.Plan;
}
let explained = 0;

/** A captured value as an SQL literal of unknown type (EXECUTE casts it to the parameter's). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) {
    const items = value.map((v) =>
      v === null ? 'NULL' : `"${String(v).replace(/["\\]/g, '\\$&')}"`,
    );
    return literal(`{${items.join(',')}}`);
  }
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Every node of a plan, depth first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

type Released = { query: QueryFn; release: (...args: unknown[]) => unknown };

/**
 * The statements of every transaction that runs while `fn` runs, one list per transaction
 * (BEGIN and COMMIT left out: PGlite sends them itself). PostgreSQL: each connection the pool
 * hands out; PGlite: each transaction callback.
 */
export async function captureTransactions(t: TestApp, fn: () => Promise<unknown>) {
  const client = clientOf(t) as unknown as Record<string, unknown>;
  const transactions: Statement[][] = [];
  const record = (target: { query: QueryFn }, into: Statement[]) => {
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      const params = Array.isArray(second) ? (second as unknown[]) : [];
      if (!/^\s*(begin|commit|rollback)\b/i.test(text)) into.push({ text, params });
      return original.apply(this, args);
    };
    return () => {
      target.query = original;
    };
  };
  const key = typeof client.connect === 'function' ? 'connect' : 'transaction';
  const original = client[key] as (...args: unknown[]) => Promise<unknown>;
  client[key] =
    key === 'connect'
      ? function (this: unknown, ...args: unknown[]) {
          // pool.query's own checkout passes a callback: not a transaction.
          if (typeof args[0] === 'function') return original.apply(this, args);
          return original.apply(this, args).then((value) => {
            const connection = value as Released;
            const statements: Statement[] = [];
            transactions.push(statements);
            const restore = record(connection, statements);
            const release = connection.release;
            connection.release = function (this: unknown, ...rest: unknown[]) {
              restore();
              connection.release = release;
              return release.apply(this, rest);
            };
            return connection;
          });
        }
      : function (this: unknown, ...args: unknown[]) {
          const [callback, ...rest] = args as [(tx: { query: QueryFn }) => unknown, ...unknown[]];
          const statements: Statement[] = [];
          transactions.push(statements);
          return original.call(
            this,
            (tx: { query: QueryFn }) => {
              record(tx, statements);
              return callback(tx);
            },
            ...rest,
          );
        };
  try {
    await fn();
  } finally {
    client[key] = original;
  }
  return transactions;
}

/**
 * What a call sends: the statements outside any transaction (the session's left out) and the
 * statements of each transaction; the call must answer `status`.
 */
export async function statementsOfCall(
  t: TestApp,
  call: () => Promise<{ status: number }>,
  status: number,
): Promise<{ alone: string[]; transactions: string[][] }> {
  let answer = 0;
  let alone: Statement[] = [];
  const transactions = await captureTransactions(t, async () => {
    alone = await captureStatements(t, async () => {
      answer = (await call()).status;
    });
  });
  expect(answer).toBe(status);
  return {
    alone: withoutSessionStatements(alone).map((s) => s.text),
    transactions: transactions
      .filter((tx) => !tx.some((s) => s.text.includes('email_outbox o')))
      .map((tx) => tx.map((s) => s.text)),
  };
}
