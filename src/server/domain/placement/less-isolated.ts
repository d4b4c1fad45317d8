import {
  heldSeats,
  mayJoin,
  roomIn,
  type PlacementInput,
  type PlacementTeam,
} from './placement-rules.ts';
import {
  choiceCost,
  choiceLimit,
  fitCost,
  majorsOf,
  placeCost,
  weightsOf,
} from './score-placement.ts';

// After the flow: moves and swaps that lower the weighted criteria with the students left alone
// in their major counted, never changing who is placed, the choices or the places above the
// minimum (docs/rules/placement.md, "Avoid isolating").

export function lessIsolated(
  input: PlacementInput,
  teamOf: ReadonlyMap<number, PlacementTeam>,
): Map<number, PlacementTeam> {
  const { students, teams, target } = input;
  const w = weightsOf(input);
  const limit = choiceLimit(students);
  const indexOf = new Map(teams.map((team, j) => [team.ideaId, j]));
  const at = new Int32Array(students.length).fill(-1);
  const size = teams.map((team) => team.memberCount);
  const largest = teams.map((team) => team.memberCount + roomIn(team, target));
  const held = heldSeats(students, teams, target);
  const openSeats = teams.map((team) => roomIn(team, target) - held.get(team.ideaId)!);
  const notHolding = new Int32Array(teams.length);
  const byMajor = teams.map(majorsOf);
  const members = teams.map(() => new Set<number>());
  const holds = (i: number, j: number) => students[i]!.held?.includes(teams[j]!.ideaId) ?? false;
  // A student in a seat they hold stays there.
  const movable = (i: number) => at[i] !== -1 && !holds(i, at[i]!);

  const relocate = (i: number, to: number) => {
    const from = at[i]!;
    const major = students[i]!.major;
    size[from]! -= 1;
    size[to]! += 1;
    byMajor[from]!.set(major, byMajor[from]!.get(major)! - 1);
    if (byMajor[from]!.get(major) === 0) byMajor[from]!.delete(major);
    byMajor[to]!.set(major, (byMajor[to]!.get(major) ?? 0) + 1);
    members[from]!.delete(i);
    members[to]!.add(i);
    if (!holds(i, from)) notHolding[from]! -= 1;
    if (!holds(i, to)) notHolding[to]! += 1;
    at[i] = to;
  };
  for (const [i, team] of teamOf) {
    const j = indexOf.get(team.ideaId)!;
    at[i] = j;
    size[j]! += 1;
    const major = students[i]!.major;
    byMajor[j]!.set(major, (byMajor[j]!.get(major) ?? 0) + 1);
    members[j]!.add(i);
    if (!holds(i, j)) notHolding[j]! += 1;
  }

  const aboveMinimum = (j: number, n: number) =>
    Math.max(0, n - Math.max(target.min, teams[j]!.memberCount));
  const alone = (count: number) => (count === 1 ? 1 : 0);
  /** The change in a team's students alone in their major when one of `major` comes or goes. */
  const lonely = (j: number, major: string, by: number) => {
    const count = byMajor[j]!.get(major) ?? 0;
    return alone(count + by) - alone(count);
  };
  const costs = (i: number, j: number) => {
    const student = students[i]!;
    return {
      choice: choiceCost(student, teams[j]!.ideaId, limit),
      fit: fitCost(student, teams[j]!, w),
    };
  };
  const fitsIn = (i: number, j: number, leaving: number) =>
    mayJoin(students[i]!, teams[j]!) &&
    notHolding[j]! - leaving + (holds(i, j) ? 0 : 1) <= openSeats[j]!;

  /** Moves student i to team b when that lowers the cost and keeps the higher criteria. */
  const tryMove = (i: number, b: number): boolean => {
    const a = at[i]!;
    if (a === b || size[b]! >= largest[b]! || !fitsIn(i, b, 0)) return false;
    const [now, then] = [costs(i, a), costs(i, b)];
    if (now.choice !== then.choice) return false;
    const above =
      aboveMinimum(a, size[a]! - 1) -
      aboveMinimum(a, size[a]!) +
      aboveMinimum(b, size[b]! + 1) -
      aboveMinimum(b, size[b]!);
    if (above !== 0) return false;
    const major = students[i]!.major;
    const change =
      then.fit -
      now.fit +
      placeCost(size[b]! + 1 - size[a]!, w) +
      w.avoidIsolating * (lonely(a, major, -1) + lonely(b, major, 1));
    if (change >= 0) return false;
    relocate(i, b);
    return true;
  };

  /** Swaps students i and k (in different teams) on the same terms. */
  const trySwap = (i: number, k: number): boolean => {
    const [a, b] = [at[i]!, at[k]!];
    if (a === b || !fitsIn(i, b, 1) || !fitsIn(k, a, 1)) return false;
    const [iNow, iThen, kNow, kThen] = [costs(i, a), costs(i, b), costs(k, b), costs(k, a)];
    if (iNow.choice + kNow.choice !== iThen.choice + kThen.choice) return false;
    const [mi, mk] = [students[i]!.major, students[k]!.major];
    if (mi === mk) return false;
    const isolation = lonely(a, mi, -1) + lonely(a, mk, 1) + lonely(b, mk, -1) + lonely(b, mi, 1);
    const change = iThen.fit + kThen.fit - iNow.fit - kNow.fit + w.avoidIsolating * isolation;
    if (change >= 0) return false;
    relocate(i, b);
    relocate(k, a);
    return true;
  };

  const ofMajor = new Map<string, number[]>();
  for (const i of teamOf.keys()) {
    const major = students[i]!.major;
    if (!ofMajor.has(major)) ofMajor.set(major, []);
    ofMajor.get(major)!.push(i);
  }
  /** One change that leaves the lone member of `major` in team `a` less alone, if any. */
  const improve = (a: number, major: string): boolean => {
    // Someone of that major comes in: moved, or swapped with a member of the team.
    for (const j of ofMajor.get(major) ?? []) {
      if (at[j] === a || !movable(j) || !mayJoin(students[j]!, teams[a]!)) continue;
      if (tryMove(j, a)) return true;
      for (const k of members[a]!) if (movable(k) && trySwap(j, k)) return true;
    }
    // The lone member goes to a team with their major: moved, or swapped.
    const lone = [...members[a]!].find((i) => students[i]!.major === major);
    if (lone === undefined || !movable(lone)) return false;
    for (let b = 0; b < teams.length; b++) {
      if (b === a || !byMajor[b]!.has(major) || !mayJoin(students[lone]!, teams[b]!)) continue;
      if (tryMove(lone, b)) return true;
      for (const k of members[b]!) if (movable(k) && trySwap(lone, k)) return true;
    }
    return false;
  };

  // Each change lowers a whole-number cost, so the passes end.
  for (let changed = true; changed;) {
    changed = false;
    for (let a = 0; a < teams.length; a++) {
      for (const major of [...byMajor[a]!.keys()]) {
        if (byMajor[a]!.get(major) === 1 && improve(a, major)) changed = true;
      }
    }
  }
  const placed = new Map<number, PlacementTeam>();
  at.forEach((j, i) => {
    if (j !== -1) placed.set(i, teams[j]!);
  });
  return placed;
}
