import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { IdSchema, MessageSchema, TimestampSchema } from './fields.ts';
import type { MessageCode } from './messages.ts';

export const TeamRoleSchema = z.enum(['creator', 'member']);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

const TeamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  major: z.string(),
  skills: z.string(),
  role: TeamRoleSchema,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

const MyTeamSchema = z.object({
  id: z.string(),
  ideaId: z.string(),
  leaderId: z.string(),
  // docs/decisions/0006-list-fields-as-comma-separated-text.md
  memberIds: z.string(),
  createdAt: TimestampSchema,
  idea: z.object({ title: z.string(), description: z.string(), maxMembers: z.number().nullable() }),
  members: z.array(TeamMemberSchema),
});
export type MyTeam = z.infer<typeof MyTeamSchema>;
export const MyTeamAnswerSchema = MyTeamSchema.nullable();

export const RemoveMemberSchema = z.strictObject({ memberId: IdSchema });
export type RemoveMemberInput = z.infer<typeof RemoveMemberSchema>;

// docs/decisions/0061-leave-names-the-role-it-was-chosen-as.md
// Fastify hands a POST without a body to the validator as null.
export const LeaveTeamSchema = z.strictObject({ asRole: TeamRoleSchema.optional() }).nullish();

export const TransferLeadershipSchema = z.strictObject({ memberId: IdSchema });
export type TransferLeadershipInput = z.infer<typeof TransferLeadershipSchema>;

export const InviteStudentSchema = z.strictObject({ studentId: IdSchema });
export type InviteStudentInput = z.infer<typeof InviteStudentSchema>;

export const INVITATION_ERRORS = {
  notLeader: 'invitations.notLeader',
  studentNotFound: 'invitations.studentNotFound',
  inTeam: 'invitations.inTeam',
  removed: 'invitations.removed',
  alreadyInvited: 'invitations.alreadyInvited',
  hasApplied: 'invitations.hasApplied',
  answeredBefore: 'invitations.answeredBefore',
  tooOften: 'invitations.tooOften',
  tooManyOpen: 'invitations.tooManyOpen',
  full: 'teams.full',
} as const satisfies Record<string, MessageCode>;

export const TEAM_ERRORS = {
  noTeam: 'teams.noTeam',
  notLeader: 'teams.notLeader',
  removeSelf: 'teams.removeSelf',
  notMember: 'teams.notMember',
  changed: 'teams.changed',
  notLeaderTransfer: 'teams.notLeaderTransfer',
  transferSelf: 'teams.transferSelf',
  full: 'teams.full',
} as const satisfies Record<string, MessageCode>;

// A leader alone in their team may still apply elsewhere; server and client both read this.
export function isTiedToTeam(m: { isLeader: boolean; memberCount: number }): boolean {
  return !m.isLeader || m.memberCount > 1;
}

export const TEAM_ENDPOINTS = {
  my: endpoint('GET', '/api/teams/my', 'student', { answer: MyTeamAnswerSchema }),
  leave: endpoint('POST', '/api/teams/leave', 'student', {
    body: LeaveTeamSchema,
    answer: MessageSchema,
  }),
  removeMember: endpoint('POST', '/api/teams/remove-member', 'student', {
    body: RemoveMemberSchema,
    answer: MessageSchema,
  }),
  transferLeadership: endpoint('POST', '/api/teams/transfer-leadership', 'student', {
    body: TransferLeadershipSchema,
    answer: MessageSchema,
  }),
  invite: endpoint(
    'POST',
    '/api/teams/invitations',
    'student',
    { body: InviteStudentSchema, answer: MessageSchema },
    201,
  ),
} as const;
