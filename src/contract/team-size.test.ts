import { describe, expect, it } from 'vitest';
import { isTeamFull } from './team-size.ts';

describe('the team-size limit', () => {
  it('fills a team at the target maximum even without a limit of its own', () => {
    expect(isTeamFull({ maxMembers: null, memberCount: 4 }, 4)).toBe(true);
    expect(isTeamFull({ maxMembers: 6, memberCount: 4 }, 4)).toBe(true);
    expect(isTeamFull({ maxMembers: 6, memberCount: 3 }, 4)).toBe(false);
    expect(isTeamFull({ maxMembers: null, memberCount: 19 })).toBe(false);
    expect(isTeamFull({ maxMembers: 3, memberCount: 3 })).toBe(true);
    expect(isTeamFull({ maxMembers: 3, memberCount: 3 }, 4)).toBe(true);
    expect(isTeamFull({ maxMembers: 3, memberCount: 2 }, 4)).toBe(false);
  });
});
