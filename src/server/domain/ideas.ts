import { eq, getTableColumns, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { ApplyBlockedReason, Idea } from '@contract/ideas.ts';
import { WITHDRAWALS_PER_IDEA_MAX } from '@contract/limits.ts';
import { splitList } from '@contract/text.ts';
import type { Db, Tx } from '../db/client.ts';
import { preparedFor } from '../db/prepared.ts';
import { applications, ideas, teams, users, type IdeaRow, type UserRow } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/errors.ts';
import { onRoster } from './courses.ts';

// docs/rules/roles-and-visibility.md

export const IDEA_NOT_FOUND = 'ideas.notFound';

const {
  searchText: _searchText,
  gender: _gender,
  ...ideaColumnsWithoutSearch
} = getTableColumns(ideas);
/** docs/decisions/0060-team-size-enforced-by-the-database.md */
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
export type IdeaViewer = Viewer & Pick<UserRow, 'major'>;

/**
 * Whether the viewer is on the roster of the idea's course, read in the statement that reads the
 * idea (which must name the table `ideas`): no round trip more.
 */
export function onIdeaRoster(viewerId: SQL | Placeholder | string) {
  return sql<boolean>`${onRoster(sql`ideas.course_id`, viewerId)}`.mapWith(Boolean);
}

/** An idea read for a viewer: whether they are on its course's roster. */
export type SeenIdea = IdeaWithCreator & { onRoster: boolean };

/** Outside the viewer's gender and the rosters they are on, an idea is the same miss as none. */
export function isReachableBy(idea: SeenIdea, viewer: Viewer): boolean {
  return idea.onRoster && idea.creatorGender === viewer.gender;
}

/** Admins follow the same rule. */
export function isVisibleTo(idea: SeenIdea, viewer: Viewer): boolean {
  if (!isReachableBy(idea, viewer)) return false;
  return idea.creatorId === viewer.id || (idea.isActive && !idea.isHidden);
}

/** The same order as applyToIdea, so the button can say why before the click. */
function applyBlockedReasonFor(
  idea: Pick<IdeaRow, 'creatorId' | 'kickedMemberIds' | 'requiredMajors' | 'allowCrossMajor'> & {
    withdrawnTooOften?: boolean;
  },
  viewer: IdeaViewer,
): ApplyBlockedReason | null {
  if (idea.creatorId === viewer.id) return null;
  if (isKickedFrom(idea, viewer.id)) return 'removedFromTeam';
  if (idea.withdrawnTooOften) return 'withdrawnTooOften';
  if (!majorFits(idea, viewer.major)) return 'majorNotAccepted';
  return null;
}

/** A withdraw-apply loop would flood the owner with notices (docs/rules/ideas-and-teams.md). */
export function withdrawnTooOften(ideaId: AnyColumn | SQL, userId: SQL | Placeholder | string) {
  return sql<boolean>`((select count(*) from ${applications} where ${applications.ideaId} = ${ideaId}
    and ${applications.applicantId} = ${userId} and ${applications.status} = 'withdrawn')
    >= ${WITHDRAWALS_PER_IDEA_MAX})`;
}

export function toIdea(
  row: IdeaWithCreator & { withdrawnTooOften?: boolean },
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

/** Locked alone: on PostgreSQL a locking read joined to a handed-over creator drops the row. */
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

/** findIdea, with whether the viewer is on the roster of the idea's course. */
export async function findIdeaFor(
  db: Db | Tx,
  ideaId: string,
  viewer: Viewer,
  lock?: 'update' | 'share',
): Promise<SeenIdea | null> {
  if (lock) await db.select({ id: ideas.id }).from(ideas).where(eq(ideas.id, ideaId)).for(lock);
  const [row] = await db
    .select({ ...ideaWithCreatorColumns, onRoster: onIdeaRoster(viewer.id) })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(eq(ideas.id, ideaId));
  return row ?? null;
}

export async function findOwnedIdea(
  db: Db | Tx,
  ideaId: string,
  viewer: Viewer,
  lock?: 'update' | 'share',
): Promise<SeenIdea> {
  return assertOwned(await findIdeaFor(db, ideaId, viewer, lock), viewer);
}

export function assertOwned(idea: SeenIdea | null, viewer: Viewer): SeenIdea {
  if (!idea || !isVisibleTo(idea, viewer)) throw notFound(IDEA_NOT_FOUND);
  if (idea.creatorId !== viewer.id) throw forbidden('ideas.ownerOnly');
  return idea;
}

const ideaStatement = preparedFor((db) =>
  db
    .select({ ...ideaWithCreatorColumns, onRoster: onIdeaRoster(sql.placeholder('viewerId')) })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(eq(ideas.id, sql.placeholder('ideaId')))
    .prepare('idea_with_creator'),
);

export async function findOwnedIdeaToRead(
  db: Db,
  ideaId: string,
  viewer: Viewer,
): Promise<SeenIdea> {
  const [row] = await ideaStatement(db).execute({ ideaId, viewerId: viewer.id });
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
