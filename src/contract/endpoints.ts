import type * as Admin from './admin.ts';
import type * as Applications from './applications.ts';
import { AUTH_ENDPOINTS } from './auth-endpoints.ts';
import type * as Dashboard from './dashboard.ts';
import {
  download,
  endpoint,
  eventStream,
  type Access,
  type Endpoint,
  type Method,
} from './endpoint.ts';
import type * as Fields from './fields.ts';
import type * as Formation from './formation.ts';
import type * as Ideas from './ideas.ts';
import type * as Notifications from './notifications.ts';
import type * as Placement from './placement.ts';
import type * as Profile from './profile.ts';
import type * as Students from './students.ts';
import type * as Teams from './teams.ts';
import type * as Users from './users.ts';

// Every call of the API, once: method, path, who may call, and (by type) its schemas. The server
// registers its routes from it, the auth guard reads `access`, the web client builds its URLs from
// it (docs/decisions/0022-one-endpoint-table.md). Only type imports above: no zod at run time.

type Id = typeof Fields.IdParamsSchema;
type Message = typeof Fields.MessageSchema;
type Page = typeof Fields.PageQuerySchema;

/** A change to the one record the path names by id, answered with a message. */
const onRecord = (method: Method, path: string, access: Access) =>
  endpoint<{ params: Id; answer: Message }>(method, path, access);

