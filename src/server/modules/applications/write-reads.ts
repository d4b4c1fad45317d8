import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { applications, ideas, teamMembers, teams, users } from '../../db/schema.ts';
import { ideaWithCreatorColumns, type IdeaWithCreator } from '../../domain/ideas.ts';
import { membershipColumns, type Membership } from '../../domain/membership.ts';

// The reads of the apply -> accept -> confirm handshake, each one statement: every statement
// inside a transaction is a round trip made while its locks are held
// (docs/decisions/0063-handshake-writes-in-fewer-statements.md). Locks stay statements of
// their own, taken in the order of lib/transaction.ts, and what depends on a lock is read in a
// statement after it (a fresh snapshot that sees whatever the lock's previous holder wrote).

/** The idea's shared lock of an application: it cannot be deleted or changed meanwhile. */
export async function lockIdeaForApply(tx: Tx, ideaId: string): Promise<void> {
  await tx.select({ id: ideas.id }).from(ideas).where(eq(ideas.id, ideaId)).for('share');
}

/** The membership of `userId`, as nullable columns of a left join (null when in no team). */
function toMembership(
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

const earlier = (userId: string, statuses: string[]) =>
  sql<boolean>`exists (select 1 from ${applications} where ${applications.ideaId} = ${ideas.id}
    and ${applications.applicantId} = ${userId}
    and ${applications.status} in (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )}))`;

/**
 * After the idea's and the user's locks: the idea with its creator, whether the user withdrew
 * an application to it before or has one open, and the user's team. Null: no such idea.
 */
export async function readForApply(
  tx: Tx,
  ideaId: string,
  userId: string,
): Promise<{
  idea: IdeaWithCreator;
  withdrawnBefore: boolean;
  openBefore: boolean;
  membership: Membership | null;
} | null> {
  const [row] = await tx
    .select({
      idea: ideaWithCreatorColumns,
      withdrawnBefore: earlier(userId, ['withdrawn']),
      openBefore: earlier(userId, ['pending', 'accepted']),
      membership: membershipColumns,
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .leftJoin(teamMembers, eq(teamMembers.userId, userId))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(ideas.id, ideaId))
    .limit(1);
  if (!row) return null;
  return {
    idea: row.idea,
    withdrawnBefore: row.withdrawnBefore,
    openBefore: row.openBefore,
    membership: toMembership(row.membership),
  };
}

/**
 * The owner's decision: the lock of the application's idea, found through the application (never
 * a withdrawn one) in the same statement. Null: no such application.
 */
export async function lockIdeaOfApplication(
  tx: Tx,
  applicationId: string,
): Promise<{ id: string; ideaId: string } | null> {
  const [row] = await tx
    .select({ id: applications.id, ideaId: applications.ideaId })
    .from(applications)
    .innerJoin(ideas, eq(ideas.id, applications.ideaId))
    .where(and(eq(applications.id, applicationId), ne(applications.status, 'withdrawn')))
    .for('update', { of: ideas });
  return row ?? null;
}

const ideaTeam = alias(teams, 'idea_team');

/**
 * Before the confirm's locks: the viewer's application (never a withdrawn one) and, for a
 * leader, their own idea, locked as well (a solo leader gives it up).
 */
export async function findInvitation(tx: Tx, applicationId: string, viewerId: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      ideaId: applications.ideaId,
      ownIdeaId: sql<string | null>`(select ${teams.ideaId} from ${teamMembers}
        inner join ${teams} on ${teams.id} = ${teamMembers.teamId}
        where ${teamMembers.userId} = ${viewerId} and ${teamMembers.role} = 'creator' limit 1)`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.id, applicationId),
        ne(applications.status, 'withdrawn'),
        eq(applications.applicantId, viewerId),
      ),
    );
  return row ?? null;
}

/**
 * After the ideas' and the viewer's locks: the application, locked, with its idea and creator,
 * the idea's team and the viewer's membership. Null: the application or its idea is gone.
 */
export async function lockInvitationRow(tx: Tx, applicationId: string, viewerId: string) {
  const [row] = await tx
    .select({
      app: applications,
      idea: ideaWithCreatorColumns,
      team: { id: ideaTeam.id, leaderId: ideaTeam.leaderId },
      membership: membershipColumns,
    })
    .from(applications)
    .innerJoin(ideas, eq(ideas.id, applications.ideaId))
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .leftJoin(ideaTeam, eq(ideaTeam.ideaId, ideas.id))
    .leftJoin(teamMembers, eq(teamMembers.userId, viewerId))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(applications.id, applicationId), ne(applications.status, 'withdrawn')))
    .limit(1)
    .for('update', { of: applications });
  if (!row) return null;
  return { app: row.app, idea: row.idea, team: row.team, membership: toMembership(row.membership) };
}
