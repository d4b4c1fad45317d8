import { z } from 'zod';
import { IdSchema, TimestampSchema } from './fields.ts';
import { MESSAGES, type MessageCode } from './messages.ts';

// /api/applications: requests and answers.

export const ApplicationCreateSchema = z.strictObject({ ideaId: IdSchema });
export type ApplicationCreateInput = z.infer<typeof ApplicationCreateSchema>;

export const ApplicationStatusSchema = z.enum(['pending', 'accepted', 'rejected']);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const ApplicationDecisionSchema = z.strictObject({
  status: z.enum(['accepted', 'rejected'], { error: MESSAGES['validation.applicationStatus'] }),
});
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>;

export const ApplicationSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  applicantId: z.string(),
  status: ApplicationStatusSchema,
  createdAt: TimestampSchema,
});
export type Application = z.infer<typeof ApplicationSchema>;

/** GET /api/applications/idea/{ideaId}: pending applications with the applicant's fields. */
export const ApplicantSchema = ApplicationSchema.extend({
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

/** GET /api/applications/my: the user's applications with the idea's id and title. */
export const MyApplicationSchema = ApplicationSchema.extend({
  idea: z.object({ id: z.string(), title: z.string() }),
});
export type MyApplication = z.infer<typeof MyApplicationSchema>;
export const MyApplicationListSchema = z.array(MyApplicationSchema);

export const IdeaIdParamsSchema = z.object({ ideaId: IdSchema });

/** Why an application or an invitation answer is refused (docs/rules/ideas-and-teams.md). */
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
} as const satisfies Record<string, MessageCode>;
