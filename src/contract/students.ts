import { z } from 'zod';
import { FilterTextSchema, PageQuerySchema } from './fields.ts';

// GET /api/students (spec section 7): name omitted when showName is false, phone omitted when
// showPhone is false; the e-mail is always present (spec section 6, Privacy).
export const StudentSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string(),
  major: z.string(),
  bio: z.string(),
  skills: z.string(),
  phone: z.string().optional(),
});
export type Student = z.infer<typeof StudentSchema>;
export const StudentListSchema = z.array(StudentSchema);

export const StudentQuerySchema = PageQuerySchema.extend({
  major: FilterTextSchema,
  skills: FilterTextSchema,
});
export type StudentQuery = z.input<typeof StudentQuerySchema>;
