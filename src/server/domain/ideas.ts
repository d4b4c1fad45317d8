import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { ApplyBlockedReason, Idea } from '@contract/ideas.ts';
import { splitList } from '@contract/text.ts';
import type { Db, Tx } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { ideas, teams, users, type IdeaRow, type UserRow } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/errors.ts';

// Reading ideas as a given student sees them: same gender only, anything else is 404
// (docs/rules/roles-and-visibility.md).

export const IDEA_NOT_FOUND = 'ideas.notFound';

// Every column of the idea but its search text (the keyword filter's alone) and its
// gender (the creator's, read from the creator): what every read of ideas selects.
const {
  searchText: _searchText,
  gender: _gender,
  ...ideaColumnsWithoutSearch
} = getTableColumns(ideas);
/**
 * The idea's team's size now, the leader included (every idea answer carries it): stored on the
 * team by the database, read by the team's unique idea index; 0 for an idea without a team
 * (docs/decisions/0064-team-size-stored-beside-the-team.md).
 */
const memberCount =
  sql<number>`coalesce((select ${teams.memberCount} from ${teams} where ${teams.ideaId} = ${ideas.id}), 0)`.mapWith(
    Number,
  );
export const ideaColumns = { ...ideaColumnsWithoutSearch, memberCount };
export type IdeaFields = Omit<IdeaRow, 'searchText' | 'gender'> & { memberCount: number };

export const ideaWithCreatorColumns = {
  ...ideaColumns,
  creatorName: users.name,
  creatorMajor: users.major,
  creatorGender: users.gender,
};

export type IdeaWithCreator = IdeaFields & {
  creatorName: string;
  creatorMajor: string;
  creatorGender: 'male' | 'female';
};

export type Viewer = Pick<UserRow, 'id' | 'gender'>;
/** A viewer whose major is known: enough to tell them whether they may apply. */
export type IdeaViewer = Viewer & Pick<UserRow, 'major'>;

/** Same gender only; hidden or inactive ideas only for their owner. Admins follow the same rule. */
export function isVisibleTo(idea: IdeaWithCreator, viewer: Viewer): boolean {
  if (idea.creatorGender !== viewer.gender) return false;
  return idea.creatorId === viewer.id || (idea.isActive && !idea.isHidden);
}

/**
 * The apply rules of applyToIdea that depend on the viewer and the idea alone, in the same
 * order, so the button can say why before the click. Tells the viewer only about themself.
 */
function applyBlockedReasonFor(
  idea: Pick<IdeaRow, 'creatorId' | 'kickedMemberIds' | 'requiredMajors' | 'allowCrossMajor'> & {
    withdrawnByViewer?: boolean;
  },
  viewer: IdeaViewer,
): ApplyBlockedReason | null {
  if (idea.creatorId === viewer.id) return null;
  if (isKickedFrom(idea, viewer.id)) return 'removedFromTeam';
  if (idea.withdrawnByViewer) return 'withdrawnBefore';
  if (!majorFits(idea, viewer.major)) return 'majorNotAccepted';
  return null;
}

/**
 * `withdrawnByViewer`: whether the viewer withdrew an application to it (the list reads it;
 * elsewhere the viewer is the owner, for whom it never holds).
 */
export function toIdea(
  row: IdeaWithCreator & { withdrawnByViewer?: boolean },
  viewer: IdeaViewer,
): Idea {
  return {
    id: row.id,
    creatorId: row.creatorId,
    title: row.title,
    description: row.description,
    teamId: row.teamId,
    tags: row.tags,
    requiredMajors: row.requiredMajors,
    requiredSkills: row.requiredSkills,
    allowCrossMajor: row.allowCrossMajor,
    // Who was removed is the owner's business only.
    kickedMemberIds: row.creatorId === viewer.id ? row.kickedMemberIds : '',
    isActive: row.isActive,
    isHidden: row.isHidden,
    createdAt: row.createdAt.toISOString(),
    maxMembers: row.maxMembers,
    memberCount: row.memberCount,
    creator: { name: row.creatorName, major: row.creatorMajor },
    applyBlockedReason: applyBlockedReasonFor(row, viewer),
  };
}

/**
 * The idea with its creator, optionally locking the idea row (never the creator's) until the
 * transaction ends. Null when it does not exist. The lock is taken alone and the idea read after
 * it: a locking read joined to the creator would, on PostgreSQL, recheck a row whose creator a
 * handover changed meanwhile against the former creator's row and drop it (a false 404).
 */
export async function findIdea(
  db: Db | Tx,
  ideaId: string,
  lock?: 'update' | 'share',
): Promise<IdeaWithCreator | null> {
  if (lock) await db.select({ id: ideas.id }).from(ideas).where(eq(ideas.id, ideaId)).for(lock);
  const [row] = await db
    .select(ideaWithCreatorColumns)
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(eq(ideas.id, ideaId));
  return row ?? null;
}

/** An idea the viewer owns: 404 when they cannot see it, 403 when they see it but do not own it. */
export async function findOwnedIdea(
  db: Db | Tx,
  ideaId: string,
  viewer: Viewer,
  lock?: 'update' | 'share',
): Promise<IdeaWithCreator> {
  return assertOwned(await findIdea(db, ideaId, lock), viewer);
}

export function assertOwned(idea: IdeaWithCreator | null, viewer: Viewer): IdeaWithCreator {
  if (!idea || !isVisibleTo(idea, viewer)) throw notFound(IDEA_NOT_FOUND);
  if (idea.creatorId !== viewer.id) throw forbidden('ideas.ownerOnly');
  return idea;
}

const ideaStatement = preparedFor((db) =>
  db
    .select(ideaWithCreatorColumns)
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(eq(ideas.id, sql.placeholder('ideaId')))
    .prepare('idea_with_creator'),
);

/** findOwnedIdea for a read outside any transaction, as a prepared statement. */
export async function findOwnedIdeaToRead(
  db: Db,
  ideaId: string,
  viewer: Viewer,
): Promise<IdeaWithCreator> {
  const [row] = await ideaStatement(db).execute({ ideaId });
  return assertOwned(row ?? null, viewer);
}

export function isKickedFrom(idea: Pick<IdeaRow, 'kickedMemberIds'>, userId: string): boolean {
  return splitList(idea.kickedMemberIds).includes(userId);
}

export function majorFits(
  idea: Pick<IdeaRow, 'requiredMajors' | 'allowCrossMajor'>,
  major: string,
) {
  return idea.allowCrossMajor || splitList(idea.requiredMajors).includes(major);
}
