import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TARGET, isFormationClosed, type FormationTarget } from '@contract/formation.ts';
import { message } from '@contract/messages.ts';
import { isTiedToTeam as tiedRule } from '@contract/teams.ts';
import type { Db, Tx } from '../db/client.ts';
import { statementFor } from '../db/prepared.ts';
import { formationSettings, ideas, teamMembers, teams, users, type UserRow } from '../db/schema.ts';
import { conflict } from '../lib/errors.ts';

// Joining a team: who is in which team, read the same way by ideas, applications and teams; the
// locks every change of membership takes; and the formation window, until when students may
// still join. The domain floor beneath the feature modules
// (docs/decisions/0020-domain-floor-under-feature-modules.md).

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
  for (const id of sorted) await lockIdeaStatement(tx, { id });
}

const lockIdeaStatement = statementFor((db) =>
  db
    .select({ id: ideas.id })
    .from(ideas)
    .where(eq(ideas.id, sql.placeholder('id')))
    .for('update'),
);

const lockUserStatement = statementFor((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .for('no key update'),
);

/**
 * Locks a user's row for the rest of the transaction: every change of that user's membership
 * (create idea, apply, confirm, leave, removal) queues behind the others. NO KEY UPDATE so that
 * rows referencing the user (notifications, memberships) can still be inserted meanwhile.
 */
export async function lockUser(tx: Tx, userId: string): Promise<UserRow | null> {
  const [row] = await lockUserStatement(tx, { id: userId });
  return row ?? null;
}

// The formation window, read by the services that start or complete a joining (apply, accept,
// confirm, publish an idea) inside their own transaction (docs/rules/formation.md).

export interface FormationSettings {
  deadline: Date | null;
  target: FormationTarget;
}

/** The saved settings, or no deadline and the default target when none were saved. */
export async function readFormationSettings(db: Db | Tx): Promise<FormationSettings> {
  const [row] = await db
    .select()
    .from(formationSettings)
    .where(eq(formationSettings.id, 1))
    .limit(1);
  if (!row) return { deadline: null, target: { ...DEFAULT_TARGET } };
  return { deadline: row.deadline, target: { min: row.targetMin, max: row.targetMax } };
}

/**
 * The saved deadline (null: none) as a column of another select, so that a step reads it in a
 * statement it makes anyway: one round trip fewer while its locks are held
 * (docs/decisions/0109-write-path-round-trips-and-pool.md). Checked where the step checked it.
 */
export function deadlineColumn() {
  return sql<Date | null>`(select ${formationSettings.deadline} from ${formationSettings}
    where ${formationSettings.id} = 1)`.mapWith(formationSettings.deadline);
}

/** 409 naming the deadline once it has come; nothing when no deadline is set. */
export function assertBeforeDeadline(deadline: Date | null, now: Date): void {
  if (deadline && isFormationClosed(deadline, now)) {
    throw conflict(message('formation.closed', { deadline: deadline.toISOString() }));
  }
}

/** The same, reading the deadline in a statement of its own. */
export async function assertFormationOpen(tx: Tx, now: Date): Promise<void> {
  assertBeforeDeadline((await readFormationSettings(tx)).deadline, now);
}
