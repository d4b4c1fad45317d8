import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { ideaListCall } from '../src/server/modules/ideas/list.ts';
import { scaledSizes, seedUniversity } from './seed.ts';

// The embedded engine's cost per statement, without HTTP: the browse list run one after another
// on a seeded university, reported as process CPU (both threads) and wall time per call.
// `npx tsx bench/engine-cpu.ts [seeded-dir]`; a seeded directory is made once and copied.

const seeded = process.argv[2] ?? join(tmpdir(), 'teamup-engine-cpu-seed');
if (!existsSync(seeded)) {
  const database = await openDatabase({ dataDir: seeded });
  await runMigrations(database);
  await seedUniversity(database.db, scaledSizes(1), 'engine-cpu');
  await database.close();
}
const dir = mkdtempSync(join(tmpdir(), 'teamup-engine-cpu-'));
cpSync(seeded, dir, { recursive: true });
const database = await openDatabase({ dataDir: dir });
await runMigrations(database);
const { rows } = (await database.db.execute(
  sql`select id, gender, major from users where not is_admin order by id limit 1`,
)) as unknown as { rows: Array<{ id: string; gender: 'male' | 'female'; major: string }> };
const viewer = rows[0]!;
const scenarios = {
  unfiltered: {},
  'major + skills': { major: 'CS', skills: 'Python' },
} as const;
const N = Number(process.env.N ?? 400);
for (const [name, filters] of Object.entries(scenarios)) {
  const call = ideaListCall(database.db, viewer, { limit: 12, ...filters });
  for (let i = 0; i < 50; i++) await call.statement!.execute(call.values);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < N; i++) await call.statement!.execute(call.values);
  const wall = (performance.now() - started) / N;
  const used = process.cpuUsage(cpu);
  console.log(
    `${name}: ${((used.user + used.system) / 1000 / N).toFixed(3)} ms CPU, ${wall.toFixed(3)} ms wall per call`,
  );
}
await database.close();
rmSync(dir, { recursive: true, force: true });
