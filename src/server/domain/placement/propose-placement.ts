import { placeInExisting } from './place-in-existing.ts';
import {
  acceptsMajor,
  isSameGender,
  mayJoin,
  wasRemovedFrom,
  type PlacementInput,
  type PlacementStudent,
  type PlacementTeam,
} from './placement-rules.ts';
import { sharedSkills, weightsOf, type Assignment } from './score-placement.ts';
import { lessIsolated } from './less-isolated.ts';
import { existingShare, newTeamSizes, type NewTeam } from './new-teams.ts';

// The network and why it is right: docs/rules/placement.md and docs/decisions/0074.

type UnplacedReason =
  'no-team-of-gender' | 'major-not-accepted' | 'removed-from-every-fitting-team' | 'no-room';

/** What would place a student left out. */
type Remedy =
  | 'team-of-gender'
  | 'team-taking-major'
  | 'another-team'
  | 'raise-target'
  | 'more-room'
  | 'more-students';

/** Why a student was placed where they were, the strongest reason first. */
type AssignmentReason = 'accepted' | 'choice' | 'required-major' | 'shared-skills' | 'room';

interface ProposedAssignment extends Assignment {
  reason: AssignmentReason;
  /** 1 for the first idea they applied to, and so on; null when not one of their choices. */
  choice: number | null;
}

export interface Placement {
  assignments: ProposedAssignment[];
  newTeams: NewTeam[];
  unplaced: { studentId: string; reason: UnplacedReason; remedy: Remedy }[];
}

export function proposePlacement(input: PlacementInput): Placement {
  const { students, target } = input;
  let teamOf = placeInExisting(input, null);
  const genders = [...new Set(students.map((s) => s.gender))];
  const count = (gender: string, placed: boolean) =>
    students.filter((s, i) => s.gender === gender && teamOf.has(i) === placed).length;
  const caps = new Map(
    genders.map((g) => {
      const most = count(g, true);
      return [g, existingShare(most + count(g, false), most, target)];
    }),
  );
  // Fewer in the existing teams, so that everyone left forms new teams: solved again, capped.
  if (genders.some((g) => caps.get(g) !== count(g, true))) teamOf = placeInExisting(input, caps);
  if (weightsOf(input).avoidIsolating > 0) teamOf = lessIsolated(input, teamOf);

  const placement: Placement = { assignments: [], newTeams: [], unplaced: [] };
  const left = new Map<string, number[]>();
  students.forEach((student, i) => {
    const team = teamOf.get(i);
    if (team) {
      placement.assignments.push({
        studentId: student.id,
        ideaId: team.ideaId,
        ...whyPlaced(student, team),
      });
    } else {
      left.set(student.gender, [...(left.get(student.gender) ?? []), i]);
    }
  });
  for (const [, indexes] of left) {
    // One major together where it can be: a student is rarely the only one of theirs.
    const ordered = indexes.toSorted((a, b) =>
      students[a]!.major.localeCompare(students[b]!.major),
    );
    let next = 0;
    for (const size of newTeamSizes(ordered.length, target)) {
      const members = ordered.slice(next, next + size).map((i) => students[i]!);
      next += size;
      placement.newTeams.push({
        label: `N${placement.newTeams.length + 1}`,
        gender: members[0]!.gender,
        studentIds: members.map((m) => m.id),
      });
    }
    for (const i of ordered.slice(next)) {
      const student = students[i]!;
      const reason = reasonLeftOut(student, input.teams);
      placement.unplaced.push({
        studentId: student.id,
        reason,
        remedy: ordered.length < target.min ? 'more-students' : remedyFor(reason, student, input),
      });
    }
  }
  return placement;
}

function whyPlaced(
  student: PlacementStudent,
  team: PlacementTeam,
): Pick<ProposedAssignment, 'reason' | 'choice'> {
  const rank = student.choices?.indexOf(team.ideaId) ?? -1;
  const choice = rank === -1 ? null : rank + 1;
  if (student.held?.includes(team.ideaId)) return { reason: 'accepted', choice };
  if (choice !== null) return { reason: 'choice', choice };
  if (team.requiredMajors.includes(student.major)) return { reason: 'required-major', choice };
  if (sharedSkills(student, team) > 0) return { reason: 'shared-skills', choice };
  return { reason: 'room', choice };
}

// In a maximum placement a student is left out only because every place there went to others.
function reasonLeftOut(student: PlacementStudent, teams: readonly PlacementTeam[]): UnplacedReason {
  const sameGender = teams.filter((team) => isSameGender(student, team));
  if (sameGender.length === 0) return 'no-team-of-gender';
  const fitting = sameGender.filter((team) => acceptsMajor(team, student.major));
  if (fitting.length === 0) return 'major-not-accepted';
  if (fitting.every((team) => wasRemovedFrom(student, team)))
    return 'removed-from-every-fitting-team';
  return 'no-room';
}

function remedyFor(
  reason: UnplacedReason,
  student: PlacementStudent,
  { teams, target }: PlacementInput,
): Remedy {
  if (reason === 'no-team-of-gender') return 'team-of-gender';
  if (reason === 'major-not-accepted') return 'team-taking-major';
  if (reason === 'removed-from-every-fitting-team') return 'another-team';
  // A team the target maximum stops, not its own limit, takes them if the target is raised.
  const cappedByTarget = teams.some(
    (team) => mayJoin(student, team) && (team.maxMembers ?? Infinity) > target.max,
  );
  return cappedByTarget ? 'raise-target' : 'more-room';
}
