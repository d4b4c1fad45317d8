import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, type AuditEntry } from '@contract/admin.ts';
import { PAGE_MAX } from '@contract/limits.ts';
import type { AppContext } from '../../context.ts';
import { auditLog, ideas, users } from '../../db/schema.ts';
import { readPage, type Page, type PageQuery } from '../../lib/pagination.ts';

// Rows keep ids only: names and titles are read now, so a deleted account or idea reads as gone.

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

export async function listAudit(
  ctx: AppContext,
  options: { query: PageQuery },
): Promise<Page<AuditEntry>> {
  const page = await readPage(
    ctx.db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        action: auditLog.action,
        details: auditLog.details,
        actorId: actor.id,
        actorName: actor.name,
        userId: subject.id,
        userName: subject.name,
        ideaId: ideas.id,
        ideaTitle: ideas.title,
        teamId: ideas.teamId,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(subject, sql`${subject.id}::text = ${auditLog.targetId}`)
      .leftJoin(
        ideas,
        sql`${ideas.id}::text = coalesce(${auditLog.details}->>'ideaId', ${auditLog.targetId})`,
      )
      .$dynamic(),
    {
      columns: auditLog,
      query: options.query,
      keyOf: (row) => row,
      where: inArray(auditLog.action, [...AUDIT_ACTIONS]),
    },
  );
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      action: row.action as AuditEntry['action'],
      actor: row.actorId ? { id: row.actorId, name: row.actorName ?? '' } : null,
      user: row.userId ? { id: row.userId, name: row.userName ?? '' } : null,
      idea:
        row.ideaId && row.ideaTitle !== null && row.teamId !== null
          ? { id: row.ideaId, title: row.ideaTitle, teamId: row.teamId }
          : null,
      details: row.details,
    })),
    nextCursor: page.nextCursor,
  };
}

export const AUDIT_HEADER = ['When', 'Admin', 'Action', 'User', 'Team ID', 'Idea title', 'Details'];

export async function* auditExportRows(ctx: AppContext): AsyncGenerator<Array<string | null>[]> {
  let cursor: string | undefined;
  do {
    const page = await listAudit(ctx, { query: { limit: PAGE_MAX, cursor } });
    yield page.items.map((row) => [
      row.createdAt,
      row.actor?.name ?? null,
      row.action,
      row.user?.name ?? null,
      row.idea?.teamId ?? null,
      row.idea?.title ?? null,
      JSON.stringify(row.details),
    ]);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
