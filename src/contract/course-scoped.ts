import { endpoint, download } from './endpoint.ts';
import { IdSchema, MessageSchema, PageQuerySchema } from './fields.ts';
import {
  AddMemberSchema,
  AdminStatsSchema,
  AdminTeamListSchema,
  MemberParamsSchema,
  TeamParamsSchema,
} from './admin.ts';
import { CourseParamsSchema } from './courses.ts';
import {
  FormationSchema,
  FormationSettingsSchema,
  FormationWindowSchema,
  ReminderPreviewSchema,
  ReminderRequestSchema,
  RemindersSentSchema,
} from './formation.ts';
import { DashboardStatsSchema } from './dashboard.ts';
import {
  IdeaCreateSchema,
  IdeaListSchema,
  IdeaQuerySchema,
  IdeaSchema,
  TeamIdCheckQuerySchema,
  TeamIdCheckSchema,
} from './ideas.ts';
import {
  ApplyProposalAnswerSchema,
  ApplyProposalSchema,
  ProposalRequestSchema,
  ProposalSchema,
  UndoProposalAnswerSchema,
} from './placement.ts';
import { StudentListSchema, StudentQuerySchema } from './students.ts';
import {
  InviteStudentSchema,
  LeaveTeamSchema,
  MyTeamAnswerSchema,
  RemoveMemberSchema,
  TransferLeadershipSchema,
} from './teams.ts';

// The lists and creates of one course (docs/rules/courses.md): the same shapes as the unscoped
// calls, which act on the default course. A student of the course reads and writes the student
// rows; its coordinators and the admins the console rows. Anyone else: 404 course.notFound.
const course = CourseParamsSchema;
const proposal = CourseParamsSchema.extend({ id: IdSchema });

export const COURSE_SCOPED_ENDPOINTS = {
  ideas: endpoint('GET', '/api/courses/:courseId/ideas', 'student', {
    params: course,
    query: IdeaQuerySchema,
    answer: IdeaListSchema,
  }),
  myIdeas: endpoint('GET', '/api/courses/:courseId/ideas/my', 'student', {
    params: course,
    answer: IdeaListSchema,
  }),
  createIdea: endpoint(
    'POST',
    '/api/courses/:courseId/ideas',
    'student',
    { params: course, body: IdeaCreateSchema, answer: IdeaSchema },
    201,
  ),
  teamId: endpoint('GET', '/api/courses/:courseId/ideas/team-id', 'student', {
    params: course,
    query: TeamIdCheckQuerySchema,
    answer: TeamIdCheckSchema,
  }),
  dashboardStats: endpoint('GET', '/api/courses/:courseId/dashboard/stats', 'student', {
    params: course,
    answer: DashboardStatsSchema,
  }),
  students: endpoint('GET', '/api/courses/:courseId/students', 'student', {
    params: course,
    query: StudentQuerySchema,
    answer: StudentListSchema,
  }),
  myTeam: endpoint('GET', '/api/courses/:courseId/teams/my', 'student', {
    params: course,
    answer: MyTeamAnswerSchema,
  }),
  leaveTeam: endpoint('POST', '/api/courses/:courseId/teams/leave', 'student', {
    params: course,
    body: LeaveTeamSchema,
    answer: MessageSchema,
  }),
  removeTeamMember: endpoint('POST', '/api/courses/:courseId/teams/remove-member', 'student', {
    params: course,
    body: RemoveMemberSchema,
    answer: MessageSchema,
  }),
  transferLeadership: endpoint(
    'POST',
    '/api/courses/:courseId/teams/transfer-leadership',
    'student',
    {
      params: course,
      body: TransferLeadershipSchema,
      answer: MessageSchema,
    },
  ),
  invite: endpoint(
    'POST',
    '/api/courses/:courseId/teams/invitations',
    'student',
    { params: course, body: InviteStudentSchema, answer: MessageSchema },
    201,
  ),
  window: endpoint('GET', '/api/courses/:courseId/formation/window', 'student', {
    params: course,
    answer: FormationWindowSchema,
  }),

  // The console of the course: its coordinators and the admins.
  formation: endpoint('GET', '/api/courses/:courseId/formation', 'student', {
    params: course,
    answer: FormationSchema,
  }),
  updateFormation: endpoint('PUT', '/api/courses/:courseId/formation', 'student', {
    params: course,
    body: FormationSettingsSchema,
    answer: FormationSchema,
  }),
  reminderPreview: endpoint('GET', '/api/courses/:courseId/formation/reminders', 'student', {
    params: course,
    answer: ReminderPreviewSchema,
  }),
  remind: endpoint('POST', '/api/courses/:courseId/formation/reminders', 'student', {
    params: course,
    body: ReminderRequestSchema,
    answer: RemindersSentSchema,
  }),
  propose: endpoint(
    'POST',
    '/api/courses/:courseId/formation/proposals',
    'student',
    { params: course, body: ProposalRequestSchema, answer: ProposalSchema },
    201,
  ),
  applyProposal: endpoint(
    'POST',
    '/api/courses/:courseId/formation/proposals/:id/apply',
    'student',
    {
      params: proposal,
      body: ApplyProposalSchema,
      answer: ApplyProposalAnswerSchema,
    },
  ),
  undoProposal: endpoint('POST', '/api/courses/:courseId/formation/proposals/:id/undo', 'student', {
    params: proposal,
    answer: UndoProposalAnswerSchema,
  }),
  stats: endpoint('GET', '/api/courses/:courseId/stats', 'student', {
    params: course,
    answer: AdminStatsSchema,
  }),
  teams: endpoint('GET', '/api/courses/:courseId/teams', 'student', {
    params: course,
    query: PageQuerySchema,
    answer: AdminTeamListSchema,
  }),
  addMember: endpoint('POST', '/api/courses/:courseId/teams/:ideaId/members', 'student', {
    params: TeamParamsSchema.extend(course.shape),
    body: AddMemberSchema,
    answer: MessageSchema,
  }),
  removeMember: endpoint(
    'DELETE',
    '/api/courses/:courseId/teams/:ideaId/members/:studentId',
    'student',
    { params: MemberParamsSchema.extend(course.shape), answer: MessageSchema },
  ),
  exportTeams: download('/api/courses/:courseId/export/teams.csv', 'student', course),
  exportStudents: download('/api/courses/:courseId/export/students.csv', 'student', course),
} as const;
