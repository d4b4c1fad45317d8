import { describe, expect, it } from 'vitest';
import { isTiedToTeam } from './teams.ts';

describe('isTiedToTeam', () => {
  it('lets a leader alone in their team apply elsewhere', () => {
    expect(isTiedToTeam({ isLeader: true, memberCount: 1 })).toBe(false);
  });
  it('ties a leader whose team has other members', () => {
    expect(isTiedToTeam({ isLeader: true, memberCount: 2 })).toBe(true);
  });
  it('ties a member of a team that is not their own', () => {
    expect(isTiedToTeam({ isLeader: false, memberCount: 2 })).toBe(true);
  });
});
