import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { BioSchema, NameSchema, PhoneSchema, SkillsSchema } from './fields.ts';
import { UserSchema } from './users.ts';

const profileFields = {
  name: NameSchema,
  phone: PhoneSchema,
  bio: BioSchema,
  skills: SkillsSchema,
  appearInList: z.boolean(),
  showName: z.boolean(),
  showPhone: z.boolean(),
  emailNotifications: z.boolean(),
};

// A student's e-mails come in the last language their client used.
const LanguageSchema = z.enum(['en', 'ar']);
export type Language = z.infer<typeof LanguageSchema>;

// Strict: email, gender, major and isAdmin can never change through it.
export const ProfileUpdateSchema = z
  .strictObject({ ...profileFields, language: LanguageSchema })
  .partial();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ProfileFormSchema = z.object(profileFields);
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

export const PROFILE_ENDPOINTS = {
  get: endpoint('GET', '/api/profile', 'student', { answer: UserSchema }),
  update: endpoint('PUT', '/api/profile', 'student', {
    body: ProfileUpdateSchema,
    answer: UserSchema,
  }),
} as const;
