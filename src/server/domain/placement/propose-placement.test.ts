import { describe, expect, it } from 'vitest';
import type { PlacementStudent, PlacementTeam } from './placement-rules.ts';
import { student, target, team, teamOf } from './placement-fixtures.ts';
import { proposePlacement } from './propose-placement.ts';

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
    expect(placement.unplaced).toEqual([
      { studentId: 'him', reason: 'no-team-of-gender', remedy: 'more-students' },
    ]);
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
      { studentId: 'her', reason: 'removed-from-every-fitting-team', remedy: 'more-students' },
    ]);
  });

  it('keeps a team that takes no other majors to its required ones', () => {
    const teams = [team('cs-only', { allowCrossMajor: false, requiredMajors: ['CS', 'SWE'] })];
    const students = [student('swe', { major: 'SWE' }), student('ee', { major: 'EE' })];
    const placement = proposePlacement({ students, teams, target });
    expect(teamOf(placement)).toEqual({ swe: 'cs-only' });
    expect(placement.unplaced).toEqual([
      { studentId: 'ee', reason: 'major-not-accepted', remedy: 'more-students' },
    ]);
  });

  it('fills no team past the target maximum or its own lower limit', () => {
    const teams = [
      team('own-limit', { memberCount: 2, maxMembers: 3 }),
      team('at-target', { memberCount: 5 }),
      team('over-its-limit', { memberCount: 4, maxMembers: 3 }),
    ];
    const students = ['a', 'b', 'c'].map((id) => student(id));
    // Two left over are too few for a new team of four.
    const placement = proposePlacement({ students, teams, target: { min: 4, max: 5 } });
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

  it("gives a team's place to a student who applied to it before one who did not", () => {
    const teams = [team('wanted', { maxMembers: 2 }), team('other', { memberCount: 4 })];
    // Without choices the smaller team would go to either; the applicant gets it.
    for (const students of [
      [student('plain'), student('applied', { choices: ['wanted'] })],
      [student('applied', { choices: ['wanted'] }), student('plain')],
    ]) {
      const placement = proposePlacement({ students, teams, target });
      expect(teamOf(placement)).toEqual({ applied: 'wanted', plain: 'other' });
      expect(placement.assignments.find((a) => a.studentId === 'applied')).toMatchObject({
        reason: 'choice',
        choice: 1,
      });
    }
  });

  it('prefers a first choice to a second, and a choice to evening sizes', () => {
    const teams = [team('big', { memberCount: 4 }), team('small', { memberCount: 1 })];
    const s = student('s', { choices: ['big', 'small'] });
    expect(proposePlacement({ students: [s], teams, target }).assignments).toEqual([
      { studentId: 's', ideaId: 'big', reason: 'choice', choice: 1 },
    ]);
  });

  it("keeps an accepted student's seat: theirs, or left free, never another's", () => {
    const teams = [team('held', { maxMembers: 2 }), team('other', { memberCount: 4 })];
    const accepted = student('accepted', { held: ['held'] });
    const applied = student('applied', { choices: ['held'] });
    const placement = proposePlacement({ students: [applied, accepted], teams, target });
    expect(teamOf(placement)).toEqual({ accepted: 'held', applied: 'other' });
    expect(placement.assignments.find((a) => a.studentId === 'accepted')?.reason).toBe('accepted');
    // Accepted by two teams: placed in one, the other's seat stays free.
    const twice = student('twice', { held: ['held', 'other'] });
    const alone = proposePlacement({ students: [twice, applied], teams, target });
    expect(alone.assignments.map((a) => a.studentId)).toEqual(['twice']);
    expect(alone.unplaced).toEqual([
      { studentId: 'applied', reason: 'no-room', remedy: 'more-students' },
    ]);
  });

  it('says why a student was placed: a required major, shared skills, else room', () => {
    const reasonIn = (t: PlacementTeam, s: PlacementStudent) =>
      proposePlacement({ students: [s], teams: [t], target }).assignments[0]?.reason;
    expect(reasonIn(team('t'), student('s'))).toBe('required-major');
    const skills = team('t', { requiredMajors: ['EE'], requiredSkills: ['SQL'] });
    expect(reasonIn(skills, student('s', { skills: ['sql'] }))).toBe('shared-skills');
    expect(reasonIn(skills, student('s'))).toBe('room');
  });

  it('says what would place a student left for want of room', () => {
    const one = [student('s')];
    expect(proposePlacement({ students: one, teams: [], target }).unplaced[0]?.remedy).toBe(
      'more-students',
    );
    // Four left over and teams of exactly three: one new team, and one student left.
    const four = ['a', 'b', 'c', 'd'].map((id) => student(id));
    const exactly = { min: 3, max: 3 };
    const capped = [team('t', { memberCount: 3 })];
    const byTarget = proposePlacement({ students: four, teams: capped, target: exactly });
    expect(byTarget.newTeams.map((t) => t.studentIds.length)).toEqual([3]);
    expect(byTarget.unplaced.map((u) => u.remedy)).toEqual(['raise-target']);
    const ownLimit = [team('t', { memberCount: 3, maxMembers: 3 })];
    const byLimit = proposePlacement({ students: four, teams: ownLimit, target: exactly });
    expect(byLimit.unplaced.map((u) => u.remedy)).toEqual(['more-room']);
  });

  it('ranks a long list of choices without costs too large to add exactly', () => {
    const teams = Array.from({ length: 30 }, (_, j) => team(`t${j}`, { memberCount: 4 }));
    const students = Array.from({ length: 200 }, (_, i) =>
      student(`s${i}`, { choices: teams.map((t) => t.ideaId).toReversed() }),
    );
    const placement = proposePlacement({ students, teams, target: { min: 2, max: 20 } });
    expect(placement.assignments).toHaveLength(200);
    // The first ten choices are ranked one apart: the first is filled before the tenth.
    const taken = (ideaId: string) => placement.assignments.filter((a) => a.ideaId === ideaId);
    expect(taken('t29')).toHaveLength(16);
  });
});
