import { z } from 'zod';
import { GenderSchema, TimestampSchema } from './fields.ts';

// Never the password hash.
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  major: z.string(),
  phone: z.string(),
  gender: GenderSchema,
  bio: z.string(),
  skills: z.string(),
  isVerified: z.boolean(),
  appearInList: z.boolean(),
  isAdmin: z.boolean(),
  showName: z.boolean(),
  showPhone: z.boolean(),
  emailNotifications: z.boolean(),
  language: z.enum(['en', 'ar']),
  currentTeamId: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type User = z.infer<typeof UserSchema>;
