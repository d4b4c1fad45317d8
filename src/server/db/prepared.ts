import type { Db } from './client.ts';

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
