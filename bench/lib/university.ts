import type {
  PlacementInput,
  PlacementStudent,
  PlacementTeam,
} from '../../src/server/domain/placement/placement-rules.ts';

// The university both placement benches time: 2,000 students without a team among 400 teams
// with room (or as many as asked), both genders, 8 majors, 1 to 5 free places a team, the same at
// every run; with `criteria`, the members' majors, and a third of the students applied to one to
// three teams (one in fifty accepted by the first).

export function makeUniversity({
  studentCount = 2000,
  teamCount = 400,
  criteria = false,
} = {}): PlacementInput {
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

  const students: PlacementStudent[] = Array.from({ length: studentCount }, (_, i) => ({
    id: `student-${i}`,
    gender: GENDERS[i % 2]!,
    major: MAJORS[between(0, MAJORS.length - 1)]!,
    skills: pick(SKILLS, between(0, 5)),
  }));
  const teams: PlacementTeam[] = Array.from({ length: teamCount }, (_, j) => {
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
  if (!criteria) return { students, teams, target };
  for (const team of teams) {
    team.memberMajors = Array.from(
      { length: team.memberCount },
      () => MAJORS[between(0, MAJORS.length - 1)]!,
    );
  }
  const byGender = new Map(GENDERS.map((g) => [g, teams.filter((t) => t.gender === g)]));
  for (const student of students) {
    if (random() >= 1 / 3) continue;
    const applied = pick(byGender.get(student.gender)!, between(1, 3)).map((t) => t.ideaId);
    const accepted = random() < 0.06;
    student.choices = accepted ? applied.slice(1) : applied;
    student.held = accepted ? applied.slice(0, 1) : [];
  }
  return { students, teams, target };
}
