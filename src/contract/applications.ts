import { z } from 'zod';
import { IdSchema, TimestampSchema } from './fields.ts';

// Spec section 7, /api/applications rows.

export const ApplicationCreateSchema = z.strictObject({ ideaId: IdSchema });
export type ApplicationCreateInput = z.infer<typeof ApplicationCreateSchema>;

export const ApplicationStatusSchema = z.enum(['pending', 'accepted', 'rejected']);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const ApplicationDecisionSchema = z.strictObject({
  status: z.enum(['accepted', 'rejected'], { error: 'Status must be accepted or rejected' }),
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

/** Why an application or an invitation answer is refused (issue 3, "Applications"). */
export const APPLICATION_ERRORS = {
  notFound: 'Application not found',
  ownIdea: 'You cannot apply to your own idea',
  kicked: 'You were removed from this team and cannot join it again',
  alreadyApplied: 'You have already applied to this idea',
  inTeam: 'You are already in a team',
  majorNotAccepted: "Your major is not among this idea's required majors",
  alreadyDecided: 'This application has already been decided',
  notAccepted: 'This application has not been accepted yet',
  invitationClosed: 'This invitation is no longer open',
  alreadyMember: 'You are already a member of this team',
  leaveFirst: 'Leave your current team before joining another one',
  ideaGone: 'This idea no longer exists',
} as const;
