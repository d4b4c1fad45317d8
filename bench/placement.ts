import { proposePlacement } from '../src/server/domain/placement/propose-placement.ts';
import { median } from './lib/floor.ts';
import { makeUniversity } from './lib/university.ts';

// Proposing places, the median of 3 runs each: 2,000 students without a team among 400 teams with
// room, and 10,000 among 2,000, both genders, 8 majors, 1 to 5 free places a team, with choices,
// held seats, the members' majors and the default weights (new teams for those left over).
// `npx tsx bench/placement.ts` (docs/rules/placement.md; PLACEMENT_SIZES=2000 for one size).

const RUNS = 3;
const sizes = (process.env.PLACEMENT_SIZES ?? '2000,10000').split(',').map(Number);

for (const studentCount of sizes) {
  const input = makeUniversity({ studentCount, teamCount: studentCount / 5, criteria: true });
  const { students, teams } = input;
  // Wall time, and the process's CPU time beside it: on a shared machine the wall time also
  // counts the waits for a core.
  const wall: number[] = [];
  const cpu: number[] = [];
  let placement = proposePlacement(input);
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    placement = proposePlacement(input);
    const used = process.cpuUsage(startCpu);
    wall.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  const places = teams.reduce((sum, t) => sum + Math.min(t.maxMembers ?? 6, 6) - t.memberCount, 0);
  const inNewTeams = placement.newTeams.reduce((sum, t) => sum + t.studentIds.length, 0);
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
  console.log(
    `placement: ${students.length} students, ${teams.length} teams (${places} places): ` +
      `${placement.assignments.length} placed, ${inNewTeams} in ${placement.newTeams.length} ` +
      `new teams, ${placement.unplaced.length} left out; median of ${RUNS} runs ${ms(wall)} ` +
      `(CPU ${ms(cpu)}); runs: ${wall.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
}
