import type { Query } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

// Statements built once instead of on every request (drizzle's query building was a fifth of the
// server's CPU under load): the hot reads, prepared on the pool
// (docs/decisions/0003-prepared-statements-for-hot-queries.md), and the write path's fixed
// statements, run on their transaction's connection (statementFor below). On PostgreSQL each
// connection parses and plans a text once.

/** A statement prepared lazily, once per database (tests run many apps, each with its own). */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}

/** The most statement shapes (filter combinations) kept per database and kind of list. */
const MAX_SHAPES = 64;

/**
 * Statements whose text depends on a shape (how many filter terms a list call has): one per
 * shape, up to MAX_SHAPES; past that, `null`, and the caller runs the query unprepared.
 */
export function preparedByShape<T>(build: (db: Db, shape: string) => T) {
  const cache = new WeakMap<Db, Map<string, T>>();
  return (db: Db, shape: string): T | null => {
    let shapes = cache.get(db);
    if (!shapes) {
      shapes = new Map();
      cache.set(db, shapes);
    }
    let statement = shapes.get(shape);
    if (!statement) {
      if (shapes.size >= MAX_SHAPES) return null;
      statement = build(db, shape);
      shapes.set(shape, statement);
    }
    return statement;
  };
}

/**
 * What a statement built once keeps: its text and, from drizzle's prepared query, how its rows
 * map to objects (`joinsNotNullableMap` is drizzle's own, unexported name for which left-joined
 * groups become null; tests/integration/platform/write-statements.test.ts checks it).
 */
interface BuiltStatement {
  query: Query;
  fields: SelectedFieldsOrdered | undefined;
  customResultMapper: ((rows: unknown[][]) => unknown) | undefined;
  joinsNotNullableMap: Record<string, boolean> | undefined;
}

interface Preparable {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

/**
 * A statement of a transaction, built once and run on whichever transaction asks. drizzle's
 * `.prepare()` binds a statement to the connection it was built on, and each transaction holds a
 * connection of its own, so what the build made is handed to the transaction's session, which
 * prepares it on its connection without building the SQL again
 * (docs/decisions/0115-write-statements-built-once.md).
 *
 * `build` runs once for the whole process: every value that differs between calls must be a
 * `sql.placeholder`, or the first call's value would be used by every later one.
 */
export function statementFor<Q extends Preparable>(build: (db: Db | Tx) => Q) {
  type Result = Awaited<ReturnType<ReturnType<Q['prepare']>['execute']>>;
  // The text depends on the schema alone, so one build serves every database of the process.
  let built: BuiltStatement | undefined;
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Result> => {
    if (!built) {
      const prepared = build(db).prepare('') as unknown as BuiltStatement & { getQuery(): Query };
      // Only what maps the rows is kept, never the prepared query itself, which holds the
      // connection of the transaction that built it.
      built = {
        query: prepared.getQuery(),
        fields: prepared.fields,
        customResultMapper: prepared.customResultMapper,
        joinsNotNullableMap: prepared.joinsNotNullableMap,
      };
    }
    const query = db._.session.prepareQuery(
      built.query,
      built.fields,
      undefined,
      true,
      built.customResultMapper,
    ) as unknown as Pick<BuiltStatement, 'joinsNotNullableMap'> & {
      execute(values: Record<string, unknown>): Promise<Result>;
    };
    query.joinsNotNullableMap = built.joinsNotNullableMap;
    return query.execute(values);
  };
}
