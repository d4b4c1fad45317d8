// Apart from zod, so Browse Ideas and the idea form read it without loading zod.

/**
 * The most members a team may have: its own limit, capped by the coordinator's target maximum
 * when one is set (docs/rules/formation.md). Null: no limit.
 */
export function teamLimit(
  maxMembers: number | null,
  targetMax: number | null = null,
): number | null {
  if (targetMax === null) return maxMembers;
  return maxMembers === null ? targetMax : Math.min(maxMembers, targetMax);
}

export function isTeamFull(
  idea: { maxMembers: number | null; memberCount: number },
  targetMax: number | null = null,
): boolean {
  const limit = teamLimit(idea.maxMembers, targetMax);
  return limit !== null && idea.memberCount >= limit;
}

export const maxMembersOf = (text: string): number | null =>
  text.trim() === '' ? null : Number(text);
