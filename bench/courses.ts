import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { urlOf } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { BROWSE_PAGE_SIZE } from '@contract/limits.ts';
import { MAJOR_KEYS } from '@contract/majors.ts';
import { queryRows } from '../src/server/db/client.ts';
import { SKILLS } from '../src/server/cli/sample-words.ts';
import { createBenchDatabase } from './lib/database.ts';
import { runJsonChild, startNodeServer } from './lib/processes.ts';
import type { LoadItem, LoadResult, LoadSpec } from './lib/types.ts';
import { cookieOf } from './plan.ts';
import { FULL_SIZES, seedUniversity } from './seed.ts';

// Browsing inside a course of a 50-course university against today's single pool, in one run
// on one machine (docs/performance.md, "Courses"). The university of bench/seed.ts (20,000
// students, 1,000 ideas, all on the default course) is measured first; then 49 more courses are
// added, each student on one or two of them besides the default (three rosters at most), each
// course with 60 ideas and teams of its own; then the default course and one other are measured
// again. Same scenarios, same readers' count, same connections; figures are medians of
// BENCH_ROUNDS rounds.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/courses.ts
// (PostgreSQL only: rows are added under the running server; the database named is untouched.)
// Settings: BENCH_DURATION=8 (s per scenario), BENCH_CONNECTIONS=50, BENCH_ROUNDS=3.

