import { minCostMaxFlow, type FlowEdge } from './min-cost-flow.ts';
import {
  acceptsMajor,
  isSameGender,
  mayJoin,
  roomIn,
  wasRemovedFrom,
  type PlacementInput,
  type PlacementStudent,
  type PlacementTeam,
} from './placement-rules.ts';
import { majorMatchWorth, preferencePoints, type Assignment } from './score-placement.ts';

// Places the students without a team into the teams with room, best first by the objective in
// score-placement.ts, as a minimum-cost maximum flow: source -> student -> team -> sink.
// The formulation and why it is exact: docs/decisions/0074-placement-by-min-cost-flow.md.

/** Why a student is left out, by the first rule that shuts every team to them, else room. */
type UnplacedReason =
  'no-team-of-gender' | 'major-not-accepted' | 'removed-from-every-fitting-team' | 'no-room';

export interface Placement {
  assignments: Assignment[];
  unplaced: { studentId: string; reason: UnplacedReason }[];
}

export function proposePlacement(input: PlacementInput): Placement {
  const { students, teams, target } = input;
  const matchWorth = majorMatchWorth(teams);
  const mostPoints = 2 * matchWorth - 1;
  // Larger than the most the preference costs of all placed students can differ by, so one step
  // in the sizes outweighs any preference. The sizes alone also leave the fewest places above
  // the minimum, so that goal needs no term of its own.
  const sizeStep = students.length * mostPoints + 1;

  const source = 0;
  const sink = 1;
  const studentNode = (i: number) => 2 + i;
  const teamNode = (j: number) => 2 + students.length + j;
  const edges: FlowEdge[] = [];
  const withRoom = teams
    .map((team, j) => ({ team, node: teamNode(j), room: roomIn(team, target) }))
    .filter(({ room }) => room > 0);
  // One edge per free place costing the size it makes the team: convex, so the cheaper fill first.
  for (const { team, node, room } of withRoom) {
    for (let place = 1; place <= room; place++) {
      const cost = sizeStep * (team.memberCount + place);
      edges.push({ from: node, to: sink, capacity: 1, cost });
    }
  }
  const choices: { student: number; team: PlacementTeam; edge: number }[] = [];
  students.forEach((student, i) => {
    edges.push({ from: source, to: studentNode(i), capacity: 1, cost: 0 });
    for (const { team, node } of withRoom) {
      if (!mayJoin(student, team)) continue;
      choices.push({ student: i, team, edge: edges.length });
      const cost = mostPoints - preferencePoints(student, team, matchWorth);
      edges.push({ from: studentNode(i), to: node, capacity: 1, cost });
    }
  });

  const flow = minCostMaxFlow(2 + students.length + teams.length, edges, source, sink);
  const teamOf = new Map<number, PlacementTeam>();
  for (const { student, team, edge } of choices) {
    if (flow[edge]! > 0) teamOf.set(student, team);
  }
  const placement: Placement = { assignments: [], unplaced: [] };
  students.forEach((student, i) => {
    const team = teamOf.get(i);
    if (team) placement.assignments.push({ studentId: student.id, ideaId: team.ideaId });
    else placement.unplaced.push({ studentId: student.id, reason: reasonLeftOut(student, teams) });
  });
  return placement;
}

// In a maximum placement a student who may join some team is left out only because every place
// there went to others (or there was none): a free place would have taken them.
function reasonLeftOut(student: PlacementStudent, teams: readonly PlacementTeam[]): UnplacedReason {
  const sameGender = teams.filter((team) => isSameGender(student, team));
  if (sameGender.length === 0) return 'no-team-of-gender';
  const fitting = sameGender.filter((team) => acceptsMajor(team, student.major));
  if (fitting.length === 0) return 'major-not-accepted';
  if (fitting.every((team) => wasRemovedFrom(student, team)))
    return 'removed-from-every-fitting-team';
  return 'no-room';
}
