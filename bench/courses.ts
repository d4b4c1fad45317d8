import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { urlOf } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { BROWSE_PAGE_SIZE } from '@contract/limits.ts';
import { MAJOR_KEYS } from '@contract/majors.ts';
import { queryRows, type Db } from '../src/server/db/client.ts';
import { SKILLS } from '../src/server/cli/sample-words.ts';
import { createBenchDatabase } from './lib/database.ts';
import { runJsonChild, startNodeServer, type ServerHandle } from './lib/processes.ts';
import type { LoadItem, LoadResult, LoadSpec } from './lib/types.ts';
import { cookieOf } from './plan.ts';
import { FULL_SIZES, seedUniversity } from './seed.ts';

// Browsing inside a course of a 50-course university against today's single pool, on one
// machine in one run (docs/performance.md, "Courses"). Two databases side by side, each with its
// server: the university of bench/seed.ts (20,000 students, 1,000 ideas, all on the default
// course) as it is, and the same university with 49 more courses, each student on one or two of
// them besides the default (three rosters at most), each course with up to 60 ideas and teams.
// The three browse scenarios run on the single pool, the default course of 50 and one other
// course, round after round in turn, so the machine's drift falls on all three alike; figures are
// medians of BENCH_ROUNDS rounds.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/courses.ts
// (PostgreSQL only; the database named is untouched.) BENCH_DURATION=8 (s a round),
// BENCH_CONNECTIONS=50, BENCH_ROUNDS=3.

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
  throw new Error('bench/courses.ts needs PostgreSQL: BENCH_DATABASE_URL=postgres://...');
}
const sizes = FULL_SIZES;

/** A seeded university with its server; the seed's writes settled before anything is timed. */
async function university(addCourses: (db: Db) => Promise<void>) {
  const database = await createBenchDatabase(env.BENCH_DATABASE_URL);
  const opened = await database.open();
  await seedUniversity(opened.db, sizes, salt);
  await addCourses(opened.db);
  await opened.db.execute(sql`vacuum analyze`);
  await opened.db.execute(sql`checkpoint`);
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
    logFile: join(work, `server-${randomBytes(3).toString('hex')}.log`),
    readyPath: '/readyz',
  });
  return { database, db: opened, server };
}

// Student u is on course 1 + u % 49 and, when u % 3 = 0, on 1 + (7u + 3) % 49 as well. Each
// course has up to 60 ideas led by verified students on its roster (leader u = 49(k + 1) + c - 1,
// k < 60), teams of one.
async function addCourses(db: Db) {
  const number = sql.raw(`split_part(substr(u.email, 8), '@', 1)::int`);
  await db.execute(sql`
    insert into courses (code, name)
    select 'C' || lpad(c::text, 2, '0'), 'Course ' || c || ' — Project, Spring 2027'
    from generate_series(1, ${EXTRA_COURSES}) as c`);
  await db.execute(sql`
    insert into course_students (course_id, user_id)
    select distinct c.id, u.id from users u
      join lateral (values (1 + ${number} % ${EXTRA_COURSES}),
        (case when ${number} % 3 = 0 then 1 + (7 * ${number} + 3) % ${EXTRA_COURSES} end))
        as r(n) on r.n is not null
      join courses c on c.code = 'C' || lpad(r.n::text, 2, '0')
    where u.is_verified and u.email like 'student%'`);
  await db.execute(sql`
    insert into ideas (id, course_id, creator_id, gender, title, description, team_id, tags,
      required_majors, required_skills, allow_cross_major, is_active, is_hidden, created_at)
    select gen_random_uuid(),
      (select id from courses where code = 'C' || lpad(c::text, 2, '0')), u.id, u.gender,
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
}

const [single, multi] = [await university(async () => {}), await university(addCourses)];
const [counts] = await queryRows<{
  courses: number;
  roster_rows: number;
  most_rosters: number;
  ideas: number;
}>(
  multi.db.db,
  sql`select (select count(*)::int from courses) as courses,
    (select count(*)::int from course_students) as roster_rows,
    (select max(n)::int from (select count(*) as n from course_students group by user_id) s) as most_rosters,
    (select count(*)::int from ideas) as ideas`,
);
log(`seeded both universities ${JSON.stringify(counts)}`);
const [picked] = await queryRows<{ id: string; code: string }>(
  multi.db.db,
  sql`select id, code from courses where code = 'C07'`,
);
const onRoster = await queryRows<{ email: string }>(
  multi.db.db,
  sql`select u.email from course_students s join users u on u.id = s.user_id
      where s.course_id = ${picked!.id} and u.email like 'student%'`,
);
const rosterReaders = onRoster.map((r) => Number(r.email.slice(7, -'@uni.edu'.length)));

/** 2,000 readers spread over `pool`. */
const READERS = 2000;
const spread = (pool: number[]) =>
  Array.from({ length: READERS }, (_, k) => pool[Math.floor((k * pool.length) / READERS)]!);
const everyone = Array.from({ length: sizes.students }, (_, k) => k + 1).filter(
  (u) => u % 50 !== 49,
);

interface Target {
  name: string;
  server: ServerHandle;
  readers: number[];
  ideas: string;
  students: string;
}
const unscoped = { ideas: urlOf(ENDPOINTS.ideas.list), students: urlOf(ENDPOINTS.students.list) };
const targets: Target[] = [
  { name: 'single pool', server: single.server, readers: spread(everyone), ...unscoped },
  { name: 'default course of 50', server: multi.server, readers: spread(everyone), ...unscoped },
  {
    name: 'one course of 50',
    server: multi.server,
    readers: spread(rosterReaders),
    ideas: urlOf(ENDPOINTS.inCourse.ideas, { params: { courseId: picked!.id } }),
    students: urlOf(ENDPOINTS.inCourse.students, { params: { courseId: picked!.id } }),
  },
];

const SCENARIOS = [
  { name: 'ideas', path: (t: Target) => t.ideas, query: () => ({}) },
  {
    name: 'ideas: major + skills',
    path: (t: Target) => t.ideas,
    query: (k: number) => ({ major: at(MAJOR_KEYS, k * 7), skills: at(SKILLS, k * 3) }),
  },
  {
    name: 'students: major',
    path: (t: Target) => t.students,
    query: (k: number) => ({ major: at(MAJOR_KEYS, k * 5) }),
  },
];
function at<T>(list: readonly T[], k: number) {
  return list[k % list.length]!;
}
const itemsOf = (scenario: (typeof SCENARIOS)[number], target: Target): LoadItem[] =>
  target.readers.map((u, k) => ({
    method: 'GET',
    path: `${scenario.path(target)}?${new URLSearchParams({ limit: String(BROWSE_PAGE_SIZE), ...scenario.query(k) })}`,
    cookie: cookieOf(salt, u),
  }));

async function load(server: ServerHandle, items: LoadItem[], duration = seconds) {
  const spec: LoadSpec = { url: server.url, connections, durationSeconds: duration, items };
  const file = join(work, `load-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(spec));
  return runJsonChild<LoadResult>('bench/load.ts', file);
}

