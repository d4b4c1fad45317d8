import { z } from 'zod';
import { endpoint, onRecord } from './endpoint.ts';
import {
  IdParamsSchema,
  IdSchema,
  MultilineTextSchema,
  PageQuerySchema,
  TimestampSchema,
} from './fields.ts';
import { APPLICATION_MESSAGE_MAX } from './limits.ts';
import { type MessageCode } from './messages.ts';
import { code } from './validation.ts';

const ApplicationMessageSchema = MultilineTextSchema(
  'Message',
  code('validation.notText', { field: 'Message' }),
)
  .trim()
  .max(
    APPLICATION_MESSAGE_MAX,
    code('validation.tooLong', { field: 'Message', max: APPLICATION_MESSAGE_MAX }),
  );

export const ApplicationCreateSchema = z.strictObject({
  ideaId: IdSchema,
  message: ApplicationMessageSchema.default(''),
});
export type ApplicationCreateInput = z.input<typeof ApplicationCreateSchema>;

export const ApplyFormSchema = z.object({ message: ApplicationMessageSchema });
export type ApplyForm = z.infer<typeof ApplyFormSchema>;

// 'lapsed': still open when the formation deadline came (docs/rules/formation.md).
const ApplicationStatusSchema = z.enum(['pending', 'accepted', 'rejected', 'lapsed']);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const ApplicationDecisionSchema = z.strictObject({
  status: z.enum(['accepted', 'rejected'], { error: code('validation.applicationStatus') }),
});
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>;

export const ApplicationSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  applicantId: z.string(),
  status: ApplicationStatusSchema,
  message: z.string(),
  createdAt: TimestampSchema,
});

/** When it was accepted (or the leader's invitation sent), while accepted; else null. */
const AcceptedAtSchema = TimestampSchema.nullable();
export type Application = z.infer<typeof ApplicationSchema>;

const ApplicantSchema = ApplicationSchema.extend({
  acceptedAt: AcceptedAtSchema,
  applicant: z.object({
    name: z.string(),
    email: z.string(),
    major: z.string(),
    phone: z.string(),
    skills: z.string(),
    bio: z.string(),
  }),
});
export type Applicant = z.infer<typeof ApplicantSchema>;
export const ApplicantListSchema = z.array(ApplicantSchema);

// States only My Applications shows (docs/rules/ideas-and-teams.md).
const MyApplicationStatusSchema = z.enum([
  ...ApplicationStatusSchema.options,
  'withdrawn',
  'closed',
  'filled',
]);
export type MyApplicationStatus = z.infer<typeof MyApplicationStatusSchema>;

const MyApplicationSchema = ApplicationSchema.extend({
  status: MyApplicationStatusSchema,
  acceptedAt: AcceptedAtSchema,
  idea: z.object({ id: z.string(), title: z.string(), teamId: z.string() }),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;
export const MyApplicationListSchema = z.array(MyApplicationSchema);

export const IdeaIdParamsSchema = z.object({ ideaId: IdSchema });

// docs/rules/ideas-and-teams.md
export const APPLICATION_ERRORS = {
  notFound: 'applications.notFound',
  ownIdea: 'applications.ownIdea',
  kicked: 'applications.kicked',
  alreadyApplied: 'applications.alreadyApplied',
  inTeam: 'applications.inTeam',
  majorNotAccepted: 'applications.majorNotAccepted',
  alreadyDecided: 'applications.alreadyDecided',
  notAccepted: 'applications.notAccepted',
  invitationClosed: 'applications.invitationClosed',
  alreadyMember: 'applications.alreadyMember',
  leaveFirst: 'applications.leaveFirst',
  ideaGone: 'applications.ideaGone',
  teamFull: 'teams.full',
  notWithdrawable: 'applications.notWithdrawable',
  withdrawnTooOften: 'applications.withdrawnTooOften',
} as const satisfies Record<string, MessageCode>;

export const APPLICATION_ENDPOINTS = {
  create: endpoint(
    'POST',
    '/api/applications',
    'student',
    { body: ApplicationCreateSchema, answer: ApplicationSchema },
    201,
  ),
  my: endpoint('GET', '/api/applications/my', 'student', {
    query: PageQuerySchema,
    answer: MyApplicationListSchema,
  }),
  ofIdea: endpoint('GET', '/api/applications/idea/:ideaId', 'student', {
    params: IdeaIdParamsSchema,
    query: PageQuerySchema,
    answer: ApplicantListSchema,
  }),
  decide: endpoint('PUT', '/api/applications/:id/status', 'student', {
    params: IdParamsSchema,
    body: ApplicationDecisionSchema,
    answer: ApplicationSchema,
  }),
  confirm: onRecord('POST', '/api/applications/:id/confirm', 'student'),
  reject: onRecord('POST', '/api/applications/:id/reject', 'student'),
  withdraw: onRecord('DELETE', '/api/applications/:id', 'student'),
} as const;
