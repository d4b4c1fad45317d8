import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FilterTextSchema, PageQuerySchema } from './fields.ts';
import { code } from './validation.ts';

// docs/rules/roles-and-visibility.md, docs/decisions/0013-nameless-directory-entries-carry-no-id.md
const StudentSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  email: z.string(),
  major: z.string(),
  bio: z.string(),
  skills: z.string(),
  phone: z.string().optional(),
  lookingForTeam: z.boolean(),
});
export type Student = z.infer<typeof StudentSchema>;
export const StudentListSchema = z.array(StudentSchema);

export const StudentQuerySchema = PageQuerySchema.extend({
  // One major: a single term.
  major: FilterTextSchema('Major', (text) => (text.trim() ? [text.trim()] : [])),
  skills: FilterTextSchema('Skills'),
  // A query string carries the flag as text.
  withoutTeam: z
    .enum(['true', 'false'], { error: code('validation.withoutTeam') })
    .transform((flag) => flag === 'true')
    .optional(),
});
export type StudentQuery = z.input<typeof StudentQuerySchema>;

export const STUDENT_ENDPOINTS = {
  list: endpoint('GET', '/api/students', 'student', {
    query: StudentQuerySchema,
    answer: StudentListSchema,
  }),
} as const;
