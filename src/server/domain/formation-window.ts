import { eq } from 'drizzle-orm';
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

/** 409 naming the deadline once it has come; nothing when no deadline is set. */
export async function assertFormationOpen(tx: Tx, now: Date): Promise<void> {
  const { deadline } = await readFormationSettings(tx);
  if (deadline && isFormationClosed(deadline, now)) {
    throw conflict(message('formation.closed', { deadline: deadline.toISOString() }));
  }
}
