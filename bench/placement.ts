import { proposePlacement } from '../src/server/domain/placement/propose-placement.ts';
import { median } from './lib/floor.ts';
import { makeUniversity } from './lib/university.ts';

// Proposing places for 2,000 students without a team among 400 teams with room, both genders,
// 8 majors, 1 to 5 free places a team: the median of 5 runs.
// `npx tsx bench/placement.ts` (docs/decisions/0074-placement-by-min-cost-flow.md).

const input = makeUniversity();
const { students, teams } = input;

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
