import type { Gender } from '@contract/fields.ts';

// The hard rules of placing students without a team into teams with room: what may never be
// broken, whatever the objective prefers (docs/decisions/0074-placement-by-min-cost-flow.md).

export interface PlacementStudent {
  id: string;
  gender: Gender;
  major: string;
  skills: string[];
}

export interface PlacementTeam {
  ideaId: string;
  gender: Gender;
  /** Members now, the leader included. */
  memberCount: number;
  /** The team's own size limit, or null for none. */
  maxMembers: number | null;
  requiredMajors: string[];
  allowCrossMajor: boolean;
  requiredSkills: string[];
  /** Students the leader removed: they never join this team again. */
  removedStudentIds: string[];
}

/** The team sizes the coordinator aims at, the leader included. */
export interface TeamSizeTarget {
  min: number;
  max: number;
}

export interface PlacementInput {
  students: PlacementStudent[];
  teams: PlacementTeam[];
  target: TeamSizeTarget;
}

/** Places left in a team: its own limit wins when it is lower than the target's. */
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

/** Whether the rules let the student join the team, room aside. */
export function mayJoin(student: PlacementStudent, team: PlacementTeam): boolean {
  return (
    isSameGender(student, team) &&
    acceptsMajor(team, student.major) &&
    !wasRemovedFrom(student, team)
  );
}
