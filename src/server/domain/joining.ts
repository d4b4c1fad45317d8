import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_TARGET, isFormationClosed, type FormationTarget } from '@contract/formation.ts';
import { message } from '@contract/messages.ts';
import { isTiedToTeam as tiedRule } from '@contract/teams.ts';
import type { Db, Tx } from '../db/client.ts';
import { formationSettings, ideas, teamMembers, teams, users, type UserRow } from '../db/schema.ts';
import { conflict } from '../lib/errors.ts';
import type { CourseRef } from './courses.ts';

// docs/decisions/0020-domain-floor-under-feature-modules.md

export interface Membership {
  teamId: string;
  ideaId: string;
  leaderId: string;
  role: 'creator' | 'member';
  size: number;
}

export const membershipColumns = {
  teamId: teams.id,
  ideaId: teams.ideaId,
  leaderId: teams.leaderId,
  role: teamMembers.role,
  // docs/decisions/0060-team-size-enforced-by-the-database.md
  size: teams.memberCount,
};

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

/** One statement: the user's team in the course, their role and the team's size. */
export async function findMembership(
  db: Db | Tx,
  userId: string,
  course: CourseRef,
): Promise<Membership | null> {
  const [row] = await db
    .select(membershipColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), eq(teamMembers.courseId, course)))
    .limit(1);
  return row ?? null;
}

/** docs/decisions/0008-invitations-rewritten-and-solo-leaders-dissolved.md */
export function isTiedToTeam(m: Membership | null): boolean {
  return m !== null && tiedRule({ isLeader: m.role === 'creator', memberCount: m.size });
}

/** In id order, so two transactions never wait on each other in a circle. */
export async function lockIdeas(tx: Tx, ids: Array<string | null | undefined>): Promise<void> {
  const sorted = [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
  for (const id of sorted) await lockIdeaStatement(tx, { id });
}

const lockIdeaStatement = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .select({ id: ideas.id })
    .from(ideas)
    .where(eq(ideas.id, sql.placeholder('id')))
    .for('update')
    .execute(values);

const lockUserStatement = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .for('no key update')
    .execute(values);

/** NO KEY UPDATE so rows referencing the user can still be inserted meanwhile. */
export async function lockUser(tx: Tx, userId: string): Promise<UserRow | null> {
  const [row] = await lockUserStatement(tx, { id: userId });
  return row ?? null;
}

const lockUserOfGenderStatement = (tx: Tx, values: Record<string, unknown>) =>
  tx
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.gender, sql.placeholder('gender'))))
    .for('no key update')
    .execute(values);

export async function lockUserOfGender(
  tx: Tx,
  userId: string,
  gender: UserRow['gender'],
): Promise<UserRow | null> {
  const [row] = await lockUserOfGenderStatement(tx, { id: userId, gender });
  return row ?? null;
}

// docs/rules/formation.md

export interface FormationSettings {
  deadline: Date | null;
  target: FormationTarget;
}

/** The settings of a course, or of the idea's course when given its `course_id` column. */
type CourseOf = CourseRef | PgColumn;

const ofCourse = (course: CourseOf) => eq(formationSettings.courseId, course);

/** Null when no coordinator saved settings: then no target is a rule. */
export async function readSavedFormationSettings(
  db: Db | Tx,
  course: CourseRef,
): Promise<FormationSettings | null> {
  const [row] = await db.select().from(formationSettings).where(ofCourse(course)).limit(1);
  return row
    ? { deadline: row.deadline, target: { min: row.targetMin, max: row.targetMax } }
    : null;
}

export async function readFormationSettings(
  db: Db | Tx,
  course: CourseRef,
): Promise<FormationSettings> {
  return (
    (await readSavedFormationSettings(db, course)) ?? {
      deadline: null,
      target: { ...DEFAULT_TARGET },
    }
  );
}

/**
 * Read in a statement the step makes anyway: one round trip fewer (docs/decisions/0109). The
 * course is the idea's, as its `course_id` column of that statement.
 */
export function deadlineColumn(course: CourseOf) {
  return sql<Date | null>`(select ${formationSettings.deadline} from ${formationSettings}
    where ${ofCourse(course)})`.mapWith(formationSettings.deadline);
}

export function assertBeforeDeadline(deadline: Date | null, now: Date): void {
  if (deadline && isFormationClosed(deadline, now)) {
    throw conflict(message('formation.closed', { deadline: deadline.toISOString() }));
  }
}

/** The target maximum as a rule: null when no coordinator saved a target (docs/rules/formation.md). */
export function targetMaxColumn(course: CourseOf) {
  return sql<number | null>`(select ${formationSettings.targetMax} from ${formationSettings}
    where ${ofCourse(course)})`.mapWith(formationSettings.targetMax);
}

export async function readTargetMax(db: Db | Tx, course: CourseRef): Promise<number | null> {
  const [row] = await db
    .select({ targetMax: formationSettings.targetMax })
    .from(formationSettings)
    .where(ofCourse(course))
    .limit(1);
  return row?.targetMax ?? null;
}

/** Answers the target maximum as a rule (null when none was saved), read with the deadline. */
export async function assertFormationOpen(
  tx: Tx,
  now: Date,
  course: CourseRef,
): Promise<number | null> {
  const [row] = await tx
    .select({ deadline: formationSettings.deadline, targetMax: formationSettings.targetMax })
    .from(formationSettings)
    .where(ofCourse(course))
    .limit(1);
  assertBeforeDeadline(row?.deadline ?? null, now);
  return row?.targetMax ?? null;
}
