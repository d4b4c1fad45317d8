import { describe, expect, it } from 'vitest';
import { student, target, team, teamOf } from './placement-fixtures.ts';
import { proposePlacement } from './propose-placement.ts';

describe("proposePlacement with the coordinator's weights", () => {
  it('follows the weights: a required major over even sizes when majors weigh more', () => {
    const teams = [
      team('small', { memberCount: 1, requiredMajors: ['ME'] }),
      team('major', { memberCount: 2, requiredMajors: ['EE'] }),
    ];
    const students = [student('ee', { major: 'EE' })];
    expect(teamOf(proposePlacement({ students, teams, target: { min: 1, max: 5 } }))).toEqual({
      ee: 'small',
    });
    const weights = { majors: 10, evenSizes: 1 };
    expect(
      teamOf(proposePlacement({ students, teams, target: { min: 1, max: 5 }, weights })),
    ).toEqual({ ee: 'major' });
  });

  it('leaves no student the only one of their major where another placement avoids it', () => {
    const teams = [
      team('cs-led', { memberMajors: ['CS'], requiredMajors: ['ME'] }),
      team('ee-led', { memberMajors: ['EE'], requiredMajors: ['ME'] }),
    ];
    const cs = student('cs');
    const ee = student('ee', { major: 'EE' });
    for (const ordered of [teams, teams.toReversed()]) {
      for (const students of [
        [cs, ee],
        [ee, cs],
      ]) {
        const placement = proposePlacement({ students, teams: ordered, target });
        expect(teamOf(placement)).toEqual({ cs: 'cs-led', ee: 'ee-led' });
      }
    }
  });

  it('keeps a student in a team they chose rather than beside one of their major', () => {
    const teams = [
      team('cs-led', { memberMajors: ['CS'] }),
      team('ee-led', { memberMajors: ['EE'] }),
    ];
    const cs = student('cs', { choices: ['ee-led'] });
    const weights = { avoidIsolating: 10 };
    expect(teamOf(proposePlacement({ students: [cs], teams, target, weights }))).toEqual({
      cs: 'ee-led',
    });
  });
});
