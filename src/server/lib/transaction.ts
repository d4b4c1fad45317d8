import type { MessageCode } from '@contract/messages.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { conflict, constraintName, isUniqueViolation, sqlState } from './errors.ts';

const CHECK_VIOLATION = '23514';

const MAX_ATTEMPTS = 5;
/** 23503: a row it refers to was deleted concurrently; run again, the checks answer 404/409. */
const RETRYABLE = new Set(['40P01', '40001', '23503']);

/**
 * Lock order: ideas (id order), then users, then rows below them; an admin deleting a user locks
 * the ideas it cascades into first (docs/decisions/0009).
 */
export async function inTransaction<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRetries(() => ctx.db.transaction(work));
}

async function withRetries<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const state = sqlState(error);
      if (attempt < MAX_ATTEMPTS && state && RETRYABLE.has(state)) continue;
      throw error;
    }
  }
}

export function uniqueConflict(
  error: unknown,
  messages: Record<string, MessageCode | { said: MessageCode; field: string }>,
): unknown {
  if (!isUniqueViolation(error)) return error;
  const name = constraintName(error);
  const entry = name ? messages[name] : undefined;
  if (!entry) return conflict('http.conflict');
  return typeof entry === 'string' ? conflict(entry) : conflict(entry.said, [entry.field]);
}

/** docs/decisions/0060-team-size-enforced-by-the-database.md */
export function teamFullConflict(error: unknown): unknown {
  if (sqlState(error) !== CHECK_VIOLATION) return error;
  const name = constraintName(error);
  if (name === 'team_members_team_full') return conflict('teams.full');
  if (name === 'ideas_max_members_below_size') {
    return conflict('teams.sizeBelowMembers', ['maxMembers']);
  }
  return error;
}
