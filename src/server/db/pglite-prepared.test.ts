import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PreparedStatements } from './pglite-prepared.ts';

// The embedded engine's statement cache: same answers as PGlite's own query(), each text
// parsed once, a bounded number kept, and a statement whose table changed parsed again.

let client: PGlite;
beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table pets (id int primary key, name text not null, tags text[])`);
});
afterAll(() => client.close());
beforeEach(() => client.exec('delete from pets; deallocate all'));

const ours = async () =>
  (
    await client.query<{ name: string }>(
      `select name from pg_prepared_statements where name like 'teamup_%' order by name`,
    )
  ).rows.map((r) => r.name);

describe('PreparedStatements', () => {
  it('answers as query() does, parsing each text once', async () => {
    const prepared = new PreparedStatements(client);
    const insert = 'insert into pets (id, name, tags) values ($1, $2, $3) returning id, tags';
    const inserted = await prepared.query(insert, [1, 'Rex', ['a', 'b c']], {});
    expect(inserted.rows).toEqual([{ id: 1, tags: ['a', 'b c'] }]);
    expect(inserted.affectedRows).toBe(1);
    await prepared.query(insert, [2, 'Tom', null], {});

    const select = 'select id, name from pets where id >= $1 order by id';
    const first = await prepared.query(select, [1], { rowMode: 'array' });
    const second = await prepared.query(select, [2], { rowMode: 'array' });
    expect(first.rows).toEqual([
      [1, 'Rex'],
      [2, 'Tom'],
    ]);
    expect(second.rows).toEqual([[2, 'Tom']]);
    expect(second.fields).toEqual(await client.query(select, [2]).then((r) => r.fields));
    expect(await ours()).toHaveLength(2);
  });

  it('keeps working after a failed statement, in and out of a transaction', async () => {
    const prepared = new PreparedStatements(client);
    const insert = 'insert into pets (id, name) values ($1, $2)';
    await prepared.query(insert, [1, 'Rex'], {});
    await expect(prepared.query(insert, [1, 'Rex'], {})).rejects.toMatchObject({
      code: '23505',
      constraint: 'pets_pkey',
    });
    let failed: unknown;
    // The failed statement aborts its transaction, which then ends in a rollback.
    await expect(
      client.transaction(async () => {
        await prepared.queryInTransaction(insert, [1, 'Rex'], {}).catch((e) => (failed = e));
      }),
    ).rejects.toThrow('rolled back');
    expect(failed).toMatchObject({ code: '23505' });
    await prepared.query(insert, [2, 'Tom'], {});
    expect((await client.query('select count(*)::int as n from pets')).rows).toEqual([{ n: 2 }]);
  });

  it('closes the least recently used statement beyond its bound', async () => {
    const prepared = new PreparedStatements(client, { maxStatements: 2 });
    for (const n of [1, 2, 1, 3]) await prepared.query(`select ${n} as n`, [], {});
    // 2 was the least recently used when 3 came: closed in the engine too.
    expect(await ours()).toEqual(['teamup_1', 'teamup_3']);
  });

  it('parses a statement again when its table changed shape', async () => {
    const prepared = new PreparedStatements(client);
    await client.exec(`insert into pets (id, name) values (1, 'Rex')`);
    const select = 'select * from pets';
    expect((await prepared.query(select, [], {})).rows).toEqual([
      { id: 1, name: 'Rex', tags: null },
    ]);
    await client.exec('alter table pets add column age int');
    // The engine refuses the old plan once; the next call parses the new shape.
    await expect(prepared.query(select, [], {})).rejects.toMatchObject({ code: '0A000' });
    expect((await prepared.query(select, [], {})).rows).toEqual([
      { id: 1, name: 'Rex', tags: null, age: null },
    ]);
  });
});
