// Team size, read the same way by server and client; kept apart from the zod schemas so that
// Browse Ideas and the idea form can use it without loading zod.

/** A team that has reached its size limit takes no one more (docs/rules/ideas-and-teams.md). */
export function isTeamFull(idea: { maxMembers: number | null; memberCount: number }): boolean {
  return idea.maxMembers !== null && idea.memberCount >= idea.maxMembers;
}

/** The idea form's team-size box as the API takes it: null (no limit) when empty. */
export const maxMembersOf = (text: string): number | null =>
  text.trim() === '' ? null : Number(text);
