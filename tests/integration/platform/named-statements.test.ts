import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Db } from '../../../src/server/db/client.ts';
import { MAX_NAMED_STATEMENTS } from '../../../src/server/db/pg-named-statements.ts';
import { testEngine } from '../../support/database.ts';

// On PostgreSQL each statement with parameters is parsed and planned once per connection
// (docs/decisions/0003-prepared-statements-for-hot-queries.md).

describe.runIf(testEngine === 'postgres')('named statements on PostgreSQL', () => {
  const open = () =>
    openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '', poolSize: 1 });
  const prepared = (db: Db) =>
    queryRows<{ statement: string }>(db, sql`select statement from pg_prepared_statements`);

  it('parses a repeated statement once on its connection and answers each call', async () => {
    const database = await open();
    try {
      const answers = [];
      for (const n of [1, 2, 3]) {
        const rows = await queryRows<{ n: number }>(database.db, sql`select ${n}::int + 1 as n`);
        answers.push(rows[0]!.n);
      }
      expect(answers).toEqual([2, 3, 4]);
      const statements = await prepared(database.db);
      expect(statements.filter((s) => s.statement === 'select $1::int + 1 as n')).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('runs a text without parameters unnamed, several commands included', async () => {
    const database = await open();
    try {
      await database.db.execute(sql.raw('select 1; select 2'));
      const statements = await prepared(database.db);
      expect(statements.some((s) => s.statement.includes('select 2'))).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('keeps at most MAX_NAMED_STATEMENTS texts a connection; the rest still answer', async () => {
    const database = await open();
    try {
      const count = MAX_NAMED_STATEMENTS + 5;
      let last = 0;
      for (let k = 0; k < count; k++) {
        const rows = await queryRows<{ n: number }>(
          database.db,
          sql`select ${k}::int as ${sql.raw(`n${k}`)}`,
        );
        last = Object.values(rows[0]!)[0] as number;
      }
      expect(last).toBe(count - 1);
      const statements = await prepared(database.db);
      expect(statements.length).toBeLessThanOrEqual(MAX_NAMED_STATEMENTS);
    } finally {
      await database.close();
    }
  });
});
