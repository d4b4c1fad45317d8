import { z } from 'zod';
import { BioSchema, NameSchema, PhoneSchema, SkillsSchema } from './fields.ts';

// PUT /api/profile: any subset of these keys; any other key is refused, so
// email, gender, major and isAdmin can never change through it.
export const ProfileUpdateSchema = z.strictObject({
  name: NameSchema.optional(),
  phone: PhoneSchema.optional(),
  bio: BioSchema.optional(),
  skills: SkillsSchema.optional(),
  appearInList: z.boolean().optional(),
  showName: z.boolean().optional(),
  showPhone: z.boolean().optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** The profile form: the editable fields with their messages. */
export const ProfileFormSchema = z.object({
  name: NameSchema,
  phone: PhoneSchema,
  bio: BioSchema,
  skills: SkillsSchema,
  appearInList: z.boolean(),
  showName: z.boolean(),
  showPhone: z.boolean(),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;
