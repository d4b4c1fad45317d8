import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AdminIdea, AdminIdeaQuerySchema, AdminIdeaSort } from '@contract/admin.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ideas, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { afterCursor, decodeCursor, splitPage, type Page } from '../../lib/pagination.ts';
import { ideaColumns, type IdeaFields } from '../../domain/ideas.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { dissolveIdea } from '../../domain/dissolve.ts';
import { recordAdminAction } from '../../domain/audit.ts';
import { searchMatches } from './search.ts';
import { afterSorted, byText, sortedBy } from './sorting.ts';

export const IDEA_DELETED_MESSAGE = 'ideas.deleted';

const creatorColumns = { name: users.name, major: users.major, email: users.email };

function toAdminIdea(idea: IdeaFields, creator: AdminIdea['creator']): AdminIdea {
  return { ...idea, createdAt: idea.createdAt.toISOString(), creator };
}

const IDEA_SORT_COLUMNS = {
  title: byText(ideas.title),
  status: ideas.isActive,
  visibility: ideas.isHidden,
} satisfies Record<AdminIdeaSort, PgColumn | SQL>;
const keyed = { table: ideas, createdAt: ideas.createdAt, id: ideas.id };

export async function listIdeas(
  ctx: AppContext,
  options: { query: z.output<typeof AdminIdeaQuerySchema> },
): Promise<Page<AdminIdea>> {
  const { query } = options;
  const cursor = decodeCursor(query.cursor);
  const column = query.sort && IDEA_SORT_COLUMNS[query.sort];
  const rows = await ctx.db
    .select({ idea: ideaColumns, creator: creatorColumns })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(
      and(
        searchMatches(query.q, [ideas.title, ideas.teamId]),
        query.gender ? eq(ideas.gender, query.gender) : undefined,
        column ? afterSorted(cursor, column, keyed, query.dir) : afterCursor(cursor, ideas),
      ),
    )
    .orderBy(
      ...(column ? sortedBy(column, keyed, query.dir) : [desc(ideas.createdAt), desc(ideas.id)]),
    )
    .limit(query.limit + 1);
  const page = splitPage(rows, query.limit, (row) => row.idea);
  return {
    items: page.rows.map((row) => toAdminIdea(row.idea, row.creator)),
    nextCursor: page.nextCursor,
  };
}

async function findAdminIdea(db: Db, ideaId: string): Promise<AdminIdea> {
  const [row] = await db
    .select({ idea: ideaColumns, creator: creatorColumns })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.creatorId))
    .where(eq(ideas.id, ideaId));
  if (!row) throw notFound('ideas.notFound');
  return toAdminIdea(row.idea, row.creator);
}

export async function setIdeaHidden(
  ctx: AppContext,
  options: { actorId: string; ideaId: string; isHidden: boolean },
): Promise<AdminIdea> {
  return inTransaction(ctx, async (tx) => {
    const updated = await tx
      .update(ideas)
      .set({ isHidden: options.isHidden })
      .where(eq(ideas.id, options.ideaId))
      .returning({ id: ideas.id });
    if (updated.length === 0) throw notFound('ideas.notFound');
    await recordAdminAction(tx, {
      actorId: options.actorId,
      action: options.isHidden ? 'hide_idea' : 'show_idea',
      targetId: options.ideaId,
    });
    return findAdminIdea(tx, options.ideaId);
  });
}

export async function deleteIdea(
  ctx: AppContext,
  options: { actorId: string; ideaId: string },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [idea] = await tx
      .select({ title: ideas.title })
      .from(ideas)
      .where(eq(ideas.id, options.ideaId));
    if (!idea) throw notFound('ideas.notFound');
    const dissolved = await dissolveIdea(tx, {
      ideaId: options.ideaId,
      notice: { code: 'notification.ideaRemovedByAdmin', params: { ideaTitle: idea.title } },
    });
    if (!dissolved) throw notFound('ideas.notFound');
    await recordAdminAction(tx, {
      actorId: options.actorId,
      action: 'delete_idea',
      targetId: options.ideaId,
    });
  });
}
