import type { Formation, FormationWindow } from '@contract/formation.ts';
import type { z } from 'zod';
import type { FormationSettingsSchema } from '@contract/formation.ts';
import type { AppContext } from '../../context.ts';
import type { CourseRef } from '../../domain/courses.ts';
import { auditLog, formationSettings } from '../../db/schema.ts';
import { readFormationSettings, readSavedFormationSettings } from '../../domain/joining.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { readProgress } from './progress.ts';

export async function getFormationWindow(
  ctx: AppContext,
  course: CourseRef,
): Promise<FormationWindow> {
  const saved = await readSavedFormationSettings(ctx.db, course);
  return {
    deadline: saved?.deadline?.toISOString() ?? null,
    target: saved?.target ?? null,
    now: ctx.clock.now().toISOString(),
  };
}

export async function getFormation(ctx: AppContext, course: CourseRef): Promise<Formation> {
  return inTransaction(ctx, async (tx) => {
    const settings = await readFormationSettings(tx, course);
    return {
      deadline: settings.deadline?.toISOString() ?? null,
      target: settings.target,
      asOf: ctx.clock.now().toISOString(),
      progress: await readProgress(tx, settings.target, course),
    };
  });
}

// A later deadline reopens formation at once: every rule reads it as it is now.
export async function updateFormation(
  ctx: AppContext,
  options: {
    actorId: string;
    course: CourseRef;
    input: z.output<typeof FormationSettingsSchema>;
  },
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
      .values({ courseId: options.course, ...values })
      .onConflictDoUpdate({ target: formationSettings.courseId, set: values });
    await tx.insert(auditLog).values({
      actorId: options.actorId,
      action: 'set_formation',
      targetId: 'formation',
      details: { deadline: values.deadline?.toISOString() ?? null, target },
    });
  });
  return getFormation(ctx, options.course);
}
