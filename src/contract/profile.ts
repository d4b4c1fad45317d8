import { z } from 'zod';
import { BioSchema, NameSchema, PhoneSchema, SkillsSchema } from './fields.ts';

/** The editable fields of a profile, with their messages. */
const profileFields = {
  name: NameSchema,
  phone: PhoneSchema,
  bio: BioSchema,
  skills: SkillsSchema,
  appearInList: z.boolean(),
  showName: z.boolean(),
  showPhone: z.boolean(),
};

// PUT /api/profile: any subset of these keys; any other key is refused, so
// email, gender, major and isAdmin can never change through it.
export const ProfileUpdateSchema = z.strictObject(profileFields).partial();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** The profile form: every editable field. */
export const ProfileFormSchema = z.object(profileFields);
export type ProfileForm = z.infer<typeof ProfileFormSchema>;
