import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { IdSchema, MessageSchema, TimestampSchema } from './fields.ts';
import type { MessageCode } from './messages.ts';

// /api/teams: requests and answers; a team with its idea and members.

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
  /** Comma-separated user ids, as the spec's Team entity carries them. */
  memberIds: z.string(),
  createdAt: TimestampSchema,
  /** maxMembers: the team's size limit, leader included (null: none), read as on idea cards. */
  idea: z.object({ title: z.string(), description: z.string(), maxMembers: z.number().nullable() }),
  members: z.array(TeamMemberSchema),
});
export type MyTeam = z.infer<typeof MyTeamSchema>;
export const MyTeamAnswerSchema = MyTeamSchema.nullable();

export const RemoveMemberSchema = z.strictObject({ memberId: IdSchema });
export type RemoveMemberInput = z.infer<typeof RemoveMemberSchema>;

/**
 * POST /api/teams/leave: no body (as the spec has it), or the role the caller's screen showed
 * when they chose to leave. Given, the server leaves only if it still is their role, so a leave
 * clicked on a screen from before a handover never dissolves a team (docs/decisions/0061).
 */
// Fastify hands a POST without a body to the validator as null.
export const LeaveTeamSchema = z.strictObject({ asRole: TeamRoleSchema.optional() }).nullish();

/** POST /api/teams/transfer-leadership: the member who becomes leader and the idea's owner. */
export const TransferLeadershipSchema = z.strictObject({ memberId: IdSchema });
export type TransferLeadershipInput = z.infer<typeof TransferLeadershipSchema>;

/** POST /api/teams/invitations: a leader invites a student from the directory. */
export const InviteStudentSchema = z.strictObject({ studentId: IdSchema });
export type InviteStudentInput = z.infer<typeof InviteStudentSchema>;

/** Why an invitation is refused (docs/rules/ideas-and-teams.md). */
export const INVITATION_ERRORS = {
  notLeader: 'invitations.notLeader',
  studentNotFound: 'invitations.studentNotFound',
  inTeam: 'invitations.inTeam',
  removed: 'invitations.removed',
  alreadyInvited: 'invitations.alreadyInvited',
  hasApplied: 'invitations.hasApplied',
  answeredBefore: 'invitations.answeredBefore',
  full: 'teams.full',
} as const satisfies Record<string, MessageCode>;

/** Why a team call is refused (docs/rules/ideas-and-teams.md). */
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

/**
 * 'In Team' for a user who is in a team: a member, or a leader who is no longer alone. A leader
 * alone in their team may still apply elsewhere. Server and client read it from here.
 */
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
