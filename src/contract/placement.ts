import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { GenderSchema, IdParamsSchema, IdSchema, TimestampSchema } from './fields.ts';
import { TEAM_SIZE_MAX, TEAM_SIZE_MIN } from './limits.ts';
import { type MessageCode } from './messages.ts';
import { code } from './validation.ts';

// docs/rules/placement.md

const TeamSizeSchema = z
  .number({ error: code('validation.teamSize') })
  .int({ error: code('validation.teamSize') })
  .min(TEAM_SIZE_MIN, { error: code('validation.teamSize') })
  .max(TEAM_SIZE_MAX, { error: code('validation.teamSize') });

/** How much the coordinator weighs each criterion after the choices: 0 (ignored) to 10. */
export const PLACEMENT_WEIGHT_MAX = 10;
export const DEFAULT_PLACEMENT_WEIGHTS = {
  majors: 4,
  skills: 2,
  evenSizes: 6,
  avoidIsolating: 4,
} as const;
export type PlacementWeights = { [K in keyof typeof DEFAULT_PLACEMENT_WEIGHTS]: number };

const WeightSchema = z
  .number({ error: code('validation.weight') })
  .int({ error: code('validation.weight') })
  .min(0, { error: code('validation.weight') })
  .max(PLACEMENT_WEIGHT_MAX, { error: code('validation.weight') });

// nullish: Fastify hands a POST without a body to the validator as null.
export const ProposalRequestSchema = z
  .strictObject({
    min: TeamSizeSchema.optional(),
    max: TeamSizeSchema.optional(),
    weights: z
      .strictObject({
        majors: WeightSchema.optional(),
        skills: WeightSchema.optional(),
        evenSizes: WeightSchema.optional(),
        avoidIsolating: WeightSchema.optional(),
      })
      .optional(),
  })
  .nullish();

const UnplacedReasonSchema = z.enum([
  'no-team-of-gender',
  'major-not-accepted',
  'removed-from-every-fitting-team',
  'no-room',
]);
export type UnplacedReason = z.infer<typeof UnplacedReasonSchema>;

/** What would place a student the proposal leaves out. */
const RemedySchema = z.enum([
  'team-of-gender',
  'team-taking-major',
  'another-team',
  'raise-target',
  'more-room',
  'more-students',
]);
export type Remedy = z.infer<typeof RemedySchema>;

/** Why the proposal places a student where it does, the strongest reason. */
const AssignmentReasonSchema = z.enum([
  'accepted',
  'choice',
  'required-major',
  'shared-skills',
  'room',
  'new-team',
]);
export type AssignmentReason = z.infer<typeof AssignmentReasonSchema>;

const StudentFields = {
  studentId: z.string(),
  studentName: z.string(),
  major: z.string(),
  gender: GenderSchema,
};

const TeamFields = { ideaId: z.string(), ideaTitle: z.string(), teamId: z.string() };

/** A new team's label: shared by its students, unique within the proposal. */
const NewTeamLabelSchema = z.string().trim().min(1).max(40);

/** In an existing team (`ideaId`, `ideaTitle`, `teamId`), or in a new team (`newTeam`, the rest null). */
const ProposedAssignmentSchema = z.object({
  ...StudentFields,
  ideaId: z.string().nullable(),
  ideaTitle: z.string().nullable(),
  teamId: z.string().nullable(),
  newTeam: z.string().nullable(),
  reason: AssignmentReasonSchema,
  // 1 for the first idea the student applied to, and so on; null when not one they applied to.
  choice: z.number().int().positive().nullable(),
});

const ProposalTeamSchema = z.object({
  ...TeamFields,
  gender: GenderSchema,
  memberCount: z.number(),
  room: z.number(),
  requiredMajors: z.array(z.string()),
  allowCrossMajor: z.boolean(),
});

export const ProposalSchema = z.object({
  id: z.string(),
  createdAt: TimestampSchema,
  target: z.object({ min: z.number(), max: z.number() }),
  assignments: z.array(ProposedAssignmentSchema),
  unplaced: z.array(
    z.object({ ...StudentFields, reason: UnplacedReasonSchema, remedy: RemedySchema }),
  ),
  teams: z.array(ProposalTeamSchema),
});
export type Proposal = z.infer<typeof ProposalSchema>;

/** The most assignments one apply takes: every student of a large university. */
const MAX_APPLIED = 10_000;

// A student left out of the list stays unplaced; no body applies the proposal as it was.
export const ApplyProposalSchema = z
  .strictObject({
    assignments: z
      .array(
        z.union([
          z.strictObject({ studentId: IdSchema, ideaId: IdSchema }),
          z.strictObject({ studentId: IdSchema, newTeam: NewTeamLabelSchema }),
        ]),
      )
      .max(MAX_APPLIED, {
        error: code('validation.tooLong', { field: 'assignments', max: MAX_APPLIED }),
      }),
  })
  .nullish();
export type ApplyProposalInput = z.infer<typeof ApplyProposalSchema>;

const SkipReasonSchema = z.enum([
  'left-out',
  'in-a-team',
  'team-full',
  'removed-from-team',
  'major-not-accepted',
  'other-gender',
  'team-closed',
  'student-gone',
]);
export type SkipReason = z.infer<typeof SkipReasonSchema>;

// '' for the name and major of an account deleted since.
const AppliedStudentFields = { studentId: z.string(), studentName: z.string(), major: z.string() };

export const ApplyProposalAnswerSchema = z.object({
  applied: z.array(
    z.object({
      ...AppliedStudentFields,
      ...TeamFields,
      // The label of the new team the apply formed; null for an existing team.
      newTeam: z.string().nullable(),
    }),
  ),
  skipped: z.array(
    z.object({
      ...AppliedStudentFields,
      // Null for a new team that was not formed.
      ideaId: z.string().nullable(),
      newTeam: z.string().nullable(),
      // Null when the idea was deleted since.
      ideaTitle: z.string().nullable(),
      teamId: z.string().nullable(),
      reason: SkipReasonSchema,
    }),
  ),
});
export type ApplyProposalAnswer = z.infer<typeof ApplyProposalAnswerSchema>;

/** What an undo took back: the students back to no team, and the new teams removed. */
export const UndoProposalAnswerSchema = z.object({
  students: z.number(),
  newTeams: z.number(),
});
export type UndoProposalAnswer = z.infer<typeof UndoProposalAnswerSchema>;

/** Why a proposal call is refused. */
export const PLACEMENT_ERRORS = {
  notFound: 'placement.notFound',
  applied: 'placement.applied',
  notApplied: 'placement.notApplied',
  undone: 'placement.undone',
  targetOrder: 'placement.targetOrder',
  notInProposal: 'placement.notInProposal',
  twice: 'placement.twice',
} as const satisfies Record<string, MessageCode>;

export const PLACEMENT_ENDPOINTS = {
  propose: endpoint(
    'POST',
    '/api/admin/formation/proposals',
    'admin',
    { body: ProposalRequestSchema, answer: ProposalSchema },
    201,
  ),
  apply: endpoint('POST', '/api/admin/formation/proposals/:id/apply', 'admin', {
    params: IdParamsSchema,
    body: ApplyProposalSchema,
    answer: ApplyProposalAnswerSchema,
  }),
  undo: endpoint('POST', '/api/admin/formation/proposals/:id/undo', 'admin', {
    params: IdParamsSchema,
    answer: UndoProposalAnswerSchema,
  }),
} as const;
