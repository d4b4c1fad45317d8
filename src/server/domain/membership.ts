import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { ideas, teamMembers, teams, users, type UserRow } from '../db/schema.ts';
import { isTiedToTeam as tiedRule } from '@contract/teams.ts';

// Who is in which team, read the same way by ideas, applications and teams: the domain floor
// beneath the feature modules (docs/decisions/0020-domain-floor-under-feature-modules.md).

export interface Membership {
  teamId: string;
  ideaId: string;
  leaderId: string;
  role: 'creator' | 'member';
  /** Members of the team, the leader included. */
  size: number;
}

/** A membership's fields, read from team_members joined to (unaliased) teams. */
export const membershipColumns = {
  teamId: teams.id,
  ideaId: teams.ideaId,
  leaderId: teams.leaderId,
  role: teamMembers.role,
  // Stored on the team by the database (docs/decisions/0064-team-size-stored-beside-the-team.md).
  size: teams.memberCount,
};

/** `membershipColumns` read through a left join: every field null when the user is in no team. */
export function toMembership(
  row: {
    teamId: string | null;
    ideaId: string | null;
    leaderId: string | null;
    role: Membership['role'] | null;
    size: number | null;
  } | null,
): Membership | null {
  if (!row?.teamId || !row.ideaId || !row.leaderId || !row.role || row.size === null) return null;
  return {
    teamId: row.teamId,
    ideaId: row.ideaId,
    leaderId: row.leaderId,
    role: row.role,
    size: row.size,
  };
}

/** One statement: the user's team, their role and the team's size. */
export async function findMembership(db: Db | Tx, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select(membershipColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * A leader alone in their team may still apply elsewhere
 * (docs/decisions/0008-invitations-rewritten-and-solo-leaders-dissolved.md).
 */
export function isTiedToTeam(m: Membership | null): boolean {
  return m !== null && tiedRule({ isLeader: m.role === 'creator', memberCount: m.size });
}

/** Locks idea rows in id order, so two transactions never wait on each other in a circle. */
export async function lockIdeas(tx: Tx, ids: Array<string | null | undefined>): Promise<void> {
  const sorted = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  for (const id of sorted) {
    await tx.select({ id: ideas.id }).from(ideas).where(eq(ideas.id, id)).for('update');
  }
}

/**
 * Locks a user's row for the rest of the transaction: every change of that user's membership
 * (create idea, apply, confirm, leave, removal) queues behind the others. NO KEY UPDATE so that
 * rows referencing the user (notifications, memberships) can still be inserted meanwhile.
 */
export async function lockUser(tx: Tx, userId: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  return row ?? null;
}
