import fc from 'fast-check';
import type { PlacementInput } from './placement-rules.ts';

// Small random universities for the property test: every rule, choice, held seat and weight.

export const GENDERS = ['female', 'male'] as const;
const MAJORS = ['CS', 'EE', 'ME'];

export const inputs: fc.Arbitrary<PlacementInput> = fc
  .record({
    students: fc.array(
      fc.record({
        gender: fc.constantFrom(...GENDERS),
        major: fc.constantFrom(...MAJORS),
        skills: fc.subarray(['sql', ' ML', 'cad']),
        // Indexes of teams: applied to in this order, and accepted by (a team may not exist).
        choices: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 3 }),
        held: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
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
        memberMajors: fc.array(fc.constantFrom(...MAJORS), { minLength: 5, maxLength: 5 }),
      }),
      { maxLength: 4 },
    ),
    min: fc.integer({ min: 2, max: 5 }),
    spread: fc.integer({ min: 0, max: 2 }),
    weights: fc.record({
      majors: fc.integer({ min: 0, max: 10 }),
      skills: fc.integer({ min: 0, max: 10 }),
      evenSizes: fc.integer({ min: 0, max: 10 }),
      avoidIsolating: fc.integer({ min: 0, max: 10 }),
    }),
  })
  .map(({ students, teams, min, spread, weights }) => ({
    students: students.map((s, i) => ({
      ...s,
      id: `s${i}`,
      choices: s.choices.map((j) => `t${j}`),
      held: s.held.map((j) => `t${j}`),
    })),
    teams: teams.map(({ removed, memberMajors, ...t }, j) => ({
      ...t,
      ideaId: `t${j}`,
      removedStudentIds: removed.map((i) => `s${i}`),
      memberMajors: memberMajors.slice(0, t.memberCount),
    })),
    target: { min, max: min + spread },
    weights,
  }));
