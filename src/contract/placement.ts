import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { GenderSchema, IdParamsSchema, IdSchema, TimestampSchema } from './fields.ts';
import { TEAM_SIZE_MAX, TEAM_SIZE_MIN } from './limits.ts';
import { type MessageCode } from './messages.ts';
import { code } from './validation.ts';

// /api/admin/formation/proposals: the coordinator places the students without a team
// (docs/rules/placement.md).

const TeamSizeSchema = z
  .number({ error: code('validation.teamSize') })
  .int({ error: code('validation.teamSize') })
  .min(TEAM_SIZE_MIN, { error: code('validation.teamSize') })
  .max(TEAM_SIZE_MAX, { error: code('validation.teamSize') });

/**
 * The team sizes aimed at, the leader included; each defaults to the app's own limit. Fastify
 * hands a POST without a body to the validator as null.
 */
export const ProposalRequestSchema = z
  .strictObject({ min: TeamSizeSchema.optional(), max: TeamSizeSchema.optional() })
  .nullish();

/** Why the proposal leaves a student out (the solver's reason). */
const UnplacedReasonSchema = z.enum([
  'no-team-of-gender',
  'major-not-accepted',
  'removed-from-every-fitting-team',
  'no-room',
]);
export type UnplacedReason = z.infer<typeof UnplacedReasonSchema>;

const StudentFields = {
  studentId: z.string(),
  studentName: z.string(),
  major: z.string(),
  gender: GenderSchema,
};

const TeamFields = { ideaId: z.string(), ideaTitle: z.string(), teamId: z.string() };

const ProposedAssignmentSchema = z.object({ ...StudentFields, ...TeamFields });

/** A team that had room when the proposal was made: the choices a student can be moved to. */
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
  unplaced: z.array(z.object({ ...StudentFields, reason: UnplacedReasonSchema })),
  teams: z.array(ProposalTeamSchema),
});
export type Proposal = z.infer<typeof ProposalSchema>;

/** The most assignments one apply takes: every student of a large university. */
const MAX_APPLIED = 10_000;

/**
 * The assignments to apply, as proposed or edited (a student moved to another team, or left out
 * by leaving them out of the list); no body applies the proposal as it was.
 */
export const ApplyProposalSchema = z
  .strictObject({
    assignments: z
      .array(z.strictObject({ studentId: IdSchema, ideaId: IdSchema }))
      .max(MAX_APPLIED, {
        error: code('validation.tooLong', { field: 'assignments', max: MAX_APPLIED }),
      }),
  })
  .nullish();
export type ApplyProposalInput = z.infer<typeof ApplyProposalSchema>;

/** Why an assignment was not made when the proposal was applied. */
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

/** A student of an applied proposal: '' for the name and major of an account deleted since. */
const AppliedStudentFields = { studentId: z.string(), studentName: z.string(), major: z.string() };

export const ApplyProposalAnswerSchema = z.object({
  applied: z.array(z.object({ ...AppliedStudentFields, ...TeamFields })),
  skipped: z.array(
    z.object({
      ...AppliedStudentFields,
      ideaId: z.string(),
      // Null when the idea was deleted since.
      ideaTitle: z.string().nullable(),
      teamId: z.string().nullable(),
      reason: SkipReasonSchema,
    }),
  ),
});
export type ApplyProposalAnswer = z.infer<typeof ApplyProposalAnswerSchema>;

/** Why a proposal call is refused. */
export const PLACEMENT_ERRORS = {
  notFound: 'placement.notFound',
  applied: 'placement.applied',
  targetOrder: 'placement.targetOrder',
  notInProposal: 'placement.notInProposal',
  twice: 'placement.twice',
} as const satisfies Record<string, MessageCode>;

/** The coordinator places the students without a team (docs/rules/placement.md). */
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
} as const;
