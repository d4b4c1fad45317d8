import type { PlacementStudent, PlacementTeam, TeamSizeTarget } from './placement-rules.ts';
import type { proposePlacement } from './propose-placement.ts';

// The placement unit tests' builders: one student or team with the defaults, changed by `over`.

export const target: TeamSizeTarget = { min: 3, max: 5 };

export const student = (id: string, over: Partial<PlacementStudent> = {}): PlacementStudent => ({
  id,
  gender: 'female',
  major: 'CS',
  skills: [],
  ...over,
});

export const team = (ideaId: string, over: Partial<PlacementTeam> = {}): PlacementTeam => ({
  ideaId,
  gender: 'female',
  memberCount: 1,
  maxMembers: null,
  requiredMajors: ['CS'],
  allowCrossMajor: true,
  requiredSkills: [],
  removedStudentIds: [],
  ...over,
});

export const teamOf = (placement: ReturnType<typeof proposePlacement>) =>
  Object.fromEntries(placement.assignments.map((a) => [a.studentId, a.ideaId]));
