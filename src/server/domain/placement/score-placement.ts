import { DEFAULT_PLACEMENT_WEIGHTS, type PlacementWeights } from '@contract/placement.ts';
import type { PlacementInput, PlacementStudent, PlacementTeam } from './placement-rules.ts';

// The criteria and their weights: docs/rules/placement.md.

export interface Assignment {
  studentId: string;
  ideaId: string;
}

export interface PlacementScore {
  placed: number;
  /** Fewer is better (`choiceCost`). */
  choiceCost: number;
  /** Fewer is better, so small teams are raised first. */
  placesAboveMinimum: number;
  /** The weighted majors, skills and sizes (`fitCost`, `placeCost`): fewer is better. */
  weighted: number;
  /** Members who are the only one of their major in a team offered: fewer is better. */
  isolated: number;
}

export function weightsOf({ weights }: Pick<PlacementInput, 'weights'>): PlacementWeights {
  const given = Object.entries(weights ?? {}).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_PLACEMENT_WEIGHTS, ...Object.fromEntries(given) };
}

/** Shared skills past this many count no more, so the costs stay small. */
const SKILLS_COUNTED = 10;

const skillKey = (skill: string) => skill.trim().toLowerCase();

// Read once per student and team: a proposal asks for every pair.
const ownSkills = new WeakMap<PlacementStudent, Set<string>>();
const requiredSkills = new WeakMap<PlacementTeam, string[]>();

export function sharedSkills(student: PlacementStudent, team: PlacementTeam): number {
  let required = requiredSkills.get(team);
  if (!required) {
    required = [...new Set(team.requiredSkills.map(skillKey).filter((skill) => skill !== ''))];
    requiredSkills.set(team, required);
  }
  if (required.length === 0) return 0;
  let own = ownSkills.get(student);
  if (!own) {
    own = new Set(student.skills.map(skillKey));
    ownSkills.set(student, own);
  }
  let shared = 0;
  for (const skill of required) if (own.has(skill)) shared += 1;
  return Math.min(SKILLS_COUNTED, shared);
}

/** A student's cost in a team: a required major missed, and each required skill not shared. */
export const fitCost = (student: PlacementStudent, team: PlacementTeam, w: PlacementWeights) =>
  costOfFit(student.major, sharedSkills(student, team), team, w);

export function costOfFit(major: string, shared: number, team: PlacementTeam, w: PlacementWeights) {
  const missed = team.requiredMajors.includes(major) ? 0 : 1;
  return w.majors * missed + w.skills * (SKILLS_COUNTED - shared);
}

export const mostFitCost = (w: PlacementWeights) => w.majors + w.skills * SKILLS_COUNTED;

/** The place that makes a team `size` strong: convex in the size, so sizes even out. */
export const placeCost = (size: number, w: PlacementWeights) => w.evenSizes * size;

/**
 * Choices ranked one apart; any later ones rank with the last, so the costs stay exact
 * (docs/rules/placement.md).
 */
const RANKED_CHOICES = 10;

/** What a place in an idea the student did not apply to costs against their choices. */
export const choiceLimit = (students: readonly PlacementStudent[]) =>
  Math.min(RANKED_CHOICES, Math.max(0, ...students.map((student) => student.choices?.length ?? 0)));

/** 0 in a held seat or their first choice, 1 in their second, …; `limit` outside them. */
export function choiceCost(student: PlacementStudent, ideaId: string, limit: number): number {
  if (student.held?.includes(ideaId)) return 0;
  const rank = student.choices?.indexOf(ideaId) ?? -1;
  return rank === -1 ? limit : Math.min(rank, RANKED_CHOICES - 1);
}

/** How many of a team's members are the only one of their major, from its count by major. */
const isolatedIn = (byMajor: ReadonlyMap<string, number>) =>
  [...byMajor.values()].filter((count) => count === 1).length;

export function majorsOf(team: PlacementTeam): Map<string, number> {
  const byMajor = new Map<string, number>();
  for (const major of team.memberMajors ?? []) byMajor.set(major, (byMajor.get(major) ?? 0) + 1);
  return byMajor;
}

export function scorePlacement(
  input: PlacementInput,
  assignments: readonly Assignment[],
): PlacementScore {
  const { students, teams, target } = input;
  const w = weightsOf(input);
  const studentById = new Map(students.map((student) => [student.id, student]));
  const teamById = new Map(teams.map((team) => [team.ideaId, team]));
  const limit = choiceLimit(students);
  const score = { placed: 0, choiceCost: 0, placesAboveMinimum: 0, weighted: 0, isolated: 0 };
  const sizeOf = new Map(teams.map((team) => [team.ideaId, team.memberCount]));
  const majors = new Map(teams.map((team) => [team.ideaId, majorsOf(team)]));
  for (const { studentId, ideaId } of assignments) {
    const team = teamById.get(ideaId)!;
    const size = sizeOf.get(ideaId)! + 1;
    sizeOf.set(ideaId, size);
    const student = studentById.get(studentId)!;
    const byMajor = majors.get(ideaId)!;
    byMajor.set(student.major, (byMajor.get(student.major) ?? 0) + 1);
    score.placed += 1;
    score.choiceCost += choiceCost(student, ideaId, limit);
    score.placesAboveMinimum += size > target.min ? 1 : 0;
    score.weighted += fitCost(student, team, w) + placeCost(size, w);
  }
  for (const byMajor of majors.values()) score.isolated += isolatedIn(byMajor);
  return score;
}