// Warm-up of every pair, not recorded; then the rounds, each scenario on the three in turn.
const runs = new Map<string, LoadResult[]>();
for (const scenario of SCENARIOS) {
  for (const target of targets) await load(target.server, itemsOf(scenario, target), 2);
}
for (let round = 1; round <= rounds; round += 1) {
  for (const scenario of SCENARIOS) {
    for (const target of targets) {
      const result = await load(target.server, itemsOf(scenario, target));
      const key = `${scenario.name}\n${target.name}`;
      runs.set(key, [...(runs.get(key) ?? []), result]);
      log(`round ${round}, ${target.name}, ${scenario.name}: ${Math.round(result.rps)} req/s`);
    }
  }
}
for (const u of [single, multi]) {
  await u.server.stop();
  await u.db.close();
  await u.database.destroy();
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figures = (scenario: string, target: string) => {
  const all = runs.get(`${scenario}\n${target}`)!;
  return {
    rps: Math.round(median(all.map((r) => r.rps))),
    p50: median(all.map((r) => r.p50)),
    p99: median(all.map((r) => r.p99)),
    all: all.map((r) => Math.round(r.rps)),
    failed: all.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0),
  };
};
type Figures = ReturnType<typeof figures>;
const cell = (f: Figures, base?: Figures) =>
  `${f.rps} (${f.p50} / ${f.p99})${base ? ` ×${(f.rps / base.rps).toFixed(2)}` : ''}`;
const table = SCENARIOS.map((s) => {
  const [b, a, c] = targets.map((t) => figures(s.name, t.name)) as [Figures, Figures, Figures];
  return { scenario: s.name, b, a, c };
});
const lines = [
  '# Courses: browsing inside a course against the single pool (PostgreSQL)',
  '',
  `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
    '`BENCH_DATABASE_URL=… npx tsx bench/courses.ts`: ' +
    `${connections} connections, ${seconds} s a round, median of ${rounds} rounds taken in turn, ` +
    `load average at the end ${loadavg()[0]!.toFixed(1)} (the bench itself).`,
  `Both universities: ${sizes.students.toLocaleString('en')} students. The one of 50 courses has ` +
    `${counts!.roster_rows.toLocaleString('en')} roster rows, at most ${counts!.most_rosters} ` +
    `rosters a student and ${counts!.ideas.toLocaleString('en')} ideas; the other course ` +
    `measured, ${picked!.code}, has ${rosterReaders.length} students on its roster.`,
  '',
  '| scenario | single pool req/s (p50 / p99 ms) | default course of 50 (ratio) | one course of 50 (ratio) |',
  '|---|---|---|---|',
  ...table.map(
    ({ scenario, b, a, c }) => `| ${scenario} | ${cell(b)} | ${cell(a, b)} | ${cell(c, b)} |`,
  ),
  '',
  'Each round in req/s (single pool; default course; one course): ' +
    table
      .map(
        ({ scenario, b, a, c }) =>
          `${scenario}: ${b.all.join(', ')}; ${a.all.join(', ')}; ${c.all.join(', ')}`,
      )
      .join('. ') +
    '.',
  '',
  `Failed requests (errors, timeouts, non-2xx), all rounds: ${table.reduce((n, r) => n + r.a.failed + r.b.failed + r.c.failed, 0)}.`,
];
mkdirSync('bench/results', { recursive: true });
const name = `bench/results/courses-pg-${new Date().toISOString().slice(0, 10)}`;
writeFileSync(`${name}.md`, lines.join('\n') + '\n');
writeFileSync(
  `${name}.json`,
  JSON.stringify({ connections, seconds, rounds, counts, table }, null, 2),
);
log(`wrote ${name}.md`);
console.log(lines.join('\n'));
