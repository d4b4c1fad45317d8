import { z } from 'zod';
import { endpoint, onRecord } from './endpoint.ts';
import {
  FilterTextSchema,
  IdParamsSchema,
  KeywordFilterSchema,
  LineTextSchema,
  MajorListSchema,
  MultilineTextSchema,
  PageQuerySchema,
  TimestampSchema,
} from './fields.ts';
import {
  DESCRIPTION_MAX,
  TAGS_MAX,
  TEAM_ID_MAX,
  TEAM_SIZE_MAX,
  TEAM_SIZE_MIN,
  TITLE_MAX,
} from './limits.ts';
import { MAJOR_KEYS } from './majors.ts';
import { type MessageCode } from './messages.ts';
import { code } from './validation.ts';

const TitleSchema = LineTextSchema('Title', code('validation.title'))
  .trim()
  .min(1, code('validation.title'))
  .max(TITLE_MAX, code('validation.tooLong', { field: 'Title', max: TITLE_MAX }));
const DescriptionSchema = MultilineTextSchema('Description', code('validation.description'))
  .trim()
  .min(1, code('validation.description'))
  .max(DESCRIPTION_MAX, code('validation.tooLong', { field: 'Description', max: DESCRIPTION_MAX }));
export const ALL_TEAM_IDS = Array.from(
  { length: 999 },
  (_, i) => `M${String(i + 1).padStart(3, '0')}`,
);

// 'm001' is taken as 'M001': the case of the letter is not what a student means to choose.
const TeamIdSchema = LineTextSchema('Team ID', code('validation.teamIdRequired'))
  .trim()
  .toUpperCase()
  .min(1, code('validation.teamIdRequired'))
  .max(TEAM_ID_MAX, code('validation.teamIdFormat'))
  .regex(/^M\d{3}$/, code('validation.teamIdFormat'));
// The leader included; null: no limit.
const MaxMembersSchema = z
  .number({ error: code('validation.teamSize') })
  .int(code('validation.teamSize'))
  .min(TEAM_SIZE_MIN, code('validation.teamSize'))
  .max(TEAM_SIZE_MAX, code('validation.teamSize'))
  .nullable();
// The form's box holds text, empty for no limit.
const MaxMembersFieldSchema = z
  .string()
  .trim()
  .refine((v) => v === '' || isTeamSize(Number(v)), code('validation.teamSize'));
const isTeamSize = (n: number) => Number.isInteger(n) && n >= TEAM_SIZE_MIN && n <= TEAM_SIZE_MAX;

const ListTextSchema = (field: string) =>
  LineTextSchema(field, code('validation.notText', { field }))
    .trim()
    .max(TAGS_MAX, code('validation.tooLong', { field, max: TAGS_MAX }));

const ideaFields = {
  title: TitleSchema,
  description: DescriptionSchema,
  teamId: TeamIdSchema,
  tags: ListTextSchema('Tags'),
  requiredMajors: MajorListSchema,
  requiredSkills: ListTextSchema('Skills'),
  allowCrossMajor: z.boolean(),
  isHidden: z.boolean(),
  maxMembers: MaxMembersSchema,
};

export const IdeaCreateSchema = z.strictObject({
  ...ideaFields,
  tags: ideaFields.tags.default(''),
  requiredSkills: ideaFields.requiredSkills.default(''),
  allowCrossMajor: ideaFields.allowCrossMajor.default(false),
  isHidden: ideaFields.isHidden.default(false),
  maxMembers: ideaFields.maxMembers.default(null),
});
export type IdeaCreateInput = z.input<typeof IdeaCreateSchema>;

export const IdeaUpdateSchema = z.strictObject(ideaFields).partial();
export type IdeaUpdateInput = z.input<typeof IdeaUpdateSchema>;

// Majors as a checklist here; the API takes them joined by commas.
export const IdeaFormSchema = z.object({
  ...ideaFields,
  requiredMajors: z.array(z.enum(MAJOR_KEYS)).min(1, code('validation.majorsRequired')),
  maxMembers: MaxMembersFieldSchema,
});
export type IdeaForm = z.infer<typeof IdeaFormSchema>;

const APPLY_BLOCKED_REASONS = ['removedFromTeam', 'withdrawnTooOften', 'majorNotAccepted'] as const;
export type ApplyBlockedReason = (typeof APPLY_BLOCKED_REASONS)[number];

export const IdeaSchema = z.object({
  id: z.string(),
  creatorId: z.string(),
  title: z.string(),
  description: z.string(),
  teamId: z.string(),
  tags: z.string(),
  requiredMajors: z.string(),
  requiredSkills: z.string(),
  allowCrossMajor: z.boolean(),
  // Only the owner (and admins) see who was removed; others get ''.
  kickedMemberIds: z.string(),
  isActive: z.boolean(),
  isHidden: z.boolean(),
  createdAt: TimestampSchema,
  maxMembers: z.number().nullable(),
  memberCount: z.number(),
  creator: z.object({ name: z.string(), major: z.string() }),
  // null: neither holds; whether they own it or are in a team, the client tells from its own data.
  applyBlockedReason: z.enum(APPLY_BLOCKED_REASONS).nullable(),
});
export type Idea = z.infer<typeof IdeaSchema>;
export const IdeaListSchema = z.array(IdeaSchema);

export const TeamIdCheckQuerySchema = z.object({
  value: z.string().trim().toUpperCase().max(TEAM_ID_MAX).optional(),
});
// Counted within the asker's gender only: docs/decisions/0012-team-ids-per-gender.md
export const TeamIdCheckSchema = z.object({ next: z.string().nullable(), taken: z.boolean() });
export type TeamIdCheck = z.infer<typeof TeamIdCheckSchema>;

export const IdeaQuerySchema = PageQuerySchema.extend({
  major: FilterTextSchema('Major'),
  skills: FilterTextSchema('Skills'),
  tags: FilterTextSchema('Tags'),
  q: KeywordFilterSchema('Search'),
});
export type IdeaQuery = z.input<typeof IdeaQuerySchema>;

export const IDEA_ERRORS = {
  oneIdea: 'ideas.oneIdea',
  inTeam: 'ideas.inTeam',
  teamIdTaken: 'ideas.teamIdTaken',
  sizeBelowMembers: 'teams.sizeBelowMembers',
  sizeAboveTarget: 'teams.sizeAboveTarget',
} as const satisfies Record<string, MessageCode>;

export const IDEA_ENDPOINTS = {
  list: endpoint('GET', '/api/ideas', 'student', {
    query: IdeaQuerySchema,
    answer: IdeaListSchema,
  }),
  my: endpoint('GET', '/api/ideas/my', 'student', { answer: IdeaListSchema }),
  teamId: endpoint('GET', '/api/ideas/team-id', 'student', {
    query: TeamIdCheckQuerySchema,
    answer: TeamIdCheckSchema,
  }),
  get: endpoint('GET', '/api/ideas/:id', 'student', { params: IdParamsSchema, answer: IdeaSchema }),
  create: endpoint(
    'POST',
    '/api/ideas',
    'student',
    { body: IdeaCreateSchema, answer: IdeaSchema },
    201,
  ),
  update: endpoint('PUT', '/api/ideas/:id', 'student', {
    params: IdParamsSchema,
    body: IdeaUpdateSchema,
    answer: IdeaSchema,
  }),
  remove: onRecord('DELETE', '/api/ideas/:id', 'student'),
} as const;
