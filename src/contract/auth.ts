import { z } from 'zod';
import { endpoint } from './endpoint.ts';
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

/** The sign-in calls (/auth's first screen imports these rows alone). */
export const AUTH_ENDPOINTS = {
  register: endpoint('POST', '/api/auth/register', 'public', {
    body: RegisterSchema,
    answer: AuthAnswerSchema,
  }),
  verifyOtp: endpoint('POST', '/api/auth/verify-otp', 'public', {
    body: VerifyOtpSchema,
    answer: MessageSchema,
  }),
  resendOtp: endpoint('POST', '/api/auth/resend-otp', 'public', {
    body: EmailOnlySchema,
    answer: MessageSchema,
  }),
  login: endpoint('POST', '/api/auth/login', 'public', {
    body: LoginSchema,
    answer: AuthAnswerSchema,
  }),
  forgotPassword: endpoint('POST', '/api/auth/forgot-password', 'public', {
    body: EmailOnlySchema,
    answer: MessageSchema,
  }),
  resetPassword: endpoint('POST', '/api/auth/reset-password', 'public', {
    body: ResetPasswordSchema,
    answer: MessageSchema,
  }),
  logout: endpoint('POST', '/api/auth/logout', 'public', { answer: MessageSchema }),
} as const;
