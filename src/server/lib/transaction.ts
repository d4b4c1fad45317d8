import type { MessageCode } from '@contract/messages.ts';
import type { AppContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { conflict, constraintName, isUniqueViolation, sqlState } from './errors.ts';

const CHECK_VIOLATION = '23514';

// Every multi-step change of the domain runs here
// (docs/decisions/0009-one-transaction-ordered-locks-and-constraints.md).

const MAX_ATTEMPTS = 5;
/**
 * Deadlock detected and serialization failure: PostgreSQL rolled the whole transaction back.
 * Foreign-key violation: a row this unit refers to was deleted by a concurrent transaction (an
 * admin deleting a user); run again, the checks then see the deletion and answer 404/409.
 */
const RETRYABLE = new Set(['40P01', '40001', '23503']);

/**
 * Runs `work` in one transaction; every write of more than one row goes through here. The lock
 * order every unit keeps, so no two wait on each other in a circle:
 *   1. idea rows, in id order (lockIdeas; an application takes a shared lock on its idea);
 *   2. then user rows (lockUser; an admin deleting a user locks every idea the deletion cascades
 *      into first, since inserting any row that points at a user needs that user's key lock);
 *   3. then the rows below them: applications, memberships, notifications.
 * If PostgreSQL still picks this transaction as a deadlock victim, or a row it points at was
 * deleted meanwhile, the whole unit is retried instead of answering 500. Whatever the work does
 * must only touch the database, since it may run more than once.
 */
export async function inTransaction<T>(ctx: AppContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRetries(() => ctx.db.transaction(work));
}

/** The same retries for a unit that is one statement, its own transaction. */
export async function withRetries<T>(work: () => Promise<T>): Promise<T> {
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

/**
 * Maps a unique violation that slipped past the checks (two racing requests) to a 409 with the
 * message of the violated index (and the field whose value conflicts, if one does); any other
 * error is returned unchanged.
 */
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

/**
 * Maps the database's own refusal of a joining beyond the team's size, or of a size limit below
 * the team's members (the triggers of docs/decisions/0060-team-size-enforced-by-the-database.md),
 * to its 409; any other error is returned unchanged.
 */
export function teamFullConflict(error: unknown): unknown {
  if (sqlState(error) !== CHECK_VIOLATION) return error;
  const name = constraintName(error);
  if (name === 'team_members_team_full') return conflict('teams.full');
  if (name === 'ideas_max_members_below_size') {
    return conflict('teams.sizeBelowMembers', ['maxMembers']);
  }
  return error;
}
