import type { PlacementInput, PlacementStudent, PlacementTeam } from './placement-rules.ts';

// The objective of a placement, field by field in order of importance; the solver's costs are
// built from the same functions (docs/decisions/0074-placement-by-min-cost-flow.md).

export interface Assignment {
  studentId: string;
  ideaId: string;
}

export interface PlacementScore {
  /** Students placed: more is better, before anything else. */
  placed: number;
  /** Places taken beyond the target minimum: fewer is better, so small teams are raised first. */
  placesAboveMinimum: number;
  /** The size each placed student brings their team to, summed: less is better (even sizes). */
  sizeSum: number;
  /** The placed students' preference points (`preferencePoints`): more is better. */
  preference: number;
}

const skillKey = (skill: string) => skill.trim().toLowerCase();

const requiredSkillsOf = (team: PlacementTeam) =>
  new Set(team.requiredSkills.map(skillKey).filter((skill) => skill !== ''));

/** Worth one more than the most skills any team asks for: one major match outweighs them all. */
export const majorMatchWorth = (teams: readonly PlacementTeam[]) =>
  1 + Math.max(0, ...teams.map((team) => requiredSkillsOf(team).size));

/** A point per required skill the student has, and `matchWorth` when their major is required. */
export function preferencePoints(
  student: PlacementStudent,
  team: PlacementTeam,
  matchWorth: number,
): number {
  const own = new Set(student.skills.map(skillKey));
  const shared = [...requiredSkillsOf(team)].filter((skill) => own.has(skill)).length;
  return (team.requiredMajors.includes(student.major) ? matchWorth : 0) + shared;
}

export function scorePlacement(
  { students, teams, target }: PlacementInput,
  assignments: readonly Assignment[],
): PlacementScore {
  const studentById = new Map(students.map((student) => [student.id, student]));
  const teamById = new Map(teams.map((team) => [team.ideaId, team]));
  const matchWorth = majorMatchWorth(teams);
  const score = { placed: 0, placesAboveMinimum: 0, sizeSum: 0, preference: 0 };
  const sizeOf = new Map(teams.map((team) => [team.ideaId, team.memberCount]));
  for (const { studentId, ideaId } of assignments) {
    const team = teamById.get(ideaId)!;
    const size = sizeOf.get(ideaId)! + 1;
    sizeOf.set(ideaId, size);
    score.placed += 1;
    score.placesAboveMinimum += size > target.min ? 1 : 0;
    score.sizeSum += size;
    score.preference += preferencePoints(studentById.get(studentId)!, team, matchWorth);
  }
  return score;
}
