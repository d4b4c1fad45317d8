import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { APPLICATION_ERRORS as E } from '@contract/applications.ts';
import type { Tx } from '../../db/client.ts';
import { statementFor } from '../../db/prepared.ts';
import { applications, ideas, teamMembers, teams, users, type UserRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findIdea, ideaWithCreatorColumns } from '../../domain/ideas.ts';
import {
  deadlineColumn,
  lockIdeas,
  lockUser,
  membershipColumns,
  toMembership,
} from '../../domain/joining.ts';

// The first step of confirming or declining an invitation. Each read is one statement: every
// statement inside a transaction is a round trip made while its locks are held
// (docs/decisions/0063-handshake-writes-in-fewer-statements.md). Locks stay statements of
// their own, taken in the order of lib/transaction.ts, and what depends on a lock is read in a
// statement after it (a fresh snapshot that sees whatever the lock's previous holder wrote).

/**
 * The accepted application of the viewer, its idea (with its team) and the viewer, all locked:
 * one read before the locks, the locks in the order of lib/transaction.ts, one read after them.
 */
export async function lockInvitation(tx: Tx, viewer: UserRow, applicationId: string) {
  const found = await findInvitation(tx, applicationId, viewer.id);
  if (!found) throw notFound(E.notFound);
  await lockIdeas(tx, [found.ideaId, found.ownIdeaId]);
  const me = await lockUser(tx, viewer.id);
  const row = await lockInvitationRow(tx, found.id, viewer.id);
  const idea = row ? row.idea : await findIdea(tx, found.ideaId);
  if (!idea || idea.creatorGender !== viewer.gender) throw notFound(E.ideaGone);
  if (!me || !row) throw notFound(E.notFound);
  const { app, membership, team, deadline } = row;
  if (membership?.ideaId === idea.id) throw conflict(E.alreadyMember);
  if (app.status !== 'accepted') {
    throw conflict(app.status === 'pending' ? E.notAccepted : E.invitationClosed);
  }
  return { idea, me, app, membership, team, deadline };
}

const ideaTeam = alias(teams, 'idea_team');

/**
 * Before the locks: the viewer's application (never a withdrawn one) and, for a leader, their
 * own idea, locked as well (a solo leader gives it up).
 */
async function findInvitation(tx: Tx, applicationId: string, viewerId: string) {
  const [row] = await findInvitationStatement(tx, { applicationId, viewerId });
  return row ?? null;
}

const findInvitationStatement = statementFor((db) =>
  db
    .select({
      id: applications.id,
      ideaId: applications.ideaId,
      ownIdeaId: sql<string | null>`(select ${teams.ideaId} from ${teamMembers}
        inner join ${teams} on ${teams.id} = ${teamMembers.teamId}
        where ${teamMembers.userId} = ${sql.placeholder('viewerId')}
          and ${teamMembers.role} = 'creator' limit 1)`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.id, sql.placeholder('applicationId')),
        ne(applications.status, 'withdrawn'),
        eq(applications.applicantId, sql.placeholder('viewerId')),
      ),
    ),
);

const lockInvitationRowStatement = statementFor((db) =>
  db
    .select({
      app: applications,
      idea: ideaWithCreatorColumns,
      team: { id: ideaTeam.id, leaderId: ideaTeam.leaderId },
      membership: membershipColumns,
      deadline: deadlineColumn(),
    })
    .from(applications)
    .innerJoin(ideas, eq(ideas.id, applications.ideaId))
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .leftJoin(ideaTeam, eq(ideaTeam.ideaId, ideas.id))
    .leftJoin(teamMembers, eq(teamMembers.userId, sql.placeholder('viewerId')))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(applications.id, sql.placeholder('applicationId')),
        ne(applications.status, 'withdrawn'),
      ),
    )
    .limit(1)
    .for('update', { of: applications }),
);

/**
 * After the ideas' and the viewer's locks: the application, locked, with its idea and creator,
 * the idea's team, the viewer's membership and the formation deadline (confirming checks it).
 * Null: the application or its idea is gone.
 */
async function lockInvitationRow(tx: Tx, applicationId: string, viewerId: string) {
  const [row] = await lockInvitationRowStatement(tx, { applicationId, viewerId });
  if (!row) return null;
  const { app, idea, team, deadline } = row;
  return { app, idea, team, membership: toMembership(row.membership), deadline };
}
