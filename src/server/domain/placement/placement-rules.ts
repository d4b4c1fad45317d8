import type { Gender } from '@contract/fields.ts';
import type { PlacementWeights } from '@contract/placement.ts';

// docs/decisions/0074-placement-by-min-cost-flow.md

export interface PlacementStudent {
  id: string;
  gender: Gender;
  major: string;
  skills: string[];
  /** The ideas of their pending applications, in the order they applied: their choices. */
  choices?: readonly string[];
  /** The ideas whose leader accepted them and they have not confirmed: each keeps them a seat. */
  held?: readonly string[];
}

export interface PlacementTeam {
  ideaId: string;
  gender: Gender;
  memberCount: number;
  maxMembers: number | null;
  requiredMajors: string[];
  allowCrossMajor: boolean;
  requiredSkills: string[];
  removedStudentIds: string[];
  /** The majors of its members now, the leader's among them; a member not listed is of none. */
  memberMajors?: readonly string[];
}

export interface TeamSizeTarget {
  min: number;
  max: number;
}

export interface PlacementInput {
  students: PlacementStudent[];
  teams: PlacementTeam[];
  target: TeamSizeTarget;
  /** The coordinator's weights; DEFAULT_PLACEMENT_WEIGHTS where not given. */
  weights?: Partial<PlacementWeights>;
}

export function roomIn(team: PlacementTeam, target: TeamSizeTarget): number {
  const limit = Math.min(team.maxMembers ?? target.max, target.max);
  return Math.max(0, limit - team.memberCount);
}

export const isSameGender = (student: PlacementStudent, team: PlacementTeam) =>
  student.gender === team.gender;

export const acceptsMajor = (team: PlacementTeam, major: string) =>
  team.allowCrossMajor || team.requiredMajors.includes(major);

export const wasRemovedFrom = (student: PlacementStudent, team: PlacementTeam) =>
  team.removedStudentIds.includes(student.id);

export function mayJoin(student: PlacementStudent, team: PlacementTeam): boolean {
  return (
    isSameGender(student, team) &&
    acceptsMajor(team, student.major) &&
    !wasRemovedFrom(student, team)
  );
}

/**
 * The seats kept in each team for accepted students who have not confirmed: as many as the team
 * has room for, so nobody else is given them.
 */
export function heldSeats(
  students: readonly PlacementStudent[],
  teams: readonly PlacementTeam[],
  target: TeamSizeTarget,
): Map<string, number> {
  const teamById = new Map(teams.map((team) => [team.ideaId, team]));
  const holders = new Map<string, number>();
  for (const student of students) {
    for (const ideaId of new Set(student.held ?? [])) {
      const team = teamById.get(ideaId);
      if (team && mayJoin(student, team)) holders.set(ideaId, (holders.get(ideaId) ?? 0) + 1);
    }
  }
  return new Map(
    teams.map((team) => [
      team.ideaId,
      Math.min(roomIn(team, target), holders.get(team.ideaId) ?? 0),
    ]),
  );
}