const env = process.env;
const seconds = Number(env.BENCH_DURATION ?? 8);
const connections = Number(env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(env.BENCH_ROUNDS ?? 3);
const EXTRA_COURSES = 49;
const IDEAS_PER_COURSE = 60;
const work = mkdtempSync(join(tmpdir(), 'teamup-bench-courses-'));
const salt = randomBytes(12).toString('base64url');
const log = (message: string) =>
  console.log(`[courses ${new Date().toISOString().slice(11, 19)}] ${message}`);

if (!env.BENCH_DATABASE_URL) {
  // The rows are added under a running server, which PGlite (one process) cannot share.
  throw new Error('bench/courses.ts needs PostgreSQL: BENCH_DATABASE_URL=postgres://...');
}
const database = await createBenchDatabase(env.BENCH_DATABASE_URL);
const sizes = FULL_SIZES;
const opened = await database.open();
const seed = await seedUniversity(opened.db, sizes, salt);
log(`seeded the single pool in ${seed.seconds.toFixed(1)} s ${JSON.stringify(seed.counts)}`);

const server = await startNodeServer({
  script: 'src/server/main.ts',
  env: {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    SMTP_URL: '',
    REDIS_URL: '',
    DATABASE_URL: '',
    DATA_DIR: '',
    ...database.env,
  },
  logFile: join(work, 'server.log'),
  readyPath: '/readyz',
});

/** Readers: verified students spread over the whole population, or those on `roster`. */
const READERS = 2000;
const spread = (pool: number[]) =>
  Array.from({ length: READERS }, (_, k) => pool[Math.floor((k * pool.length) / READERS)]!);
const everyone = Array.from({ length: sizes.students }, (_, k) => k + 1).filter(
  (u) => u % 50 !== 49,
);

function scenarios(readers: number[], ideasPath: string, studentsPath: string) {
  const at = <T>(list: readonly T[], k: number) => list[k % list.length]!;
  const get = (path: (k: number) => string): LoadItem[] =>
    readers.map((u, k) => ({ method: 'GET', path: path(k), cookie: cookieOf(salt, u) }));
  const q = (query: Record<string, string | number>) =>
    `?${new URLSearchParams(Object.entries({ limit: BROWSE_PAGE_SIZE, ...query }).map(([k, v]) => [k, String(v)]))}`;
  return [
    { name: 'ideas', items: get(() => ideasPath + q({})) },
    {
      name: 'ideas: major + skills',
      items: get((k) => ideasPath + q({ major: at(MAJOR_KEYS, k * 7), skills: at(SKILLS, k * 3) })),
    },
    {
      name: 'students: major',
      items: get((k) => studentsPath + q({ major: at(MAJOR_KEYS, k * 5) })),
    },
  ];
}

async function load(items: LoadItem[], duration = seconds): Promise<LoadResult> {
  const spec: LoadSpec = { url: server.url, connections, durationSeconds: duration, items };
  const file = join(work, `load-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(spec));
  return runJsonChild<LoadResult>('bench/load.ts', file);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
type Figures = { rps: number; p50: number; p99: number; failed: number };
async function measure(label: string, items: LoadItem[]): Promise<Figures> {
  await load(items, 2); // warm-up, not recorded
  const runs: LoadResult[] = [];
  for (let r = 0; r < rounds; r += 1) runs.push(await load(items));
  const figures = {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    failed: runs.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
  };
  log(`${label}: ${JSON.stringify(figures)}`);
  return figures;
}

const unscoped = [urlOf(ENDPOINTS.ideas.list), urlOf(ENDPOINTS.students.list)] as const;
const before: Record<string, Figures> = {};
for (const s of scenarios(spread(everyone), ...unscoped)) {
  before[s.name] = await measure(`single pool, ${s.name}`, s.items);
}

// 49 more courses. Student u is on course 1 + u % 49 and, when u % 3 = 0, on 1 + (7u + 3) % 49
// as well: every student on two or three rosters with the default. Each course has up to 60 ideas
// led by verified students on its roster (leader u = 49(k + 1) + c - 1, k < 60), teams of one.
const db = opened.db;
const number = `split_part(substr(u.email, 8), '@', 1)::int`;
const started = Date.now();
await db.execute(sql`
  insert into courses (code, name)
  select 'C' || lpad(c::text, 2, '0'), 'Course ' || c || ' — Project, Spring 2027'
  from generate_series(1, ${EXTRA_COURSES}) as c`);
const courseOf = (expr: string) =>
  sql.raw(`(select id from courses where code = 'C' || lpad((${expr})::text, 2, '0'))`);
await db.execute(sql`
  insert into course_students (course_id, user_id)
  select distinct c.id, u.id from users u
    join lateral (values (1 + ${sql.raw(number)} % ${EXTRA_COURSES}),
      (case when ${sql.raw(number)} % 3 = 0
        then 1 + (7 * ${sql.raw(number)} + 3) % ${EXTRA_COURSES} end)) as r(n) on r.n is not null
    join courses c on c.code = 'C' || lpad(r.n::text, 2, '0')
  where u.is_verified and u.email like 'student%'`);
await db.execute(sql`
  insert into ideas (id, course_id, creator_id, gender, title, description, team_id, tags,
    required_majors, required_skills, allow_cross_major, is_active, is_hidden, created_at)
  select gen_random_uuid(), ${courseOf('c')}, u.id, u.gender,
    'Course ' || c || ' project ' || k, 'A project of course ' || c || ' for its students.',
    -- leaders alternate gender with k, so a team ID is unique per course and gender
    'M' || lpad((k / 2)::text, 3, '0'), 'campus', u.major, 'Python', k % 3 = 0, true, false,
    now() - k * interval '1 hour'
  from generate_series(1, ${EXTRA_COURSES}) as c
    cross join generate_series(0, ${IDEAS_PER_COURSE - 1}) as k
    join users u on u.email = 'student' || (${EXTRA_COURSES} * (k + 1) + c - 1) || '@uni.edu'
      and u.is_verified`);
await db.execute(sql`
  insert into teams (course_id, idea_id, leader_id, created_at)
  select i.course_id, i.id, i.creator_id, i.created_at from ideas i
  where not exists (select 1 from teams t where t.idea_id = i.id)`);
await db.execute(sql`
  insert into team_members (team_id, course_id, user_id, role, joined_at)
  select t.id, t.course_id, t.leader_id, 'creator', t.created_at from teams t
  where not exists (select 1 from team_members m where m.team_id = t.id)`);
await db.execute(sql`analyze`);
const [counts] = await queryRows<{
  courses: number;
  roster_rows: number;
  most_rosters: number;
  ideas: number;
}>(
  db,
  sql`select (select count(*)::int from courses) as courses,
    (select count(*)::int from course_students) as roster_rows,
    (select max(n)::int from (select count(*) as n from course_students group by user_id) s) as most_rosters,
    (select count(*)::int from ideas) as ideas`,
);
log(
  `added ${EXTRA_COURSES} courses in ${((Date.now() - started) / 1000).toFixed(1)} s ${JSON.stringify(counts)}`,
);

const [picked] = await queryRows<{ id: string; code: string }>(
  db,
  sql`select id, code from courses where code = 'C07'`,
);
const onRoster = await queryRows<{ email: string }>(
  db,
  sql`select u.email from course_students s join users u on u.id = s.user_id
      where s.course_id = ${picked!.id} and u.email like 'student%'`,
);
const rosterReaders = onRoster.map((r) => Number(r.email.slice(7, -'@uni.edu'.length)));
const scoped = [
  urlOf(ENDPOINTS.inCourse.ideas, { params: { courseId: picked!.id } }),
  urlOf(ENDPOINTS.inCourse.students, { params: { courseId: picked!.id } }),
] as const;
const after: Record<string, Figures> = {};
const inCourse: Record<string, Figures> = {};
for (const s of scenarios(spread(everyone), ...unscoped)) {
  after[s.name] = await measure(`default course of 50, ${s.name}`, s.items);
}
for (const s of scenarios(spread(rosterReaders), ...scoped)) {
  inCourse[s.name] = await measure(
    `${picked!.code} (${rosterReaders.length} students), ${s.name}`,
    s.items,
  );
}
await server.stop();
await opened.close();
await database.destroy();

const ratio = (a: Figures, b: Figures) => (a.rps / b.rps).toFixed(2);
const lines = [
  `# Courses: browsing inside a course against the single pool (PostgreSQL)`,
  '',
  `${new Date().toISOString().slice(0, 10)}, \`BENCH_DATABASE_URL=… npx tsx bench/courses.ts\`: ${connections} connections, ` +
    `${seconds} s a round, median of ${rounds} rounds, load average at the end ${loadavg()[0]!.toFixed(1)}.`,
  `The university: ${sizes.students.toLocaleString('en')} students; then ${counts!.courses} courses, ` +
    `${counts!.roster_rows.toLocaleString('en')} roster rows, at most ${counts!.most_rosters} rosters a student, ` +
    `${counts!.ideas.toLocaleString('en')} ideas. The other course measured, ${picked!.code}, has ` +
    `${rosterReaders.length} students on its roster.`,
  '',
  '| scenario | single pool req/s (p50 / p99 ms) | default course of 50 (ratio) | one course of 50 (ratio) |',
  '|---|---|---|---|',
  ...Object.keys(before).map((name) => {
    const [b, a, c] = [before[name]!, after[name]!, inCourse[name]!];
    return `| ${name} | ${b.rps} (${b.p50} / ${b.p99}) | ${a.rps} (${a.p50} / ${a.p99}) ×${ratio(a, b)} | ${c.rps} (${c.p50} / ${c.p99}) ×${ratio(c, b)} |`;
  }),
  '',
  `Failed requests (errors, timeouts, non-2xx), all rounds: ${[...Object.values(before), ...Object.values(after), ...Object.values(inCourse)].reduce((n, f) => n + f.failed, 0)}.`,
];
mkdirSync('bench/results', { recursive: true });
const name = `bench/results/courses-pg-${new Date().toISOString().slice(0, 10)}`;
writeFileSync(`${name}.md`, lines.join('\n') + '\n');
writeFileSync(
  `${name}.json`,
  JSON.stringify({ connections, seconds, rounds, counts, before, after, inCourse }, null, 2),
);
log(`wrote ${name}.md`);
console.log(lines.join('\n'));
