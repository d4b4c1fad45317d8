import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  EmailSchema,
  GenderSchema,
  IdSchema,
  MajorSchema,
  MessageSchema,
  NameSchema,
  TimestampSchema,
} from './fields.ts';
import { COURSE_CODE_MAX, COURSE_NAME_MAX } from './limits.ts';
import { TextSchema } from './text-field.ts';
import { code } from './validation.ts';

// docs/rules/courses.md

/** How the caller takes part in a course; an admin sees every course as admin. */
export const CourseRoleSchema = z.enum(['student', 'coordinator', 'admin']);

const CourseSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });

/** GET /api/admin/courses: every course with its coordinators, for the admin console. */
const AdminCourseSchema = CourseSchema.extend({
  coordinators: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

const MyCourseSchema = CourseSchema.extend({ role: CourseRoleSchema });
export type MyCourse = z.infer<typeof MyCourseSchema>;

const courseText = (said: 'validation.courseCode' | 'validation.courseName', max: number) =>
  TextSchema({ required: code(said), badCharacters: code(said), kind: 'line' })
    .trim()
    .min(1, code(said))
    .max(max, code(said));

export const CourseCreateSchema = z.strictObject({
  code: courseText('validation.courseCode', COURSE_CODE_MAX),
  name: courseText('validation.courseName', COURSE_NAME_MAX),
});

export type CourseCreateInput = z.input<typeof CourseCreateSchema>;
export type CourseCreateData = z.output<typeof CourseCreateSchema>;

/** POST /api/admin/courses/:courseId/coordinators: a verified account by its e-mail. */
export const AppointCoordinatorSchema = z.strictObject({ email: EmailSchema });
export type AppointCoordinatorInput = z.input<typeof AppointCoordinatorSchema>;

/** One student added by hand: a roster of one line (docs/rules/courses.md, "The roster"). */
export const RosterStudentSchema = z.strictObject({
  email: EmailSchema,
  name: NameSchema,
  gender: GenderSchema,
  major: MajorSchema,
});
export type RosterStudentInput = z.input<typeof RosterStudentSchema>;
export type RosterStudent = z.output<typeof RosterStudentSchema>;

export const CourseParamsSchema = z.object({ courseId: IdSchema });

// `?dryRun=true` checks the file and counts what it would do, writing nothing.
const RosterImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: code('validation.trueOrFalse') })
    .transform((value) => value === 'true')
    .optional(),
});

// line: as a spreadsheet numbers it.
const RosterErrorSchema = MessageSchema.extend({ line: z.number() });

const RosterImportSchema = z.object({
  added: z.number(),
  invited: z.number(),
  errors: z.array(RosterErrorSchema),
});
export type RosterImport = z.infer<typeof RosterImportSchema>;

const RosterEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  gender: z.string(),
  major: z.string(),
  since: TimestampSchema,
});

export type RosterEntry = z.infer<typeof RosterEntrySchema>;

const RosterSchema = z.object({
  members: z.array(RosterEntrySchema),
  invited: z.array(RosterEntrySchema),
});

export const COURSE_ENDPOINTS = {
  mine: endpoint('GET', '/api/courses', 'student', { answer: z.array(MyCourseSchema) }),
  list: endpoint('GET', '/api/admin/courses', 'admin', {
    answer: z.array(AdminCourseSchema),
  }),
  create: endpoint(
    'POST',
    '/api/admin/courses',
    'admin',
    { body: CourseCreateSchema, answer: CourseSchema },
    201,
  ),
  appoint: endpoint('POST', '/api/admin/courses/:courseId/coordinators', 'admin', {
    params: CourseParamsSchema,
    body: AppointCoordinatorSchema,
    answer: MessageSchema,
  }),
  // Coordinators of the course and admins: the course checks who may (docs/rules/courses.md).
  importRoster: endpoint('POST', '/api/courses/:courseId/roster', 'student', {
    params: CourseParamsSchema,
    query: RosterImportQuerySchema,
    body: z.string(),
    answer: RosterImportSchema,
  }),
  roster: endpoint('GET', '/api/courses/:courseId/roster', 'student', {
    params: CourseParamsSchema,
    answer: RosterSchema,
  }),
  removeFromRoster: endpoint('DELETE', '/api/courses/:courseId/roster/:id', 'student', {
    params: CourseParamsSchema.extend({ id: IdSchema }),
    answer: MessageSchema,
  }),
} as const;
