import type { PlacementStudent, TeamSizeTarget } from './placement-rules.ts';

// New teams from the students the existing teams do not take (docs/rules/placement.md).

/** Students of one gender the existing teams do not take, formed into a team of their own. */
export interface NewTeam {
  label: string;
  gender: PlacementStudent['gender'];
  studentIds: string[];
}

/** Can `count` students be split into teams of `min` to `max` each? */
const formsTeams = (count: number, { min, max }: TeamSizeTarget) =>
  count === 0 || Math.ceil(count / max) * min <= count;

/**
 * How `count` students left over form new teams: the fewest teams that take them all, sizes at
 * most one apart; when no split takes them all, as many teams of `max` as `min` allows.
 */
export function newTeamSizes(count: number, target: TeamSizeTarget): number[] {
  const teams = formsTeams(count, target)
    ? Math.ceil(count / target.max)
    : Math.floor(count / target.min);
  if (teams === 0) return [];
  const placed = Math.min(count, teams * target.max);
  return Array.from(
    { length: teams },
    (_, k) => Math.floor(placed / teams) + (k < placed % teams ? 1 : 0),
  );
}

/**
 * Of the students of a gender, the most the existing teams take (`most`) such that the rest form
 * new teams exactly; `most` itself when no number does.
 */
export function existingShare(students: number, most: number, target: TeamSizeTarget): number {
  for (let taken = most; taken >= 0; taken--) {
    if (formsTeams(students - taken, target)) return taken;
  }
  return most;
}
