import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { APPLICATION_ERRORS as E } from '@contract/applications.ts';
import type { Tx } from '../../db/client.ts';
import { applications, ideas, teamMembers, teams, users, type UserRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  findIdeaFor,
  ideaWithCreatorColumns,
  isReachableBy,
  onIdeaRoster,
} from '../../domain/ideas.ts';
import {
  deadlineColumn,
  targetMaxColumn,
  lockIdeas,
  lockUser,
  membershipColumns,
  toMembership,
} from '../../domain/joining.ts';

// What depends on a lock is read after it, in a fresh snapshot
// (docs/decisions/0109-write-path-round-trips-and-pool.md).

// `joined`: the viewer is already in that team through this very invitation (a second tap).
export async function lockInvitation(tx: Tx, viewer: UserRow, applicationId: string) {
  const found = await findInvitation(tx, applicationId, viewer.id);
  if (!found) throw notFound(E.notFound);
  await lockIdeas(tx, [found.ideaId, found.ownIdeaId]);
  const me = await lockUser(tx, viewer.id);
  const row = await lockInvitationRow(tx, found.id, viewer.id);
  const idea = row ? row.idea : await findIdeaFor(tx, found.ideaId, viewer);
  if (!idea || !isReachableBy(idea, viewer)) throw notFound(E.ideaGone);
  if (!me || !row) throw notFound(E.notFound);
  const { app, membership, team, deadline, targetMax } = row;
  const joined = membership?.ideaId === idea.id;
  if (joined && app.status !== 'accepted') throw conflict(E.alreadyMember);
  if (app.status !== 'accepted') {
    throw conflict(app.status === 'pending' ? E.notAccepted : E.invitationClosed);
  }
  return { idea, me, app, membership, team, deadline, targetMax, joined };
}

const ideaTeam = alias(teams, 'idea_team');

/**
 * Before the locks: the viewer's application (never a withdrawn one) and, for a leader in the
 * idea's course, their own idea there, locked as well (a solo leader gives it up).
 */
async function findInvitation(tx: Tx, applicationId: string, viewerId: string) {
  const [row] = await findInvitationStatement(tx, { applicationId, viewerId });
  return row ?? null;
}

const findInvitationStatement = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .select({
      id: applications.id,
      ideaId: applications.ideaId,
      // Qualified by hand: drizzle writes the columns of a one-table select unqualified.
      ownIdeaId: sql<string | null>`(select t.idea_id from team_members m
        inner join teams t on t.id = m.team_id
        where m.user_id = ${sql.placeholder('viewerId')}
          and m.course_id = (select i.course_id from ideas i where i.id = applications.idea_id)
          and m.role = 'creator' limit 1)`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.id, sql.placeholder('applicationId')),
        ne(applications.status, 'withdrawn'),
        eq(applications.applicantId, sql.placeholder('viewerId')),
      ),
    )
    .execute(values);

const lockInvitationRowStatement = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .select({
      app: applications,
      idea: ideaWithCreatorColumns,
      onRoster: onIdeaRoster(sql.placeholder('viewerId')),
      team: { id: ideaTeam.id, leaderId: ideaTeam.leaderId },
      membership: membershipColumns,
      deadline: deadlineColumn(ideas.courseId),
      targetMax: targetMaxColumn(ideas.courseId),
    })
    .from(applications)
    .innerJoin(ideas, eq(ideas.id, applications.ideaId))
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .leftJoin(ideaTeam, eq(ideaTeam.ideaId, ideas.id))
    .leftJoin(
      teamMembers,
      and(
        eq(teamMembers.userId, sql.placeholder('viewerId')),
        eq(teamMembers.courseId, ideas.courseId),
      ),
    )
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(applications.id, sql.placeholder('applicationId')),
        ne(applications.status, 'withdrawn'),
      ),
    )
    .limit(1)
    .for('update', { of: applications })
    .execute(values);

/**
 * After the ideas' and the viewer's locks: the application, locked, with its idea and creator
 * (and whether the viewer is on its course's roster),
 * the idea's team, the viewer's membership in the idea's course and the formation deadline
 * (confirming checks it).
 * Null: the application or its idea is gone.
 */
async function lockInvitationRow(tx: Tx, applicationId: string, viewerId: string) {
  const [row] = await lockInvitationRowStatement(tx, { applicationId, viewerId });
  if (!row) return null;
  const { app, team, deadline, targetMax } = row;
  const idea = { ...row.idea, onRoster: row.onRoster };
  return { app, idea, team, membership: toMembership(row.membership), deadline, targetMax };
}