export const ENDPOINTS = {
  auth: AUTH_ENDPOINTS,
  profile: {
    get: endpoint<{ answer: typeof Users.UserSchema }>('GET', '/api/profile', 'student'),
    update: endpoint<{ body: typeof Profile.ProfileUpdateSchema; answer: typeof Users.UserSchema }>(
      'PUT',
      '/api/profile',
      'student',
    ),
  },
  ideas: {
    list: endpoint<{ query: typeof Ideas.IdeaQuerySchema; answer: typeof Ideas.IdeaListSchema }>(
      'GET',
      '/api/ideas',
      'student',
    ),
    my: endpoint<{ answer: typeof Ideas.IdeaListSchema }>('GET', '/api/ideas/my', 'student'),
    /** One idea as its shared link opens it: 404 for an idea the viewer may not see. */
    get: endpoint<{ params: Id; answer: typeof Ideas.IdeaSchema }>(
      'GET',
      '/api/ideas/:id',
      'student',
    ),
    create: endpoint<{ body: typeof Ideas.IdeaCreateSchema; answer: typeof Ideas.IdeaSchema }>(
      'POST',
      '/api/ideas',
      'student',
      201,
    ),
    update: endpoint<{
      params: Id;
      body: typeof Ideas.IdeaUpdateSchema;
      answer: typeof Ideas.IdeaSchema;
    }>('PUT', '/api/ideas/:id', 'student'),
    remove: onRecord('DELETE', '/api/ideas/:id', 'student'),
  },
  applications: {
    create: endpoint<{
      body: typeof Applications.ApplicationCreateSchema;
      answer: typeof Applications.ApplicationSchema;
    }>('POST', '/api/applications', 'student', 201),
    my: endpoint<{ query: Page; answer: typeof Applications.MyApplicationListSchema }>(
      'GET',
      '/api/applications/my',
      'student',
    ),
    ofIdea: endpoint<{
      params: typeof Applications.IdeaIdParamsSchema;
      query: Page;
      answer: typeof Applications.ApplicantListSchema;
    }>('GET', '/api/applications/idea/:ideaId', 'student'),
    decide: endpoint<{
      params: Id;
      body: typeof Applications.ApplicationDecisionSchema;
      answer: typeof Applications.ApplicationSchema;
    }>('PUT', '/api/applications/:id/status', 'student'),
    confirm: onRecord('POST', '/api/applications/:id/confirm', 'student'),
    reject: onRecord('POST', '/api/applications/:id/reject', 'student'),
    withdraw: onRecord('DELETE', '/api/applications/:id', 'student'),
  },
  teams: {
    my: endpoint<{ answer: typeof Teams.MyTeamAnswerSchema }>('GET', '/api/teams/my', 'student'),
    leave: endpoint<{ body: typeof Teams.LeaveTeamSchema; answer: Message }>(
      'POST',
      '/api/teams/leave',
      'student',
    ),
    removeMember: endpoint<{ body: typeof Teams.RemoveMemberSchema; answer: Message }>(
      'POST',
      '/api/teams/remove-member',
      'student',
    ),
    transferLeadership: endpoint<{ body: typeof Teams.TransferLeadershipSchema; answer: Message }>(
      'POST',
      '/api/teams/transfer-leadership',
      'student',
    ),
    invite: endpoint<{ body: typeof Teams.InviteStudentSchema; answer: Message }>(
      'POST',
      '/api/teams/invitations',
      'student',
      201,
    ),
  },
  notifications: {
    list: endpoint<{
      query: typeof Notifications.NotificationQuerySchema;
      answer: typeof Notifications.NotificationListSchema;
    }>('GET', '/api/notifications', 'student'),
    markRead: endpoint<{ params: Id; answer: typeof Notifications.NotificationSchema }>(
      'PUT',
      '/api/notifications/:id/read',
      'student',
    ),
    unreadCount: endpoint<{ answer: typeof Notifications.UnreadCountSchema }>(
      'GET',
      '/api/notifications/unread-count',
      'student',
    ),
    readAll: endpoint<{ answer: typeof Notifications.ReadAllAnswerSchema }>(
      'PUT',
      '/api/notifications/read-all',
      'student',
    ),
  },
  students: {
    list: endpoint<{
      query: typeof Students.StudentQuerySchema;
      answer: typeof Students.StudentListSchema;
    }>('GET', '/api/students', 'student'),
  },
  events: {
    /** What changed for the signed-in user, as it happens (./live.ts). */
    stream: eventStream('/api/events', 'student'),
  },
  dashboard: {
    stats: endpoint<{ answer: typeof Dashboard.DashboardStatsSchema }>(
      'GET',
      '/api/dashboard/stats',
      'student',
    ),
  },
  admin: {
    users: endpoint<{
      query: typeof Admin.AdminUserQuerySchema;
      answer: typeof Admin.AdminUserListSchema;
    }>('GET', '/api/admin/users', 'admin'),
    updateUser: endpoint<{
      params: Id;
      body: typeof Admin.AdminUserUpdateSchema;
      answer: typeof Admin.AdminUserSchema;
    }>('PUT', '/api/admin/users/:id', 'admin'),
    deleteUser: onRecord('DELETE', '/api/admin/users/:id', 'admin'),
    ideas: endpoint<{
      query: typeof Admin.AdminIdeaQuerySchema;
      answer: typeof Admin.AdminIdeaListSchema;
    }>('GET', '/api/admin/ideas', 'admin'),
    updateIdea: endpoint<{
      params: Id;
      body: typeof Admin.AdminIdeaUpdateSchema;
      answer: typeof Admin.AdminIdeaSchema;
    }>('PUT', '/api/admin/ideas/:id', 'admin'),
    deleteIdea: onRecord('DELETE', '/api/admin/ideas/:id', 'admin'),
    teams: endpoint<{ query: Page; answer: typeof Admin.AdminTeamListSchema }>(
      'GET',
      '/api/admin/teams',
      'admin',
    ),
    stats: endpoint<{ answer: typeof Admin.AdminStatsSchema }>('GET', '/api/admin/stats', 'admin'),
    exportTeams: download('/api/admin/export/teams.csv', 'admin'),
    exportUsers: download('/api/admin/export/users.csv', 'admin'),
  },
  /** The coordinator places the students without a team (docs/rules/placement.md). */
  placement: {
    propose: endpoint<{
      body: typeof Placement.ProposalRequestSchema;
      answer: typeof Placement.ProposalSchema;
    }>('POST', '/api/admin/formation/proposals', 'admin', 201),
    apply: endpoint<{
      params: Id;
      body: typeof Placement.ApplyProposalSchema;
      answer: typeof Placement.ApplyProposalAnswerSchema;
    }>('POST', '/api/admin/formation/proposals/:id/apply', 'admin'),
  },
  formation: {
    /** The deadline a student counts down to (docs/rules/formation.md). */
    window: endpoint<{ answer: typeof Formation.FormationWindowSchema }>(
      'GET',
      '/api/formation',
      'student',
    ),
    get: endpoint<{ answer: typeof Formation.FormationSchema }>(
      'GET',
      '/api/admin/formation',
      'admin',
    ),
    update: endpoint<{
      body: typeof Formation.FormationSettingsSchema;
      answer: typeof Formation.FormationSchema;
    }>('PUT', '/api/admin/formation', 'admin'),
    remind: endpoint<{ answer: typeof Formation.RemindersSentSchema }>(
      'POST',
      '/api/admin/formation/reminders',
      'admin',
    ),
  },
} as const;

/** Every endpoint of the table, flat. */
export const ALL_ENDPOINTS: Endpoint[] = Object.values(ENDPOINTS).flatMap((group) =>
  Object.values(group),
) as Endpoint[];
