import type { Formation, FormationWindow } from '@contract/formation.ts';
import type { z } from 'zod';
import type { FormationSettingsSchema } from '@contract/formation.ts';
import type { AppContext } from '../../context.ts';
import { auditLog, formationSettings } from '../../db/schema.ts';
import { readFormationSettings } from '../../domain/joining.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { readProgress } from './progress.ts';

/** GET /api/formation: the deadline a student counts down to, and the server's time. */
export async function getFormationWindow(ctx: AppContext): Promise<FormationWindow> {
  const { deadline } = await readFormationSettings(ctx.db);
  return { deadline: deadline?.toISOString() ?? null, now: ctx.clock.now().toISOString() };
}

/** GET /api/admin/formation: the settings and the progress, read together at the app's time. */
export async function getFormation(ctx: AppContext): Promise<Formation> {
  return inTransaction(ctx, async (tx) => {
    const settings = await readFormationSettings(tx);
    return {
      deadline: settings.deadline?.toISOString() ?? null,
      target: settings.target,
      asOf: ctx.clock.now().toISOString(),
      progress: await readProgress(tx, settings.target),
    };
  });
}

/**
 * PUT /api/admin/formation: saves the deadline and target (the one row), audited in the same
 * transaction. A later deadline reopens formation at once: every rule reads it as it is now.
 */
export async function updateFormation(
  ctx: AppContext,
  options: { actorId: string; input: z.output<typeof FormationSettingsSchema> },
): Promise<Formation> {
  const { deadline, target } = options.input;
  const values = {
    deadline: deadline === null ? null : new Date(deadline),
    targetMin: target.min,
    targetMax: target.max,
    updatedAt: ctx.clock.now(),
  };
  await inTransaction(ctx, async (tx) => {
    await tx
      .insert(formationSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: formationSettings.id, set: values });
    await tx.insert(auditLog).values({
      actorId: options.actorId,
      action: 'set_formation',
      targetId: 'formation',
      details: { deadline: values.deadline?.toISOString() ?? null, target },
    });
  });
  return getFormation(ctx);
}
