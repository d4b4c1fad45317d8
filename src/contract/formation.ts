import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { LineTextSchema, TimestampSchema } from './fields.ts';
import { REMINDER_NOTE_MAX, TEAM_SIZE_MAX } from './limits.ts';
import { code } from './validation.ts';

// docs/rules/formation.md

export const DEFAULT_TARGET = { min: 3, max: 5 } as const;

export const isFormationClosed = (deadline: string | Date | null, now: Date): boolean =>
  deadline !== null && new Date(deadline).getTime() <= now.getTime();

const TargetSizeSchema = z
  .number({ error: code('validation.targetSize') })
  .int(code('validation.targetSize'))
  .min(1, code('validation.targetSize'))
  .max(TEAM_SIZE_MAX, code('validation.targetSize'));

const TargetSchema = z
  .strictObject({ min: TargetSizeSchema, max: TargetSizeSchema })
  .refine((t) => t.min <= t.max, {
    message: code('validation.targetOrder'),
    path: ['max'],
  });
export type FormationTarget = z.infer<typeof TargetSchema>;

/** A deadline's year once in UTC: years the database stores, and none a coordinator means less. */
const DEADLINE_YEARS = { min: 2000, max: 9999 } as const;

const isInDeadlineYears = (deadline: string) => {
  const year = new Date(deadline).getUTCFullYear();
  return year >= DEADLINE_YEARS.min && year <= DEADLINE_YEARS.max;
};

export const FormationSettingsSchema = z.strictObject({
  deadline: z.iso
    .datetime({ offset: true, error: code('validation.deadline') })
    .nullable()
    .refine((v) => v === null || !Number.isNaN(Date.parse(v)), {
      error: code('validation.deadline'),
      abort: true,
    })
    .refine(
      (v) => v === null || isInDeadlineYears(v),
      code('validation.deadlineYears', DEADLINE_YEARS),
    ),
  target: TargetSchema,
});
export type FormationSettingsInput = z.input<typeof FormationSettingsSchema>;

const CountsSchema = z.object({ total: z.number(), inTeam: z.number(), withoutTeam: z.number() });

const WaitingSchema = z.object({ count: z.number(), oldestAt: TimestampSchema.nullable() });

const FormationProgressSchema = z.object({
  studentsTotal: z.number(),
  studentsInTeam: z.number(),
  studentsWithoutTeam: z.number(),
  byGender: z.object({ male: CountsSchema, female: CountsSchema }),
  byMajor: z.array(CountsSchema.extend({ major: z.string() })),
  teamsTotal: z.number(),
  teamsBelowMin: z.number(),
  teamsFull: z.number(),
  pendingApplications: WaitingSchema,
  openInvitations: WaitingSchema,
});
export type FormationProgress = z.infer<typeof FormationProgressSchema>;

export const FormationSchema = z.object({
  deadline: TimestampSchema.nullable(),
  target: z.object({ min: z.number(), max: z.number() }),
  asOf: TimestampSchema,
  progress: FormationProgressSchema,
});
export type Formation = z.infer<typeof FormationSchema>;

// `now` is the server's time, to count down from; `target` the saved one (a rule), else null.
export const FormationWindowSchema = z.object({
  deadline: TimestampSchema.nullable(),
  target: z.object({ min: z.number(), max: z.number() }).nullable(),
  now: TimestampSchema,
});
export type FormationWindow = z.infer<typeof FormationWindowSchema>;

export const RemindersSentSchema = z.object({ told: z.number() });

const ReminderNoteSchema = LineTextSchema('Note', code('validation.notText', { field: 'Note' }))
  .trim()
  .max(REMINDER_NOTE_MAX, code('validation.tooLong', { field: 'Note', max: REMINDER_NOTE_MAX }));

// nullish: Fastify hands a POST without a body to the validator as null.
export const ReminderRequestSchema = z
  .strictObject({ note: ReminderNoteSchema.optional() })
  .nullish();
export type ReminderRequest = z.input<typeof ReminderRequestSchema>;

// Who the coordinator's reminder tells, as it would be sent now.
export const ReminderPreviewSchema = z.object({
  withoutTeam: z.object({
    count: z.number(),
    students: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  }),
});
export type ReminderPreview = z.infer<typeof ReminderPreviewSchema>;

export const FORMATION_ENDPOINTS = {
  window: endpoint('GET', '/api/formation', 'student', { answer: FormationWindowSchema }),
  get: endpoint('GET', '/api/admin/formation', 'admin', { answer: FormationSchema }),
  update: endpoint('PUT', '/api/admin/formation', 'admin', {
    body: FormationSettingsSchema,
    answer: FormationSchema,
  }),
  reminderPreview: endpoint('GET', '/api/admin/formation/reminders', 'admin', {
    answer: ReminderPreviewSchema,
  }),
  remind: endpoint('POST', '/api/admin/formation/reminders', 'admin', {
    body: ReminderRequestSchema,
    answer: RemindersSentSchema,
  }),
} as const;
