import { eq, sql } from 'drizzle-orm';
import { DEFAULT_TARGET, isFormationClosed, type FormationTarget } from '@contract/formation.ts';
import type { Db, Tx } from '../db/client.ts';
import { formationSettings } from '../db/schema.ts';
import { conflict } from '../lib/errors.ts';
import { message } from '@contract/messages.ts';

// The formation window, read by the services that start or complete a joining (apply, accept,
// confirm, publish an idea) inside their own transaction (docs/rules/formation.md).

export interface FormationSettings {
  deadline: Date | null;
  target: FormationTarget;
}

/** The saved settings, or no deadline and the default target when none were saved. */
export async function readFormationSettings(db: Db | Tx): Promise<FormationSettings> {
  const [row] = await db
    .select()
    .from(formationSettings)
    .where(eq(formationSettings.id, 1))
    .limit(1);
  if (!row) return { deadline: null, target: { ...DEFAULT_TARGET } };
  return { deadline: row.deadline, target: { min: row.targetMin, max: row.targetMax } };
}

/**
 * The saved deadline (null: none) as a column of another select, so that a step reads it in a
 * statement it makes anyway: one round trip fewer while its locks are held
 * (docs/decisions/0109-write-path-round-trips-and-pool.md). Checked where the step checked it.
 */
export function deadlineColumn() {
  return sql<Date | null>`(select ${formationSettings.deadline} from ${formationSettings}
    where ${formationSettings.id} = 1)`.mapWith(formationSettings.deadline);
}

/** 409 naming the deadline once it has come; nothing when no deadline is set. */
export function assertBeforeDeadline(deadline: Date | null, now: Date): void {
  if (deadline && isFormationClosed(deadline, now)) {
    throw conflict(message('formation.closed', { deadline: deadline.toISOString() }));
  }
}

/** The same, reading the deadline in a statement of its own. */
export async function assertFormationOpen(tx: Tx, now: Date): Promise<void> {
  assertBeforeDeadline((await readFormationSettings(tx)).deadline, now);
}
