import { z } from 'zod';
import {
  BioSchema,
  CodeSchema,
  EmailSchema,
  GenderSchema,
  LoginPasswordSchema,
  MajorSchema,
  MessageSchema,
  NameSchema,
  NewPasswordSchema,
  PhoneSchema,
  SkillsSchema,
} from './fields.ts';

// /api/auth: requests and answers, with the validation messages.

export const LoginSchema = z.strictObject({ email: EmailSchema, password: LoginPasswordSchema });
export type LoginInput = z.infer<typeof LoginSchema>;

export const RegisterSchema = z.strictObject({
  email: EmailSchema,
  password: NewPasswordSchema,
  name: NameSchema,
  gender: GenderSchema,
  phone: PhoneSchema,
  major: MajorSchema,
  bio: BioSchema.optional().default(''),
  skills: SkillsSchema.optional().default(''),
});
export type RegisterInput = z.input<typeof RegisterSchema>;
/** What the server works with after validation (bio and skills default to ''). */
export type RegisterData = z.output<typeof RegisterSchema>;

export const VerifyOtpSchema = z.strictObject({
  email: EmailSchema,
  code: CodeSchema('validation.otpCode'),
});
export type VerifyOtpInput = z.infer<typeof VerifyOtpSchema>;

export const EmailOnlySchema = z.strictObject({ email: EmailSchema });
export type EmailOnlyInput = z.infer<typeof EmailOnlySchema>;

export const ResetPasswordSchema = z.strictObject({
  email: EmailSchema,
  code: CodeSchema('validation.resetCode'),
  newPassword: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

/** Register and an unverified login answer with this flag. */
export const AuthAnswerSchema = MessageSchema.extend({
  requiresVerification: z.boolean().optional(),
});
export type AuthAnswer = z.infer<typeof AuthAnswerSchema>;
