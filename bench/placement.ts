import type {
  PlacementInput,
  PlacementStudent,
  PlacementTeam,
} from '../src/server/domain/placement/placement-rules.ts';
import { proposePlacement } from '../src/server/domain/placement/propose-placement.ts';
import { median } from './lib/floor.ts';

// Proposing places for 2,000 students without a team among 400 teams with room, both genders,
// 8 majors, 1 to 5 free places a team: the median of 5 runs.
// `npx tsx bench/placement.ts` (docs/decisions/0074-placement-by-min-cost-flow.md).

// A seeded generator (mulberry32), so every run times the same university.
let seed = 74;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(items: readonly T[], count: number) =>
  items.toSorted(() => random() - 0.5).slice(0, count);

const GENDERS = ['female', 'male'] as const;
const MAJORS = ['CS', 'SWE', 'EE', 'ME', 'CE', 'ISE', 'FIN', 'MIS'];
const SKILLS = Array.from({ length: 30 }, (_, i) => `skill-${i}`);
const target = { min: 3, max: 6 };

const students: PlacementStudent[] = Array.from({ length: 2000 }, (_, i) => ({
  id: `student-${i}`,
  gender: GENDERS[i % 2]!,
  major: MAJORS[between(0, MAJORS.length - 1)]!,
  skills: pick(SKILLS, between(0, 5)),
}));
const teams: PlacementTeam[] = Array.from({ length: 400 }, (_, j) => {
  const room = between(1, 5);
  const memberCount = between(1, target.max - room);
  const gender = GENDERS[j % 2]!;
  const sameGender = students.filter((s) => s.gender === gender).map((s) => s.id);
  return {
    ideaId: `idea-${j}`,
    gender,
    memberCount,
    maxMembers: memberCount + room < target.max ? memberCount + room : null,
    requiredMajors: pick(MAJORS, between(1, 3)),
    allowCrossMajor: random() < 0.4,
    requiredSkills: pick(SKILLS, between(0, 4)),
    removedStudentIds: random() < 0.1 ? pick(sameGender, between(1, 2)) : [],
  };
});
const input: PlacementInput = { students, teams, target };

// Wall time, and the process's CPU time beside it: on a shared machine the wall time also
// counts the waits for a core.
const wall: number[] = [];
const cpu: number[] = [];
let placed = 0;
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  placed = proposePlacement(input).assignments.length;
  const used = process.cpuUsage(startCpu);
  wall.push(performance.now() - start);
  cpu.push((used.user + used.system) / 1000);
}
const places = teams.reduce((sum, t) => sum + Math.min(t.maxMembers ?? 6, 6) - t.memberCount, 0);
const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
console.log(
  `placement: ${students.length} students, ${teams.length} teams (${places} places), ` +
    `${placed} placed; median of 5 runs ${ms(wall)} (CPU ${ms(cpu)}); ` +
    `runs: ${wall.map((t) => t.toFixed(0)).join(', ')} ms`,
);
