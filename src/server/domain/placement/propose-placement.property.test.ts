import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlacementInput, PlacementTeam } from './placement-rules.ts';
import { proposePlacement } from './propose-placement.ts';
import { scorePlacement, type Assignment, type PlacementScore } from './score-placement.ts';

// Small random cases against every possible placement. The rules are written out again here, on
// purpose apart from placement-rules.ts, so that a mistake there cannot agree with itself.

const GENDERS = ['female', 'male'] as const;
const MAJORS = ['CS', 'EE', 'ME'];

const inputs: fc.Arbitrary<PlacementInput> = fc
  .record({
    students: fc.array(
      fc.record({
        gender: fc.constantFrom(...GENDERS),
        major: fc.constantFrom(...MAJORS),
        skills: fc.subarray(['sql', ' ML', 'cad']),
      }),
      { maxLength: 6 },
    ),
    teams: fc.array(
      fc.record({
        gender: fc.constantFrom(...GENDERS),
        memberCount: fc.integer({ min: 1, max: 5 }),
        maxMembers: fc.option(fc.integer({ min: 2, max: 6 }), { nil: null }),
        requiredMajors: fc.subarray(MAJORS, { minLength: 1 }),
        allowCrossMajor: fc.boolean(),
        requiredSkills: fc.subarray(['SQL', 'ml', 'cad']),
        removed: fc.subarray([0, 1, 2, 3, 4, 5]),
      }),
      { maxLength: 4 },
    ),
    min: fc.integer({ min: 2, max: 5 }),
    spread: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ students, teams, min, spread }) => ({
    students: students.map((s, i) => ({ ...s, id: `s${i}` })),
    teams: teams.map(({ removed, ...t }, j) => ({
      ...t,
      ideaId: `t${j}`,
      removedStudentIds: removed.map((i) => `s${i}`),
    })),
    target: { min, max: min + spread },
  }));

const roomOf = (team: PlacementTeam, { target }: PlacementInput) =>
  Math.max(0, Math.min(team.maxMembers ?? Infinity, target.max) - team.memberCount);

const allowed = (input: PlacementInput, studentIndex: number, team: PlacementTeam) => {
  const student = input.students[studentIndex]!;
  return (
    student.gender === team.gender &&
    (team.allowCrossMajor || team.requiredMajors.includes(student.major)) &&
    !team.removedStudentIds.includes(student.id)
  );
};

/** Positive when `a` is the better placement. */
const compare = (a: PlacementScore, b: PlacementScore) =>
  a.placed - b.placed ||
  b.placesAboveMinimum - a.placesAboveMinimum ||
  b.sizeSum - a.sizeSum ||
  a.preference - b.preference;

function bestByBruteForce(input: PlacementInput): PlacementScore {
  let best = scorePlacement(input, []);
  const left = input.teams.map((team) => roomOf(team, input));
  const chosen: Assignment[] = [];
  const visit = (i: number) => {
    if (i === input.students.length) {
      const score = scorePlacement(input, chosen);
      if (compare(score, best) > 0) best = score;
      return;
    }
    visit(i + 1);
    input.teams.forEach((team, j) => {
      if (left[j]! === 0 || !allowed(input, i, team)) return;
      left[j]! -= 1;
      chosen.push({ studentId: input.students[i]!.id, ideaId: team.ideaId });
      visit(i + 1);
      chosen.pop();
      left[j]! += 1;
    });
  };
  visit(0);
  return best;
}

describe('proposePlacement on small random cases', () => {
  it('keeps every rule and reaches the best score an exhaustive search finds', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { assignments, unplaced } = proposePlacement(input);
        const ids = [...assignments, ...unplaced].map((x) => x.studentId);
        expect(ids.toSorted()).toEqual(input.students.map((s) => s.id).toSorted());

        const taken = new Map<string, number>();
        for (const { studentId, ideaId } of assignments) {
          const team = input.teams.find((t) => t.ideaId === ideaId)!;
          const i = input.students.findIndex((s) => s.id === studentId);
          expect(allowed(input, i, team)).toBe(true);
          taken.set(ideaId, (taken.get(ideaId) ?? 0) + 1);
        }
        for (const team of input.teams) {
          expect(taken.get(team.ideaId) ?? 0).toBeLessThanOrEqual(roomOf(team, input));
        }

        for (const { studentId, reason } of unplaced) {
          const i = input.students.findIndex((s) => s.id === studentId);
          const student = input.students[i]!;
          const sameGender = input.teams.filter((t) => t.gender === student.gender);
          const fitting = sameGender.filter(
            (t) => t.allowCrossMajor || t.requiredMajors.includes(student.major),
          );
          const open = input.teams.filter((t) => allowed(input, i, t));
          const expected =
            sameGender.length === 0
              ? 'no-team-of-gender'
              : fitting.length === 0
                ? 'major-not-accepted'
                : open.length === 0
                  ? 'removed-from-every-fitting-team'
                  : 'no-room';
          expect(reason).toBe(expected);
          // 'no-room' is honest: every team the student may join is full in the proposal.
          for (const team of open) {
            expect(taken.get(team.ideaId) ?? 0).toBe(roomOf(team, input));
          }
        }

        expect(scorePlacement(input, assignments)).toEqual(bestByBruteForce(input));
      }),
      {
        numRuns: Number(process.env.PROPERTY_RUNS ?? 300),
        // Replays a failure: PROPERTY_SEED and PROPERTY_PATH as fast-check printed them.
        ...(process.env.PROPERTY_SEED
          ? { seed: Number(process.env.PROPERTY_SEED), path: process.env.PROPERTY_PATH }
          : {}),
      },
    );
  });
});
