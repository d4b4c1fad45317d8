import { describe, expect, it } from 'vitest';
import type { PlacementStudent, PlacementTeam, TeamSizeTarget } from './placement-rules.ts';
import { proposePlacement } from './propose-placement.ts';

const target: TeamSizeTarget = { min: 3, max: 5 };

const student = (id: string, over: Partial<PlacementStudent> = {}): PlacementStudent => ({
  id,
  gender: 'female',
  major: 'CS',
  skills: [],
  ...over,
});

const team = (ideaId: string, over: Partial<PlacementTeam> = {}): PlacementTeam => ({
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

const teamOf = (placement: ReturnType<typeof proposePlacement>) =>
  Object.fromEntries(placement.assignments.map((a) => [a.studentId, a.ideaId]));

describe('proposePlacement', () => {
  it('places both a CS and an EE student when only the open team takes EE, in either order', () => {
    const teams = [
      team('cs-only', { allowCrossMajor: false, maxMembers: 2 }),
      team('open', { requiredMajors: ['ME'], maxMembers: 2 }),
    ];
    const cs = student('cs');
    const ee = student('ee', { major: 'EE' });
    for (const students of [
      [cs, ee],
      [ee, cs],
    ]) {
      const placement = proposePlacement({ students, teams, target });
      expect(teamOf(placement)).toEqual({ cs: 'cs-only', ee: 'open' });
      expect(placement.unplaced).toEqual([]);
    }
  });

  it('places more students before it raises a small team', () => {
    // Only `small` takes EE; sending the CS student there too would leave the EE student out.
    const teams = [
      team('small', { memberCount: 1, maxMembers: 2 }),
      team('big', { memberCount: 4, allowCrossMajor: false }),
    ];
    const students = [student('cs'), student('ee', { major: 'EE' })];
    expect(teamOf(proposePlacement({ students, teams, target }))).toEqual({
      cs: 'big',
      ee: 'small',
    });
  });

  it('places a student only in a team of their gender', () => {
    const teams = [team('men', { gender: 'male' }), team('women')];
    const students = [student('her'), student('him', { gender: 'male' })];
    expect(teamOf(proposePlacement({ students, teams, target }))).toEqual({
      her: 'women',
      him: 'men',
    });
    const placement = proposePlacement({ students, teams: [teams[1]!], target });
    expect(placement.unplaced).toEqual([{ studentId: 'him', reason: 'no-team-of-gender' }]);
  });

  it('never places a student back in a team that removed them', () => {
    const teams = [
      team('removed-her', { removedStudentIds: ['her'], memberCount: 1 }),
      team('other', { memberCount: 4 }),
    ];
    expect(teamOf(proposePlacement({ students: [student('her')], teams, target }))).toEqual({
      her: 'other',
    });
    const placement = proposePlacement({ students: [student('her')], teams: [teams[0]!], target });
    expect(placement.unplaced).toEqual([
      { studentId: 'her', reason: 'removed-from-every-fitting-team' },
    ]);
  });

  it('keeps a team that takes no other majors to its required ones', () => {
    const teams = [team('cs-only', { allowCrossMajor: false, requiredMajors: ['CS', 'SWE'] })];
    const students = [student('swe', { major: 'SWE' }), student('ee', { major: 'EE' })];
    const placement = proposePlacement({ students, teams, target });
    expect(teamOf(placement)).toEqual({ swe: 'cs-only' });
    expect(placement.unplaced).toEqual([{ studentId: 'ee', reason: 'major-not-accepted' }]);
  });

  it('fills no team past the target maximum or its own lower limit', () => {
    const teams = [
      team('own-limit', { memberCount: 2, maxMembers: 3 }),
      team('at-target', { memberCount: 5 }),
      team('over-its-limit', { memberCount: 4, maxMembers: 3 }),
    ];
    const students = ['a', 'b', 'c'].map((id) => student(id));
    const placement = proposePlacement({ students, teams, target });
    // Which of three alike students gets the one place is left to the solver.
    expect(placement.assignments.map((a) => a.ideaId)).toEqual(['own-limit']);
    expect(placement.unplaced.map((u) => u.reason)).toEqual(['no-room', 'no-room']);
  });

  it('raises the smallest team below the minimum first', () => {
    const teams = [team('two', { memberCount: 2 }), team('one', { memberCount: 1 })];
    expect(teamOf(proposePlacement({ students: [student('s')], teams, target }))).toEqual({
      s: 'one',
    });
  });

  it('evens sizes out: four students bring teams of 1 and 2 to 3 and 4, not 5 and 2', () => {
    const teams = [team('one', { memberCount: 1 }), team('two', { memberCount: 2 })];
    const students = ['a', 'b', 'c', 'd'].map((id) => student(id));
    const sizes = { one: 1, two: 2 } as Record<string, number>;
    for (const { ideaId } of proposePlacement({ students, teams, target }).assignments) {
      sizes[ideaId]! += 1;
    }
    expect(Object.values(sizes).toSorted()).toEqual([3, 4]);
  });

  it('fills a team below the minimum before a major match in a team that has reached it', () => {
    const teams = [
      team('at-minimum', { memberCount: 3, requiredMajors: ['EE'] }),
      team('below', { memberCount: 2, requiredMajors: ['ME'] }),
    ];
    const students = [student('ee', { major: 'EE', skills: ['circuits'] })];
    expect(teamOf(proposePlacement({ students, teams, target }))).toEqual({ ee: 'below' });
  });

  it('between teams of one size, prefers a required major, then shared skills', () => {
    const teams = [
      team('skills', { requiredMajors: ['ME'], requiredSkills: ['SQL', 'React'] }),
      team('major', { requiredMajors: ['EE'], requiredSkills: ['sql'] }),
      team('plain', { requiredMajors: ['EE'] }),
    ];
    const ee = student('ee', { major: 'EE', skills: [' sql', 'react'] });
    expect(teamOf(proposePlacement({ students: [ee], teams, target }))).toEqual({ ee: 'major' });
    const me = student('me', { major: 'CE', skills: ['sql', 'react'] });
    expect(teamOf(proposePlacement({ students: [me], teams, target }))).toEqual({ me: 'skills' });
  });
});
