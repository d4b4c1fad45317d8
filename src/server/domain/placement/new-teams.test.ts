import { describe, expect, it } from 'vitest';
import { student, target, team, teamOf } from './placement-fixtures.ts';
import { newTeamSizes } from './new-teams.ts';
import { proposePlacement } from './propose-placement.ts';

describe('new teams', () => {
  it('takes everyone left in the fewest teams, sizes one apart, else as many full teams as fit', () => {
    expect(newTeamSizes(11, target)).toEqual([4, 4, 3]);
    expect(newTeamSizes(2, target)).toEqual([]);
    expect(newTeamSizes(4, { min: 3, max: 3 })).toEqual([3]);
    expect(newTeamSizes(0, target)).toEqual([]);
  });

  it('forms new teams from the students the teams with room cannot take: 20 students, 9 places', () => {
    const teams = [
      team('a', { memberCount: 2 }),
      team('b', { memberCount: 2 }),
      team('c', { memberCount: 2 }),
    ];
    const students = Array.from({ length: 20 }, (_, i) =>
      student(`s${i}`, { major: i % 2 === 0 ? 'CS' : 'EE' }),
    );
    const placement = proposePlacement({ students, teams, target });
    expect(placement.assignments).toHaveLength(9);
    expect(placement.unplaced).toEqual([]);
    expect(placement.newTeams.map((t) => t.studentIds.length)).toEqual([4, 4, 3]);
    expect(placement.newTeams.map((t) => t.label)).toEqual(['N1', 'N2', 'N3']);
  });

  it('leaves a place free in a team when that lets everyone left form a new team', () => {
    // Four places and six students: four and two would leave two out; three and three place all.
    const teams = [team('one', { memberCount: 1 })];
    const students = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => student(id));
    const placement = proposePlacement({ students, teams, target });
    expect(placement.assignments).toHaveLength(3);
    expect(placement.newTeams.map((t) => t.studentIds.length)).toEqual([3]);
    expect(placement.unplaced).toEqual([]);
  });

  it('forms new teams of one gender each, and keeps those who applied in the existing team', () => {
    const teams = [team('one', { memberCount: 1 })];
    const her = ['a', 'b', 'c', 'd', 'e'].map((id) => student(id));
    const applied = student('applied', { choices: ['one'] });
    const him = ['x', 'y', 'z'].map((id) => student(id, { gender: 'male' }));
    const placement = proposePlacement({ students: [...her, applied, ...him], teams, target });
    expect(teamOf(placement).applied).toBe('one');
    expect(placement.newTeams.map((t) => [t.gender, t.studentIds.length])).toEqual([
      ['female', 3],
      ['male', 3],
    ]);
  });
});
