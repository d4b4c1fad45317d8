import type { Db } from './client.ts';

// docs/decisions/0003-prepared-statements-for-hot-queries.md

/** Once per database: tests run many apps, each with its own. */
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

const MAX_SHAPES = 64;

/** Past MAX_SHAPES, `null`: the caller runs the query unprepared. */
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
