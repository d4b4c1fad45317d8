import { minCostMaxFlow, type FlowEdge } from './min-cost-flow.ts';
import {
  acceptsMajor,
  heldSeats,
  isSameGender,
  mayJoin,
  roomIn,
  type PlacementInput,
  type PlacementStudent,
  type PlacementTeam,
} from './placement-rules.ts';
import {
  choiceCost,
  choiceLimit,
  costOfFit,
  fitCost,
  mostFitCost,
  placeCost,
  weightsOf,
} from './score-placement.ts';

// The network and why it is right: docs/rules/placement.md and docs/decisions/0074.

/** The students placed in existing teams, at most `caps` of each gender when given. */
export function placeInExisting(
  input: PlacementInput,
  caps: Map<string, number> | null,
): Map<number, PlacementTeam> {
  const { students, teams, target } = input;
  const w = weightsOf(input);
  // The weighted criteria of one student, at most.
  const mostWeighted = mostFitCost(w) + placeCost(target.max, w);
  // One place above the minimum outweighs every weighted criterion together.
  const aboveStep = students.length * mostWeighted + 1;
  // One step in the choices outweighs every size and preference together.
  const limit = choiceLimit(students);
  const choiceStep = limit === 0 ? 0 : students.length * (aboveStep + mostWeighted) + 1;

  const source = 0;
  const sink = 1;
  const studentNode = (i: number) => 2 + i;
  let nodeCount = 2 + students.length;
  const edges: FlowEdge[] = [];
  // Each gender's students come from a node of their own, as wide as its cap.
  const genderNode = new Map<string, number>();
  for (const [gender, cap] of caps ?? []) {
    genderNode.set(gender, nodeCount);
    edges.push({ from: source, to: nodeCount++, capacity: cap, cost: 0 });
  }
  const seatsHeld = heldSeats(students, teams, target);
  const teamOfOpen = new Map<number, PlacementTeam>();
  const withRoom = teams
    .map((team) => ({ team, room: roomIn(team, target), node: nodeCount++, open: 0 }))
    .filter(({ room }) => room > 0);
  for (const entry of withRoom) {
    const { team, node, room } = entry;
    // Convex, so the cheaper fill first.
    for (let place = 1; place <= room; place++) {
      const size = team.memberCount + place;
      const cost = (size > target.min ? aboveStep : 0) + placeCost(size, w);
      edges.push({ from: node, to: sink, capacity: 1, cost });
    }
    // Students who hold no seat here come in through a gate as wide as the seats not held.
    const held = seatsHeld.get(team.ideaId)!;
    entry.open = held === 0 ? node : nodeCount++;
    teamOfOpen.set(entry.open, team);
    if (held > 0) edges.push({ from: entry.open, to: node, capacity: room - held, cost: 0 });
  }
  // A team a student neither chose nor shares a skill with costs the same to every student of
  // their major: they reach it through one hub of their gender and major, not an edge each.
  const removedFromAny = new Set(teams.flatMap((team) => team.removedStudentIds));
  const hubs = new Map<string, { node: number; students: number[]; teams: number[] }>();
  const hubOf = (student: PlacementStudent) => {
    const key = `${student.gender}\n${student.major}`;
    let hub = hubs.get(key);
    if (!hub) {
      hub = { node: nodeCount++, students: [], teams: [] };
      hubs.set(key, hub);
      for (const { team, open, room } of withRoom) {
        if (!isSameGender(student, team) || !acceptsMajor(team, student.major)) continue;
        hub.teams.push(edges.length);
        const cost = choiceStep * limit + costOfFit(student.major, 0, team, w);
        edges.push({ from: hub.node, to: open, capacity: room, cost });
      }
    }
    return hub;
  };
  const teamOfEdge = new Map<number, PlacementTeam>();
  const direct: { student: number; edge: number }[] = [];
  students.forEach((student, i) => {
    const from = genderNode.get(student.gender) ?? source;
    edges.push({ from, to: studentNode(i), capacity: 1, cost: 0 });
    const hub = removedFromAny.has(student.id) ? null : hubOf(student);
    if (hub) {
      hub.students.push(edges.length);
      edges.push({ from: studentNode(i), to: hub.node, capacity: 1, cost: 0 });
    }
    for (const { team, node, open } of withRoom) {
      if (!mayJoin(student, team)) continue;
      const choice = choiceCost(student, team.ideaId, limit);
      const fit = fitCost(student, team, w);
      // The hub's edge costs as much: this one would add nothing.
      if (hub && choice === limit && fit === costOfFit(student.major, 0, team, w)) continue;
      const holds = student.held?.includes(team.ideaId) ?? false;
      direct.push({ student: i, edge: edges.length });
      teamOfEdge.set(edges.length, team);
      edges.push({
        from: studentNode(i),
        to: holds ? node : open,
        capacity: 1,
        cost: choiceStep * choice + fit,
      });
    }
  });

  const flow = minCostMaxFlow(nodeCount, edges, source, sink);
  const teamOf = new Map<number, PlacementTeam>();
  for (const { student, edge } of direct) {
    if (flow[edge]! > 0) teamOf.set(student, teamOfEdge.get(edge)!);
  }
  // A hub's students are alike to each of its teams (a team one of them chose or shares a skill
  // with would cost them less, never more), so any pairing of the two costs no more than the flow.
  for (const hub of hubs.values()) {
    const entered = hub.students
      .filter((edge) => flow[edge]! > 0)
      .map((edge) => edges[edge]!.from - 2);
    let next = 0;
    for (const edge of hub.teams) {
      const team = teamOfOpen.get(edges[edge]!.to)!;
      for (let unit = 0; unit < flow[edge]!; unit++) teamOf.set(entered[next++]!, team);
    }
  }
  return teamOf;
}
