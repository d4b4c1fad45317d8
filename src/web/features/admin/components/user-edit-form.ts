import { z } from 'zod';
import { EmailSchema, MajorSchema, NameSchema, PhoneSchema } from '@contract/users.ts';

/** The admin's inline edit (spec section 2): name, email, phone, major, with their messages. */
export const AdminUserEditSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  major: MajorSchema,
});
export type AdminUserEdit = z.infer<typeof AdminUserEditSchema>;
export type AdminUserEditInput = z.input<typeof AdminUserEditSchema>;
