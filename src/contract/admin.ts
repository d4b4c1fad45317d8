import { z } from 'zod';
import { download, endpoint, onRecord } from './endpoint.ts';
import {
  BioSchema,
  EmailSchema,
  GenderSchema,
  IdParamsSchema,
  IdSchema,
  KeywordFilterSchema,
  MessageSchema,
  MajorSchema,
  NameSchema,
  PageQuerySchema,
  PhoneSchema,
  SkillsSchema,
  TimestampSchema,
} from './fields.ts';
import { IdeaSchema } from './ideas.ts';
import { MESSAGES } from './messages.ts';
import { code } from './validation.ts';
import { TeamRoleSchema } from './teams.ts';
import { UserSchema } from './users.ts';

export const AdminUserSchema = UserSchema;

const adminSearch = { q: KeywordFilterSchema('Search') };

// docs/decisions/0091-admin-tables-sorted-on-the-server.md
const ADMIN_USER_SORTS = [
  'name',
  'email',
  'phone',
  'major',
  'gender',
  'verified',
  'visible',
  'admin',
] as const;
const ADMIN_IDEA_SORTS = ['title', 'status', 'visibility'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export type AdminIdeaSort = (typeof ADMIN_IDEA_SORTS)[number];

const sortOf = <S extends readonly [string, ...string[]]>(columns: S) => ({
  sort: z.enum(columns, { error: code('validation.sortColumn') }).optional(),
  dir: z.enum(['asc', 'desc'], { error: code('validation.sortDirection') }).default('asc'),
});
// A query string carries a yes/no as text.
const flag = z
  .enum(['true', 'false'], { error: code('validation.trueOrFalse') })
  .transform((value) => value === 'true')
  .optional();
const genderFilter = z
  .enum(['male', 'female'], { error: code('validation.genderFilter') })
  .optional();

export const AdminUserQuerySchema = PageQuerySchema.extend({
  ...adminSearch,
  ...sortOf(ADMIN_USER_SORTS),
  gender: genderFilter,
  verified: flag,
  inTeam: flag,
  admin: flag,
});
export type AdminUserQuery = z.input<typeof AdminUserQuerySchema>;
export const AdminIdeaQuerySchema = PageQuerySchema.extend({
  ...adminSearch,
  ...sortOf(ADMIN_IDEA_SORTS),
  gender: genderFilter,
});
export type AdminIdeaQuery = z.input<typeof AdminIdeaQuerySchema>;
export const AdminUserListSchema = z.array(AdminUserSchema);

const adminEditFields = {
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  major: MajorSchema,
};

// Not a union: failing both branches, a union answers a bare 'Invalid input', not the field's message.
export const AdminUserUpdateSchema = z
  .strictObject({ isAdmin: z.boolean(), ...adminEditFields, bio: BioSchema, skills: SkillsSchema })
  .partial()
  .refine((body) => body.isAdmin === undefined || Object.keys(body).length === 1, {
    message: code('validation.adminEditBoth'),
  });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

export const AdminUserEditSchema = z.object(adminEditFields);
export type AdminUserEdit = z.infer<typeof AdminUserEditSchema>;
export type AdminUserEditInput = z.input<typeof AdminUserEditSchema>;

// Whether the admin could apply is no question on the admin page.
export const AdminIdeaSchema = IdeaSchema.omit({ applyBlockedReason: true }).extend({
  creator: z.object({ name: z.string(), major: z.string(), email: z.string() }),
});
export type AdminIdea = z.infer<typeof AdminIdeaSchema>;
export const AdminIdeaListSchema = z.array(AdminIdeaSchema);

export const AdminIdeaUpdateSchema = z.strictObject({ isHidden: z.boolean() });

export const AdminTeamSchema = z.object({
  id: z.string(),
  createdAt: TimestampSchema,
  idea: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    teamId: z.string(),
  }),
  // The leader's gender: teams never mix.
  gender: z.enum(['male', 'female']),
  members: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: TeamRoleSchema,
      // Arabic names the member's role in the member's gender.
      gender: GenderSchema,
    }),
  ),
});
export type AdminTeam = z.infer<typeof AdminTeamSchema>;
export const AdminTeamListSchema = z.array(AdminTeamSchema);

export const AdminStatsSchema = z.object({
  totalUsers: z.number(),
  totalIdeas: z.number(),
  activeTeams: z.number(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

// docs/rules/roles-and-visibility.md
export const AUDIT_ACTIONS = [
  'set_formation',
  'send_formation_reminders',
  'propose_placement',
  'apply_placement',
  'apply_placement',
  'undo_placement',
  'add_member',
  'remove_member',
  'grant_admin',
  'revoke_admin',
  'update_user',
  'delete_user',
  'hide_idea',
  'show_idea',
  'delete_idea',
  'import_roster',
  'remove_from_roster',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const NamedSchema = z.object({ id: z.string(), name: z.string() });
// actor, user and idea turn null once the row they name is deleted.
export const AuditEntrySchema = z.object({
  id: z.string(),
  createdAt: TimestampSchema,
  action: z.enum(AUDIT_ACTIONS),
  actor: NamedSchema.nullable(),
  user: NamedSchema.nullable(),
  idea: z.object({ id: z.string(), title: z.string(), teamId: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

// docs/rules/placement.md
export const TeamParamsSchema = z.object({ ideaId: IdSchema });
export const AddMemberSchema = z.strictObject({ studentId: IdSchema });
export const MemberParamsSchema = TeamParamsSchema.extend({ studentId: IdSchema });

export const SELF_DELETE_MESSAGE = MESSAGES['admin.selfDelete'];

export const ADMIN_ENDPOINTS = {
  users: endpoint('GET', '/api/admin/users', 'admin', {
    query: AdminUserQuerySchema,
    answer: AdminUserListSchema,
  }),
  updateUser: endpoint('PUT', '/api/admin/users/:id', 'admin', {
    params: IdParamsSchema,
    body: AdminUserUpdateSchema,
    answer: AdminUserSchema,
  }),
  deleteUser: onRecord('DELETE', '/api/admin/users/:id', 'admin'),
  ideas: endpoint('GET', '/api/admin/ideas', 'admin', {
    query: AdminIdeaQuerySchema,
    answer: AdminIdeaListSchema,
  }),
  updateIdea: endpoint('PUT', '/api/admin/ideas/:id', 'admin', {
    params: IdParamsSchema,
    body: AdminIdeaUpdateSchema,
    answer: AdminIdeaSchema,
  }),
  deleteIdea: onRecord('DELETE', '/api/admin/ideas/:id', 'admin'),
  teams: endpoint('GET', '/api/admin/teams', 'admin', {
    query: PageQuerySchema,
    answer: AdminTeamListSchema,
  }),
  addMember: endpoint('POST', '/api/admin/teams/:ideaId/members', 'admin', {
    params: TeamParamsSchema,
    body: AddMemberSchema,
    answer: MessageSchema,
  }),
  removeMember: endpoint('DELETE', '/api/admin/teams/:ideaId/members/:studentId', 'admin', {
    params: MemberParamsSchema,
    answer: MessageSchema,
  }),
  stats: endpoint('GET', '/api/admin/stats', 'admin', { answer: AdminStatsSchema }),
  audit: endpoint('GET', '/api/admin/audit', 'admin', {
    query: PageQuerySchema,
    answer: z.array(AuditEntrySchema),
  }),
  exportTeams: download('/api/admin/export/teams.csv', 'admin'),
  exportUsers: download('/api/admin/export/users.csv', 'admin'),
  exportAudit: download('/api/admin/export/audit.csv', 'admin'),
} as const;
