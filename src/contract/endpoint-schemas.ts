import * as Admin from './admin.ts';
import * as Applications from './applications.ts';
import * as Auth from './auth.ts';
import * as Dashboard from './dashboard.ts';
import type { Endpoint, Shapes } from './endpoint.ts';
import { ENDPOINTS } from './endpoints.ts';
import {
  EventStreamSchema,
  IdParamsSchema as id,
  MessageSchema as message,
  PageQuerySchema as page,
} from './fields.ts';
import * as Formation from './formation.ts';
import * as Ideas from './ideas.ts';
import * as Notifications from './notifications.ts';
import * as Placement from './placement.ts';
import * as Profile from './profile.ts';
import * as Students from './students.ts';
import * as Teams from './teams.ts';
import * as Users from './users.ts';

// The schema values of ./endpoints.ts, kept apart so the web client can import the table without
// evaluating zod (docs/decisions/0022-one-endpoint-table.md). The `satisfies` below makes each
// entry carry exactly the schemas its endpoint names by type.

type Table = typeof ENDPOINTS;
type ShapesOf<E> = E extends Endpoint<infer S> ? S : never;
type SchemaTable = { [G in keyof Table]: { [K in keyof Table[G]]: ShapesOf<Table[G][K]> } };

const SCHEMAS = {
  auth: {
    register: { body: Auth.RegisterSchema, answer: Auth.AuthAnswerSchema },
    verifyOtp: { body: Auth.VerifyOtpSchema, answer: message },
    resendOtp: { body: Auth.EmailOnlySchema, answer: message },
    login: { body: Auth.LoginSchema, answer: Auth.AuthAnswerSchema },
    forgotPassword: { body: Auth.EmailOnlySchema, answer: message },
    resetPassword: { body: Auth.ResetPasswordSchema, answer: message },
    logout: { answer: message },
  },
  profile: {
    get: { answer: Users.UserSchema },
    update: { body: Profile.ProfileUpdateSchema, answer: Users.UserSchema },
  },
  ideas: {
    list: { query: Ideas.IdeaQuerySchema, answer: Ideas.IdeaListSchema },
    my: { answer: Ideas.IdeaListSchema },
    get: { params: id, answer: Ideas.IdeaSchema },
    create: { body: Ideas.IdeaCreateSchema, answer: Ideas.IdeaSchema },
    update: { params: id, body: Ideas.IdeaUpdateSchema, answer: Ideas.IdeaSchema },
    remove: { params: id, answer: message },
  },
  applications: {
    create: { body: Applications.ApplicationCreateSchema, answer: Applications.ApplicationSchema },
    my: { query: page, answer: Applications.MyApplicationListSchema },
    ofIdea: {
      params: Applications.IdeaIdParamsSchema,
      query: page,
      answer: Applications.ApplicantListSchema,
    },
    decide: {
      params: id,
      body: Applications.ApplicationDecisionSchema,
      answer: Applications.ApplicationSchema,
    },
    confirm: { params: id, answer: message },
    reject: { params: id, answer: message },
    withdraw: { params: id, answer: message },
  },
  teams: {
    my: { answer: Teams.MyTeamAnswerSchema },
    leave: { body: Teams.LeaveTeamSchema, answer: message },
    removeMember: { body: Teams.RemoveMemberSchema, answer: message },
    transferLeadership: { body: Teams.TransferLeadershipSchema, answer: message },
    invite: { body: Teams.InviteStudentSchema, answer: message },
  },
  notifications: {
    list: {
      query: Notifications.NotificationQuerySchema,
      answer: Notifications.NotificationListSchema,
    },
    markRead: { params: id, answer: Notifications.NotificationSchema },
    unreadCount: { answer: Notifications.UnreadCountSchema },
    readAll: { answer: Notifications.ReadAllAnswerSchema },
  },
  students: {
    list: { query: Students.StudentQuerySchema, answer: Students.StudentListSchema },
  },
  events: { stream: { answer: EventStreamSchema } },
  dashboard: { stats: { answer: Dashboard.DashboardStatsSchema } },
  admin: {
    users: { query: Admin.AdminUserQuerySchema, answer: Admin.AdminUserListSchema },
    updateUser: { params: id, body: Admin.AdminUserUpdateSchema, answer: Admin.AdminUserSchema },
    deleteUser: { params: id, answer: message },
    ideas: { query: Admin.AdminIdeaQuerySchema, answer: Admin.AdminIdeaListSchema },
    updateIdea: { params: id, body: Admin.AdminIdeaUpdateSchema, answer: Admin.AdminIdeaSchema },
    deleteIdea: { params: id, answer: message },
    teams: { query: page, answer: Admin.AdminTeamListSchema },
    stats: { answer: Admin.AdminStatsSchema },
    exportTeams: { answer: Admin.CsvFileSchema },
    exportUsers: { answer: Admin.CsvFileSchema },
  },
  placement: {
    propose: { body: Placement.ProposalRequestSchema, answer: Placement.ProposalSchema },
    apply: {
      params: id,
      body: Placement.ApplyProposalSchema,
      answer: Placement.ApplyProposalAnswerSchema,
    },
  },
  formation: {
    window: { answer: Formation.FormationWindowSchema },
    get: { answer: Formation.FormationSchema },
    update: { body: Formation.FormationSettingsSchema, answer: Formation.FormationSchema },
    remind: { answer: Formation.RemindersSentSchema },
  },
} satisfies SchemaTable;

const byEndpoint = new Map<Endpoint, Shapes>(
  Object.entries(ENDPOINTS).flatMap(([group, calls]) =>
    Object.entries(calls).map(([name, call]): [Endpoint, Shapes] => [
      call,
      (SCHEMAS as Record<string, Record<string, Shapes>>)[group]![name]!,
    ]),
  ),
);

/** The schemas of an endpoint of the table. */
export function schemasOf<S extends Shapes>(call: Endpoint<S>): S {
  const schemas = byEndpoint.get(call as Endpoint);
  if (!schemas) throw new Error(`${call.method} ${call.path} is not in the endpoint table`);
  return schemas as S;
}
