import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { BioSchema, NameSchema, PhoneSchema, SkillsSchema } from './fields.ts';
import { UserSchema } from './users.ts';

/** The editable fields of a profile, with their messages. */
const profileFields = {
  name: NameSchema,
  phone: PhoneSchema,
  bio: BioSchema,
  skills: SkillsSchema,
  appearInList: z.boolean(),
  showName: z.boolean(),
  showPhone: z.boolean(),
  /** Notifications that need the student are also e-mailed (default on). */
  emailNotifications: z.boolean(),
};

/** The languages of the app; a student's e-mails come in the last one their client used. */
const LanguageSchema = z.enum(['en', 'ar']);
export type Language = z.infer<typeof LanguageSchema>;

// PUT /api/profile: any subset of these keys (and the language, which the web client sends when
// the student switches it); any other key is refused, so email, gender, major and isAdmin can
// never change through it.
export const ProfileUpdateSchema = z
  .strictObject({ ...profileFields, language: LanguageSchema })
  .partial();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** The profile form: every editable field. */
export const ProfileFormSchema = z.object(profileFields);
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

export const PROFILE_ENDPOINTS = {
  get: endpoint('GET', '/api/profile', 'student', { answer: UserSchema }),
  update: endpoint('PUT', '/api/profile', 'student', {
    body: ProfileUpdateSchema,
    answer: UserSchema,
  }),
} as const;
