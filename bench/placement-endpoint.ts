import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { fillPath } from '@contract/endpoint.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { courses, ideas, teamMembers, teams, users } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/modules/auth/passwords.ts';
import { createBenchDatabase } from './lib/database.ts';
import { median } from './lib/floor.ts';
import { makeUniversity } from './lib/university.ts';

// The placement endpoints end to end for bench/lib/university.ts's 2,000 students and 400 teams:
// POST /api/admin/formation/proposals (reads, solver, stored proposal, answer; median of 5),
// each followed by the apply of that proposal (a batch of teams per transaction; median of 5).
// PGlite by default; BENCH_DATABASE_URL=postgres://... for PostgreSQL.
// `npx tsx bench/placement-endpoint.ts` (docs/decisions/0088-placement-proposals-applied-once.md).

const ORIGIN = 'http://127.0.0.1:1';
const PASSWORD = 'Passw0rd_';
const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
const db = await database.open();
const { students, teams: teamSpecs, target } = makeUniversity();

const passwordHash = await hashPassword(PASSWORD);
const user = (gender: 'male' | 'female', major: string, skills = '') => ({
  id: randomUUID(),
  email: `bench-${randomUUID()}@uni.test`,
  passwordHash,
  name: `Student ${randomUUID().slice(0, 6)}`,
  major,
  phone: '0551234567',
  gender,
  skills,
  isVerified: true,
});
const idOf = new Map(students.map((s) => [s.id, randomUUID()]));
const studentRows = students.map((s) => ({
  ...user(s.gender, s.major, s.skills.join(',')),
  id: idOf.get(s.id)!,
}));
const admin = { ...user('female', 'CS'), isAdmin: true };
const leaders = teamSpecs.map((team) => user(team.gender, 'CS'));
const fillers = teamSpecs.map((team) =>
  Array.from({ length: team.memberCount - 1 }, () => user(team.gender, 'CS')),
);
const chunks = <T>(rows: T[], size = 500) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );
for (const rows of chunks([...studentRows, admin, ...leaders, ...fillers.flat()])) {
  await db.db.insert(users).values(rows);
}
const [defaultCourse] = await db.db
  .select({ id: courses.id })
  .from(courses)
  .where(eq(courses.isDefault, true));
const courseId = defaultCourse!.id;
const perGender = { male: 0, female: 0 };
const ideaRows = teamSpecs.map((team, j) => ({
  id: randomUUID(),
  creatorId: leaders[j]!.id,
  courseId,
  gender: team.gender,
  title: `Idea ${j}`,
  description: `Idea ${j} of the bench`,
  teamId: `M${String(perGender[team.gender]++).padStart(3, '0')}`,
  requiredMajors: team.requiredMajors.join(','),
  requiredSkills: team.requiredSkills.join(','),
  allowCrossMajor: team.allowCrossMajor,
  kickedMemberIds: team.removedStudentIds.map((id) => idOf.get(id)!).join(','),
  maxMembers: team.maxMembers,
}));
for (const rows of chunks(ideaRows)) await db.db.insert(ideas).values(rows);
const teamRows = ideaRows.map((idea) => ({
  id: randomUUID(),
  ideaId: idea.id,
  courseId,
  leaderId: idea.creatorId,
}));
for (const rows of chunks(teamRows)) await db.db.insert(teams).values(rows);
const memberRows = teamRows.flatMap((team, j) => [
  { teamId: team.id, courseId, userId: team.leaderId, role: 'creator' as const },
  ...fillers[j]!.map((f) => ({ teamId: team.id, courseId, userId: f.id, role: 'member' as const })),
]);
for (const rows of chunks(memberRows)) await db.db.insert(teamMembers).values(rows);

const config = loadConfig({ LOG_LEVEL: 'silent', PORT: '0', APP_ORIGIN: ORIGIN });
const { app } = await buildApp({ config, database: db });
const login = await app.inject({
  method: 'POST',
  url: ENDPOINTS.auth.login.path,
  headers: { origin: ORIGIN },
  payload: { email: admin.email, password: PASSWORD },
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const headers = { origin: ORIGIN, cookie };

// Wall time, and this process's CPU time beside it (PGlite's worker thread included): on a
// shared machine the wall time also counts the waits for a core. Each run proposes, applies that
// proposal, then takes the placed students out again so the next run starts from the same state.
const wall: number[] = [];
const cpu: number[] = [];
const applyWall: number[] = [];
let proposal = { id: '', assignments: [] as unknown[], unplaced: [] as unknown[] };
let result = { applied: [] as unknown[], skipped: [] as unknown[] };
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  const res = await app.inject({
    method: 'POST',
    url: ENDPOINTS.placement.propose.path,
    headers,
    payload: target,
  });
  wall.push(performance.now() - start);
  const used = process.cpuUsage(startCpu);
  cpu.push((used.user + used.system) / 1000);
  if (res.statusCode !== 201) throw new Error(`propose: ${res.statusCode} ${res.body}`);
  proposal = res.json();

  const applyStart = performance.now();
  const applied = await app.inject({
    method: 'POST',
    url: fillPath(ENDPOINTS.placement.apply.path, { id: proposal.id }),
    headers,
  });
  applyWall.push(performance.now() - applyStart);
  if (applied.statusCode !== 200) throw new Error(`apply: ${applied.statusCode} ${applied.body}`);
  result = applied.json();
  await db.db.delete(teamMembers).where(eq(teamMembers.placedByCoordinator, true));
}

const ms = (runs: number[]) => runs.map((t) => t.toFixed(0)).join(', ');
console.log(
  `placement endpoint (${database.engine}): ${students.length} students, ${teamSpecs.length} teams; ` +
    `propose median of 5 ${median(wall).toFixed(0)} ms (CPU ${median(cpu).toFixed(0)} ms; runs ${ms(wall)} ms), ` +
    `${proposal.assignments.length} proposed, ${proposal.unplaced.length} unplaced; ` +
    `apply median of 5 ${median(applyWall).toFixed(0)} ms (runs ${ms(applyWall)} ms), ` +
    `${result.applied.length} placed, ${result.skipped.length} skipped`,
);
await app.close();
await db.close();
await database.destroy();
