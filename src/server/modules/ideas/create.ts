import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { IDEA_ERRORS, type Idea, type IdeaCreateSchema } from '@contract/ideas.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { ideas, teamMembers, teams, type UserRow } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertFormationOpen, findMembership, lockUser } from '../../domain/joining.ts';
import { inTransaction, uniqueConflict } from '../../lib/transaction.ts';
import { toIdea } from '../../domain/ideas.ts';

// A race that slips past the checks below hits one of these indexes
// (docs/decisions/0009-one-transaction-ordered-locks-and-constraints.md).
export const UNIQUE_MESSAGES = {
  ideas_creator_unique: IDEA_ERRORS.oneIdea,
  teams_leader_unique: IDEA_ERRORS.oneIdea,
  team_members_user_unique: IDEA_ERRORS.inTeam,
  ideas_gender_team_id_unique: { said: IDEA_ERRORS.teamIdTaken, field: 'teamId' },
};

/**
 * Team IDs are unique per gender: an idea of the other gender never makes an ID taken, so the
 * answer never reveals one (docs/decisions/0012-team-ids-per-gender.md).
 */
export async function assertTeamIdFree(tx: Tx, teamId: string, gender: UserRow['gender']) {
  const [taken] = await tx
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.gender, gender), eq(ideas.teamId, teamId)))
    .limit(1);
  if (taken) throw conflict(IDEA_ERRORS.teamIdTaken, ['teamId']);
}

/** POST /api/ideas: the idea, its team and the creator as leader, in one transaction. */
export async function createIdea(
  ctx: AppContext,
  options: { userId: string; input: z.output<typeof IdeaCreateSchema> },
): Promise<Idea> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const me = await lockUser(tx, options.userId);
      if (!me) throw notFound('users.notFound');
      const [own] = await tx
        .select({ id: ideas.id })
        .from(ideas)
        .where(eq(ideas.creatorId, me.id))
        .limit(1);
      if (own) throw conflict(IDEA_ERRORS.oneIdea);
      if (await findMembership(tx, me.id)) throw conflict(IDEA_ERRORS.inTeam);
      await assertFormationOpen(tx, ctx.clock.now());
      await assertTeamIdFree(tx, options.input.teamId, me.gender);
      const [idea] = await tx
        .insert(ideas)
        .values({ ...options.input, creatorId: me.id, gender: me.gender })
        .returning();
      const [team] = await tx
        .insert(teams)
        .values({ ideaId: idea!.id, leaderId: me.id })
        .returning({ id: teams.id });
      await tx.insert(teamMembers).values({ teamId: team!.id, userId: me.id, role: 'creator' });
      return toIdea(withCreator(idea!, me), me);
    });
  } catch (error) {
    throw uniqueConflict(error, UNIQUE_MESSAGES);
  }
}

function withCreator(idea: typeof ideas.$inferSelect, creator: UserRow) {
  return {
    ...idea,
    // A new team holds its leader alone.
    memberCount: 1,
    creatorName: creator.name,
    creatorMajor: creator.major,
    creatorGender: creator.gender,
  };
}
