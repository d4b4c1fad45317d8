import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { IDEA_ERRORS, type Idea, type IdeaCreateSchema } from '@contract/ideas.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { ideas, teamMembers, teams, type UserRow } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { assertFormationOpen, findMembership, lockUser } from '../../domain/joining.ts';
import { inTransaction, uniqueConflict } from '../../lib/transaction.ts';
import { toIdea } from '../../domain/ideas.ts';
import { assertStudentOf, defaultCourse, type CourseRef } from '../../domain/courses.ts';
import { message } from '@contract/messages.ts';

// docs/decisions/0009-one-transaction-ordered-locks-and-constraints.md
export const UNIQUE_MESSAGES = {
  ideas_course_creator_unique: IDEA_ERRORS.oneIdea,
  teams_course_leader_unique: IDEA_ERRORS.oneIdea,
  team_members_course_user_unique: IDEA_ERRORS.inTeam,
  ideas_course_gender_team_id_unique: { said: IDEA_ERRORS.teamIdTaken, field: 'teamId' },
};

/**
 * Team IDs are unique per course and gender: an idea of the other gender never makes an ID
 * taken, so the answer never reveals one (docs/decisions/0012-team-ids-per-gender.md).
 */
export async function assertTeamIdFree(
  tx: Tx,
  course: CourseRef,
  teamId: string,
  gender: UserRow['gender'],
) {
  const [taken] = await tx
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.courseId, course), eq(ideas.gender, gender), eq(ideas.teamId, teamId)))
    .limit(1);
  if (taken) throw conflict(IDEA_ERRORS.teamIdTaken, ['teamId']);
}

/**
 * POST /api/ideas: the idea, its team and the creator as leader, in one transaction, in the
 * default course; POST /api/courses/{courseId}/ideas: in that course, for a student on its roster.
 */
export async function createIdea(
  ctx: AppContext,
  options: { userId: string; input: z.output<typeof IdeaCreateSchema>; courseId?: string },
): Promise<Idea> {
  const named = options.courseId;
  const course = named ?? defaultCourse();
  try {
    return await inTransaction(ctx, async (tx) => {
      const me = await lockUser(tx, options.userId);
      if (!me) throw notFound('users.notFound');
      // The plain path too: a coordinator of the default course is not one of its students.
      await assertStudentOf(tx, me.id, course);
      const [own] = await tx
        .select({ id: ideas.id })
        .from(ideas)
        .where(and(eq(ideas.creatorId, me.id), eq(ideas.courseId, course)))
        .limit(1);
      if (own) throw conflict(IDEA_ERRORS.oneIdea);
      if (await findMembership(tx, me.id, course)) throw conflict(IDEA_ERRORS.inTeam);
      const targetMax = await assertFormationOpen(tx, ctx.clock.now(), course);
      assertWithinTarget(options.input.maxMembers, targetMax);
      await assertTeamIdFree(tx, course, options.input.teamId, me.gender);
      const [idea] = await tx
        .insert(ideas)
        .values({ ...options.input, creatorId: me.id, gender: me.gender, courseId: course })
        .returning();
      const { courseId } = idea!;
      const [team] = await tx
        .insert(teams)
        .values({ ideaId: idea!.id, courseId, leaderId: me.id })
        .returning({ id: teams.id });
      await tx
        .insert(teamMembers)
        .values({ teamId: team!.id, courseId, userId: me.id, role: 'creator' });
      return toIdea(withCreator(idea!, me), me);
    });
  } catch (error) {
    throw uniqueConflict(error, UNIQUE_MESSAGES);
  }
}

function withCreator(idea: typeof ideas.$inferSelect, creator: UserRow) {
  return {
    ...idea,
    memberCount: 1,
    creatorName: creator.name,
    creatorMajor: creator.major,
    creatorGender: creator.gender,
  };
}

/** No limit stays allowed under a target: the target caps the team all the same. */
export function assertWithinTarget(
  maxMembers: number | null | undefined,
  targetMax: number | null,
) {
  if (typeof maxMembers === 'number' && targetMax !== null && maxMembers > targetMax) {
    throw badRequest(message(IDEA_ERRORS.sizeAboveTarget, { max: targetMax }), ['maxMembers']);
  }
}
