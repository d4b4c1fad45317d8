import type { Query } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

// Prepared statements for the hot read paths
// (docs/decisions/0003-prepared-statements-for-hot-queries.md): the SQL text is built once per
// database instead of on every request (drizzle's query building was a fifth of the server's CPU
// under load), and on PostgreSQL each pooled connection parses and plans it once.

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

/** What drizzle's prepared query keeps beside its text, under the same names on both engines. */
interface PreparedParts {
  getQuery(): Query;
  fields?: SelectedFieldsOrdered;
  customResultMapper?: (rows: unknown[][]) => unknown;
  joinsNotNullableMap?: Record<string, boolean>;
}

interface Preparable {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

/**
 * A statement of the write path, built once (its values `sql.placeholder`s) and run on whichever
 * transaction asks. drizzle's `.prepare()` binds a statement to the connection it was built on,
 * and each transaction holds a connection of its own, so the text, columns and result mapping
 * are kept and handed to the transaction's session, which prepares them on its connection
 * without building the SQL again (docs/decisions/0115-write-statements-built-once.md).
 */
export function statementFor<Q extends Preparable>(build: (db: Db | Tx) => Q) {
  type Result = Awaited<ReturnType<ReturnType<Q['prepare']>['execute']>>;
  // The text depends on the schema alone, so one build serves every database of the process.
  let parts: PreparedParts | undefined;
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Result> => {
    if (!parts) {
      const prepared = build(db).prepare('') as unknown as PreparedParts;
      if (!('fields' in prepared) || !('joinsNotNullableMap' in prepared)) {
        throw new Error("drizzle's prepared query no longer keeps its fields where expected");
      }
      parts = prepared;
    }
    const query = db._.session.prepareQuery(
      parts.getQuery(),
      parts.fields,
      undefined,
      true,
      parts.customResultMapper,
    ) as PreparedParts & { execute(values: Record<string, unknown>): Promise<Result> };
    query.joinsNotNullableMap = parts.joinsNotNullableMap;
    return query.execute(values);
  };
}
