import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as drizzle from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { compileRowMapper, type PreparedInternals } from '../src/server/db/row-mapper.ts';
import { users } from '../src/server/db/schema.ts';
import { ideaListCall } from '../src/server/modules/ideas/list.ts';
import { median } from './lib/floor.ts';
import { scaledSizes, seedUniversity } from './seed.ts';

// Mapping a page of ideas' rows: drizzle's own mapping against the mapper compiled once per
// statement (docs/decisions/0066-compiled-row-mappers.md). No server: `npx tsx bench/row-mapper.ts`.

type Fields = NonNullable<PreparedInternals['fields']>;
// drizzle's mapping, exported at run time though not in its types.
const mapResultRow = (drizzle as unknown as { mapResultRow: (f: Fields, r: unknown[]) => unknown })
  .mapResultRow;

const dir = mkdtempSync(join(tmpdir(), 'teamup-row-mapper-'));
const database = await openDatabase({ dataDir: dir });
await runMigrations(database);
await seedUniversity(database.db, scaledSizes(0.1), 'row-mapper');
const [viewer] = await database.db.select().from(users).limit(1);
for (const limit of [12, 50]) {
  const call = ideaListCall(database.db, viewer!, { limit });
  const statement = call.statement as unknown as PreparedInternals & {
    fields: Fields;
    execute(values: unknown): Promise<unknown>;
  };
  // The raw rows as the driver hands them over: capture them through the mapper slot.
  let raw: unknown[][] = [];
  const compiled = statement.customResultMapper!;
  statement.customResultMapper = (rows) => (raw = rows);
  await statement.execute(call.values);
  statement.customResultMapper = compiled;
  const map = compileRowMapper(statement.fields);
  const time = (f: () => unknown) => {
    const samples: number[] = [];
    for (let round = 0; round < 7; round++) {
      const started = performance.now();
      for (let i = 0; i < 2000; i++) f();
      samples.push(((performance.now() - started) / 2000) * 1000);
    }
    return median(samples);
  };
  for (let warm = 0; warm < 2; warm++) {
    const theirs = time(() => raw.map((row) => mapResultRow(statement.fields, row)));
    const ours = time(() => raw.map(map));
    if (warm)
      console.log(
        `${raw.length} rows: drizzle ${theirs.toFixed(1)} µs, compiled ${ours.toFixed(1)} µs per page (median of 7)`,
      );
  }
}
await database.close();
rmSync(dir, { recursive: true, force: true });
