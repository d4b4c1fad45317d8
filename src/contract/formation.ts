import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { TimestampSchema } from './fields.ts';
import { TEAM_SIZE_MAX } from './limits.ts';
import { code } from './validation.ts';

// /api/admin/formation and /api/formation: the formation window (a deadline) and the team size
// the coordinator aims at when placing students (docs/rules/formation.md).

/** The target when none was saved: the leader included (docs/rules/formation.md). */
export const DEFAULT_TARGET = { min: 3, max: 5 } as const;

/** Whether formation is closed at `now`: only once a deadline is set and has come. */
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

/** PUT /api/admin/formation: an ISO 8601 time with its offset, or null for no deadline. */
export const FormationSettingsSchema = z.strictObject({
  deadline: z.iso
    .datetime({ offset: true, error: code('validation.deadline') })
    .nullable()
    .refine((v) => v === null || !Number.isNaN(Date.parse(v)), code('validation.deadline')),
  target: TargetSchema,
});
export type FormationSettingsInput = z.input<typeof FormationSettingsSchema>;

const CountsSchema = z.object({ total: z.number(), inTeam: z.number(), withoutTeam: z.number() });

/** Open applications or invitations: how many, and when the oldest was made (null: none). */
const WaitingSchema = z.object({ count: z.number(), oldestAt: TimestampSchema.nullable() });

const FormationProgressSchema = z.object({
  studentsTotal: z.number(),
  studentsInTeam: z.number(),
  studentsWithoutTeam: z.number(),
  byGender: z.object({ male: CountsSchema, female: CountsSchema }),
  /** Majors with at least one student, by key. */
  byMajor: z.array(CountsSchema.extend({ major: z.string() })),
  teamsTotal: z.number(),
  /** Teams with fewer members than the target's minimum (the leader included). */
  teamsBelowMin: z.number(),
  /** Teams at their limit: the target's maximum, or their own size limit when lower. */
  teamsFull: z.number(),
  pendingApplications: WaitingSchema,
  /** Accepted applications not yet confirmed. */
  openInvitations: WaitingSchema,
});
export type FormationProgress = z.infer<typeof FormationProgressSchema>;

/** GET and PUT /api/admin/formation: the settings, and the progress as of `asOf` (app time). */
export const FormationSchema = z.object({
  deadline: TimestampSchema.nullable(),
  target: z.object({ min: z.number(), max: z.number() }),
  asOf: TimestampSchema,
  progress: FormationProgressSchema,
});
export type Formation = z.infer<typeof FormationSchema>;

/** GET /api/formation: what a student sees; `now` is the server's time, to count down from. */
export const FormationWindowSchema = z.object({
  deadline: TimestampSchema.nullable(),
  now: TimestampSchema,
});
export type FormationWindow = z.infer<typeof FormationWindowSchema>;

/** POST /api/admin/formation/reminders: how many students were told. */
export const RemindersSentSchema = z.object({ told: z.number() });

export const FORMATION_ENDPOINTS = {
  /** The deadline a student counts down to (docs/rules/formation.md). */
  window: endpoint('GET', '/api/formation', 'student', { answer: FormationWindowSchema }),
  get: endpoint('GET', '/api/admin/formation', 'admin', { answer: FormationSchema }),
  update: endpoint('PUT', '/api/admin/formation', 'admin', {
    body: FormationSettingsSchema,
    answer: FormationSchema,
  }),
  remind: endpoint('POST', '/api/admin/formation/reminders', 'admin', {
    answer: RemindersSentSchema,
  }),
} as const;
