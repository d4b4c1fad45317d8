import { z } from 'zod';
import { IdSchema, TimestampSchema } from './fields.ts';

// Spec section 7, /api/teams rows; section 3, Team.

export const TeamRoleSchema = z.enum(['creator', 'member']);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

export const TeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  major: z.string(),
  skills: z.string(),
  role: TeamRoleSchema,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const MyTeamSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  leaderId: z.string(),
  /** Comma-separated user ids, as the spec's Team entity carries them. */
  memberIds: z.string(),
  createdAt: TimestampSchema,
  idea: z.object({ title: z.string(), description: z.string() }),
  members: z.array(TeamMemberSchema),
});
export type MyTeam = z.infer<typeof MyTeamSchema>;
export const MyTeamAnswerSchema = MyTeamSchema.nullable();

export const RemoveMemberSchema = z.strictObject({ memberId: IdSchema });
export type RemoveMemberInput = z.infer<typeof RemoveMemberSchema>;

/** Why a team call is refused (issue 3, "Teams"). */
export const TEAM_ERRORS = {
  noTeam: 'You are not in a team',
  notLeader: 'Only the team leader can remove members',
  removeSelf: 'You cannot remove yourself from your team',
  notMember: 'This student is not a member of your team',
  changed: 'Your team changed meanwhile; please try again',
} as const;
